import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-item-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-swiper-item-core', defineCustomElement);
