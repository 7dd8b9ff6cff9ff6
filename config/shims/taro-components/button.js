import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-button-core', defineCustomElement);
