import { native } from './native.js';

export default /*@__PURE__*/ native('span', 'Text');
