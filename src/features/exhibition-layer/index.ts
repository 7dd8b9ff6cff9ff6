// What other domains may use of the older exhibition layer (design.md: through this index only).
export type * from './types';
export { cancelAttention } from './api/interests';
export { getBoothPage } from './api/booths';
export { getExhibitCategories, getExhibitPage } from './api/exhibits';
