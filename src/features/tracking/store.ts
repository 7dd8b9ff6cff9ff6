import Taro from '@tarojs/taro';
import { logPageView, sendTrackingLogs } from './api';
import type { TrackingLog } from './types';
import type { RouteName } from '@/routes';
import { APP_VERSION } from '@/shared/lib/constants';
import { globalData } from '@/shared/lib/global-data';
import { afterFirstScreen } from '@/shared/lib/launch-screen';
import { onPageShown } from '@/shared/lib/page-views';
import type { SessionStore } from '@/shared/stores/session-store';
import { storage, STORAGE_KEYS } from '@/shared/lib/storage';

const BATCH_SIZE = 10;
const FLUSH_AFTER_MS = 15000;

function deviceUuid(): string {
  const stored = storage.read<string>(STORAGE_KEYS.trackingUuid);
  if (stored) return stored;
  const uuid = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  storage.write(STORAGE_KEYS.trackingUuid, uuid);
  return uuid;
}

/**
 * Page views (SPEC §7): one POST /v1/js/log per view, and records {os, at, uuid, v, eid, pid}
 * sent in batches to the statistics host. Tracking never disturbs the visitor: the calls
 * swallow their own failures, and nothing here is observable.
 */
export class TrackingStore {
  private queue: TrackingLog[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopCounting: (() => void) | undefined;

  constructor(private readonly userId: () => number | string | undefined) {}

  pageView(route: RouteName): void {
    void logPageView({ page: route, userId: this.userId() });
    this.queue.push({
      os: process.env.TARO_ENV || 'h5',
      at: Date.now(),
      uuid: deviceUuid(),
      v: APP_VERSION,
      eid: globalData.exhibitionId ?? '',
      pid: route,
    });
    if (this.queue.length >= BATCH_SIZE) this.flush();
    else if (!this.timer) this.timer = setTimeout(() => this.flush(), FLUSH_AFTER_MS);
  }

  /** Sends what is queued; app.tsx also calls it when the app goes to the background. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    void sendTrackingLogs(batch);
  }

  /** No page shown from now on is counted (what start began). */
  stop(): void {
    this.stopCounting?.();
  }

  /**
   * Counts every page shown from now on, and sends what is queued when the app is hidden. A view
   * is counted one task after its page is shown, so that counting it (storage, a request) is not
   * part of the task that draws the page (issue #14), and the first on H5 once the first screen
   * is drawn (issue #32); hiding the app counts what is pending first.
   */
  static start(session: SessionStore): TrackingStore {
    const store = new TrackingStore(() => session.user?.id);
    const pending: RouteName[] = [];
    let scheduled = false;
    let stopped = false;
    const count = () => {
      for (const route of pending.splice(0)) store.pageView(route);
    };
    const unsubscribe = onPageShown((route) => {
      pending.push(route);
      if (scheduled) return;
      scheduled = true;
      afterFirstScreen(() => {
        scheduled = false;
        if (!stopped) count();
      });
    });
    store.stopCounting = () => {
      unsubscribe();
      stopped = true;
    };
    Taro.onAppHide?.(() => {
      count();
      store.flush();
    });
    return store;
  }
}
