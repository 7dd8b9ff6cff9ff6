import Taro from '@tarojs/taro';
import { apiUrl } from '@/shared/api/config';

/**
 * While a screen waits for the network, it asks quietly whether the API answers: after 2 s, then
 * each wait twice the last, up to 30 s.
 */
export const NETWORK_CHECK_FIRST_MS = 2_000;
export const NETWORK_CHECK_MAX_MS = 30_000;
/** A public call of SPEC §7 that every server of the API has; HEAD, so no body comes back. */
const CHECK_PATH = '/language';

/** Whether the API answers at all: any HTTP status counts, only a transport failure does not. */
function apiAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    Taro.request({
      url: apiUrl(CHECK_PATH),
      method: 'HEAD',
      timeout: NETWORK_CHECK_MAX_MS,
      success: () => resolve(true),
      fail: () => resolve(false),
    });
  });
}

/**
 * Calls back when the device has a network again (issues #21, #27), until unsubscribed. The
 * platform's signal (the window's `online` event on H5, Taro.onNetworkStatusChange in the
 * mini-program) is not enough on its own: a phone on a Wi-Fi without internet, or a connection
 * that dropped while the radio stayed up, never reports being offline, so it never reports being
 * back either. So the API is also asked quietly (no toast), with a growing wait, and each time it
 * answers the callback runs (a screen whose reload then succeeds unsubscribes). Returns the
 * unsubscribe, which stops both.
 */
export function onNetworkBack(callback: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const back = () => {
    if (!stopped) callback();
  };

  // Read through a variable: the jest transformer rewrites an in-place comparison (platform.ts).
  const env = process.env.TARO_ENV;
  let unsubscribe: () => void;
  if (env === 'h5' && typeof window !== 'undefined') {
    window.addEventListener('online', back);
    unsubscribe = () => window.removeEventListener('online', back);
  } else {
    const listener = (result: { isConnected: boolean }) => {
      if (result.isConnected) back();
    };
    Taro.onNetworkStatusChange(listener);
    unsubscribe = () => Taro.offNetworkStatusChange?.(listener);
  }

  const check = (wait: number) => {
    timer = setTimeout(() => {
      void apiAnswers().then((answered) => {
        if (stopped) return;
        if (answered) back();
        check(Math.min(wait * 2, NETWORK_CHECK_MAX_MS));
      });
    }, wait);
  };
  check(NETWORK_CHECK_FIRST_MS);

  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
