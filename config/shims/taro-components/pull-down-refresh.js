import { createElement, forwardRef } from 'react';
import { Current } from '@tarojs/runtime';
import PullDownRefresh from '@tarojs/components-react/dist/components/pull-down-refresh/index.js';

// H5 only: the page wrapper Taro's router draws around a page with enablePullDownRefresh. Taro's
// React component releases by calling `__page.onPullDownRefresh` on an element that does not
// carry the page; here a release reaches the current page's pull-down handlers directly.
const refresh = () => Current.page?.onPullDownRefresh?.();

export default /*@__PURE__*/ forwardRef(function PagePullDownRefresh(props, ref) {
  return createElement(PullDownRefresh, { ...props, ref, onRefresh: refresh });
});
