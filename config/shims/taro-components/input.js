import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-input-core', defineCustomElement);
