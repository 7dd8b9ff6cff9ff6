import { defineCustomElement } from '@tarojs/components/dist/components/taro-camera-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-camera-core', defineCustomElement);
