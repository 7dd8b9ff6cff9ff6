// Stands in for src/stores/tracking-store.ts, which the Taro jest transformer cannot compile: it
// rewrites `process.env.TARO_ENV ?? 'h5'` into `a || b ?? 'h5'`, a syntax error. Page views are
// not what these tests are about.
export class TrackingStore {
  constructor(_userId: () => number | string | undefined) {}
  pageView(): void {}
  flush(): void {}
  static onAppHide(): void {}
}
