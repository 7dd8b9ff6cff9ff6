// What other domains may use of news (design.md: through this index only).
export type * from './types';
export { getNewsCategories, getNewsPage } from './api';
export { NewsCard } from './components/news-card';
export { shareInfo as newsShareInfo, type NewsShareInfo } from './share';
export { fitImages } from './fit-images';
export { getLayoutPage } from './api';
