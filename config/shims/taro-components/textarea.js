import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-textarea-core', defineCustomElement);
