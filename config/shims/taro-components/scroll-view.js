import { createElement, forwardRef } from 'react';
import './native.css';

// What the app's scroll views use on H5 (a row of tabs, a gallery, a picker list): a native
// scrolling box, without the web-component runtime Taro's <taro-scroll-view-core> brings.
// Taro's other scroll-view props (scrollIntoView, scrollTop, refresher, onScrollToLower...)
// are not drawn here: a screen that needs them takes Taro's own component.
const DROPPED = new Set(['scrollX', 'scrollY', 'enhanced', 'showScrollbar', 'bounces']);

export default /*@__PURE__*/ forwardRef(function ScrollView(props, ref) {
  const classes = ['taro-scroll-view'];
  if (props.scrollX) classes.push('taro-scroll-view--x');
  if (props.scrollY) classes.push('taro-scroll-view--y');
  if (props.showScrollbar === false) classes.push('taro-scroll-view--bare');
  if (props.className) classes.push(props.className);
  const attributes = { ref, className: classes.join(' ') };
  for (const key in props) {
    if (key !== 'className' && !DROPPED.has(key)) attributes[key] = props[key];
  }
  return createElement('div', attributes);
});
