import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-swiper-core', defineCustomElement);
