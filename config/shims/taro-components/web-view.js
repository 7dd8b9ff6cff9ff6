import { defineCustomElement } from '@tarojs/components/dist/components/taro-web-view-core.js';
import { wrap } from './wrap.js';

export default /*@__PURE__*/ wrap('taro-web-view-core', defineCustomElement);
