/**
 * Spread on a Taro View that acts as a button or link (`<View role="button" {...FOCUSABLE}>`): on
 * H5 it joins the tab order, so a keyboard or switch user can reach it and a scrolling page has
 * something to focus (WCAG 2.1.1, axe scrollable-region-focusable). Taro's View types have no
 * tabIndex; a spread passes it through to the element.
 */
export const FOCUSABLE = { tabIndex: 0 } as const;
