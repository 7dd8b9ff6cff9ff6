import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-image-core', defineCustomElement);
