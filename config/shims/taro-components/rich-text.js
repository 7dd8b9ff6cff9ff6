import { defineCustomElement } from '@tarojs/components/dist/components/taro-rich-text-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-rich-text-core', defineCustomElement);
