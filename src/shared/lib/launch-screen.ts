/**
 * H5: index.html shows the programme's emblem (#launch) from its first paint; the first page
 * drawn ends it, before the browser paints that page (Page's layout effect), so the visitor goes
 * from the emblem straight to the page (issue #32). What waits for the first screen
 * (afterFirstScreen) runs once that page has been shown and the browser is idle. The
 * mini-program has WeChat's own.
 */
export function endLaunchScreen(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return;
  const launch = document.getElementById('launch');
  if (!launch) return;
  launch.remove();
  whenShown(() =>
    whenIdle(() => {
      while (afterLaunch.length > 0) afterLaunch.shift()?.();
    }),
  );
}

const afterLaunch: (() => void)[] = [];

/**
 * How long after the launch screen ends its work waits for the page to be shown: where the browser
 * reports its largest paints, for that report (Chromium held a drawn page back 1.6 s in
 * Lighthouse's runs; the wait only guards against a page with nothing larger than the emblem);
 * elsewhere, a time in which a drawn page is shown.
 */
export const SHOWN_WAIT_MS = { reported: 5000, unreported: 1500 } as const;

/**
 * Once the browser has shown what replaced the launch screen: the largest element it reports
 * painted from then on (a picture or text larger than the emblem; its first contentful paint
 * alone may be that page without its pictures, drawn a frame later). Chromium may hold a new
 * document's frames back while it navigates (paint holding: a page drawn at 0.6 s was shown at
 * 2.2 s in Lighthouse's runs), and work started in that gap delayed the first screen in its
 * place. At most SHOWN_WAIT_MS.
 */
function whenShown(run: () => void): void {
  const since = typeof performance === 'undefined' ? 0 : performance.now();
  let observer: PerformanceObserver | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const reported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  const timer = setTimeout(finish, reported ? SHOWN_WAIT_MS.reported : SHOWN_WAIT_MS.unreported);
  if (!reported) return;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // An observer the browser refuses: the timer alone.
  }
}

/** The browser's next idle moment; Safari has no requestIdleCallback: after the next paint. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run());
  else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(run, 0));
  } else setTimeout(run, 0);
}

/**
 * Runs `run` one task from now, but while the launch screen shows (H5, issue #32) not before the
 * first page is drawn and shown and the browser has gone idle after it: what the first screen
 * does not need (the first page view's request, a visit counter, Taro's toast and dialog code)
 * is then not part of the work before its largest picture is shown.
 */
export function afterFirstScreen(run: () => void): void {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') {
    setTimeout(run, 0);
  } else if (document.getElementById('launch') || afterLaunch.length > 0) {
    afterLaunch.push(run);
  } else setTimeout(run, 0);
}
