import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-scroll-view-core', defineCustomElement);
