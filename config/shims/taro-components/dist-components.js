// H5 only (config/index.ts aliases `@tarojs/components/dist/components` here): Taro's web
// components as they are, but for the tab bar, which Taro's router defines on every page.
export * from '@tarojs/components/dist/components/index.js';
export { defineCustomElement as defineCustomElementTaroTabbar } from './tabbar.js';
