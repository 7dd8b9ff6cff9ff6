// What other domains may use of the content pages (design.md: through this index only).
export type * from './types';
export { getPageInfo } from './api';
export { PageInfoContent } from './components/page-info';
// The slide view; named apart from the Carousel record of types.ts.
export { Carousel as SlideShow, type CarouselSlide } from './components/carousel';
