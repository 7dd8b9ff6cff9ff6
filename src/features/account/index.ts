// What other domains may use of account (design.md: a domain imports another only through its index).
export type * from './types';
export { startLanguageSync } from './language-sync';
