// H5 only (config/index.ts aliases `@tarojs/components` here). Taro's React proxies live in one
// module, so webpack keeps the union of every component the app uses in each page chunk: the home
// page paid for Input, Textarea and RichText it never shows. One module per component lets each
// page chunk carry only what it renders. The DOM is exactly Taro's (same custom elements).
// A component not listed falls through to Taro's own module and still works.
export { default as Button } from './button.js';
export { default as Camera } from './camera.js';
export { default as Image } from './image.js';
export { default as Input } from './input.js';
export { default as PullDownRefresh } from './pull-down-refresh.js';
export { default as RichText } from './rich-text.js';
export { default as ScrollView } from './scroll-view.js';
export { default as Swiper } from './swiper.js';
export { default as SwiperItem } from './swiper-item.js';
export { default as Text } from './text.js';
export { default as Textarea } from './textarea.js';
export { default as View } from './view.js';
export { default as WebView } from './web-view.js';
export * from '@tarojs/components/lib/react';
