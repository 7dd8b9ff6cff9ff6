/**
 * H5: index.html shows the programme's emblem (#launch) from its first paint; the first page
 * drawn ends it, before the browser paints that page (Page's layout effect), so the visitor goes
 * from the emblem straight to the page (issue #32). The mini-program has WeChat's own.
 */
export function endLaunchScreen(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return;
  document.getElementById('launch')?.remove();
}
