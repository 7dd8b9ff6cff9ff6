/**
 * H5: index.html shows the programme's emblem (#launch) from its first paint; the first page
 * drawn ends it, before the browser paints that page (Page's layout effect), so the visitor goes
 * from the emblem straight to the page (issue #32). The mini-program has WeChat's own.
 */
export function endLaunchScreen(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return;
  const launch = document.getElementById('launch');
  if (!launch) return;
  launch.remove();
  whenIdle(() => {
    while (afterLaunch.length > 0) afterLaunch.shift()?.();
  });
}

const afterLaunch: (() => void)[] = [];

/** The browser's next idle moment; Safari has no requestIdleCallback: after the next paint. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run());
  else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(run, 0));
  } else setTimeout(run, 0);
}

/**
 * Runs `run` one task from now, but while the launch screen shows (H5, issue #32) not before the
 * first page is drawn and the browser has gone idle after it: what the first screen does not
 * need (the first page view's request, Taro's toast and dialog code) is then not part of the
 * work before its largest picture is shown.
 */
export function afterFirstScreen(run: () => void): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') {
    setTimeout(run, 0);
  } else if (document.getElementById('launch') || afterLaunch.length > 0) {
    afterLaunch.push(run);
  } else setTimeout(run, 0);
}
