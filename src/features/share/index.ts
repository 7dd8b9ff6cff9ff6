// What other domains may use of share (design.md: a domain imports another only through its index).
export type * from './types';
