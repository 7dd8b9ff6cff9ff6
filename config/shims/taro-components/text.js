import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-text-core', defineCustomElement);
