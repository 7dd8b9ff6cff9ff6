import { createElement, forwardRef } from 'react';

// Taro props that are not DOM attributes: dropped so React writes none of them to the element.
const TARO_ONLY = new Set([
  'catchMove',
  'hoverClass',
  'hoverStartTime',
  'hoverStayTime',
  'hoverStopPropagation',
  'selectable',
  'userSelect',
  'space',
  'decode',
  'animation',
]);

/**
 * A Taro component drawn as a plain element: what `View` and `Text` are on H5 once their
 * web-component runtime is gone (no custom element to define, upgrade and re-render through
 * Stencil's own virtual DOM). Same element box as Taro's CSS gives taro-view-core (block) and
 * taro-text-core (inline).
 */
export const native = (tag, displayName) => {
  const Component = forwardRef(function NativeComponent(props, ref) {
    const attributes = { ref };
    for (const key in props) {
      if (!TARO_ONLY.has(key)) attributes[key] = props[key];
    }
    return createElement(tag, attributes);
  });
  Component.displayName = displayName;
  return Component;
};
