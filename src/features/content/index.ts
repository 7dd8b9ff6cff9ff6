// What other domains may use of the content pages (design.md: through this index only).
export type * from './types';
export { getPageInfo } from './api';
