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

// Roles that make a plain element a control: on H5 such a View or Text joins the tab order and
// answers the keys a native control answers (WCAG 2.1.1), so no screen has to wire it itself.
const CONTROLS = new Set(['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'option']);
// A link follows on Enter only; the others also on Space (WAI-ARIA Authoring Practices).
const ENTER_ONLY = new Set(['link']);

function pressOnKey(role, onKeyDown) {
  return (event) => {
    onKeyDown?.(event);
    // Only the element that has the focus: a key on a control inside it is that control's.
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    const space = event.key === ' ' || event.key === 'Spacebar';
    if (event.key !== 'Enter' && !(space && !ENTER_ONLY.has(role))) return;
    // Space would scroll the page, Enter submit a form around it.
    event.preventDefault();
    event.currentTarget.click();
  };
}

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
    if (CONTROLS.has(props.role)) {
      attributes.tabIndex = props.tabIndex ?? 0;
      attributes.onKeyDown = pressOnKey(props.role, props.onKeyDown);
    }
    return createElement(tag, attributes);
  });
  Component.displayName = displayName;
  return Component;
};
