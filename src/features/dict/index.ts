// What other domains may use of the dictionaries (design.md: through this index only).
export type * from './types';
export { dictItemLabel, dictLabel, regionLabel, regionValueOf, visibleDictItems } from './dict';
export { dictStore } from './store';
