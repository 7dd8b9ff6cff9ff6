/**
 * Spread on a Taro View that scrolls but holds nothing to focus (a picture strip): on H5 it joins
 * the tab order, so a keyboard user can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
 * Taro's View types have no tabIndex; a spread passes it through to the element.
 *
 * A View or Text with a control's role (button, link, tab, radio...) needs nothing: on H5 the
 * View shim (config/shims/taro-components/native.js) puts it in the tab order and presses it on
 * Enter and Space.
 */
export const FOCUSABLE = { tabIndex: 0 } as const;
