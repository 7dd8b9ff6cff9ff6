// What other domains may use of address (design.md: a domain imports another only through its index).
export type * from './types';
