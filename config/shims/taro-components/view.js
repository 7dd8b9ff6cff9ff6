import { native } from './native.js';

export default /*@__PURE__*/ native('div', 'View');
