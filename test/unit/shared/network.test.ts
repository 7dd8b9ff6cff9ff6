import Taro from '@tarojs/taro';
import { NETWORK_CHECK_FIRST_MS, NETWORK_CHECK_MAX_MS, onNetworkBack } from '@/shared/lib/network';
import { isolateEnv } from '../api/harness';

// Issue #27: a screen that shows saved content because the network failed reloads by itself when
// the network is back, even where the platform never says it was gone (a Wi-Fi without internet,
// a connection dropped with the radio up): the API is asked quietly, with a growing wait.

isolateEnv();

type Options = { url: string; method: string; success?: () => void; fail?: () => void };
let answers: boolean;
let asked: Options[];

beforeEach(() => {
  process.env.TARO_ENV = 'h5';
  answers = false;
  asked = [];
  jest.spyOn(Taro, 'request').mockImplementation(((options: Options) => {
    asked.push(options);
    if (answers) options.success?.();
    else options.fail?.();
    return Promise.resolve();
  }) as never);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('asks the API with HEAD after 2 s, then each wait doubles up to 30 s, without calling back', async () => {
  const back = jest.fn();
  const stop = onNetworkBack(back);
  const times: number[] = [];
  let elapsed = 0;
  for (let step = 0; step < 7; step += 1) {
    const before = asked.length;
    while (asked.length === before) {
      await jest.advanceTimersByTimeAsync(1_000);
      elapsed += 1_000;
    }
    times.push(elapsed);
  }
  expect(times).toEqual([2, 6, 14, 30, 60, 90, 120].map((s) => s * 1_000));
  expect(asked.every((each) => each.method === 'HEAD' && each.url.endsWith('/language'))).toBe(
    true,
  );
  expect(back).not.toHaveBeenCalled();
  stop();
});

it('calls back as soon as the API answers, with no online event, until unsubscribed', async () => {
  const back = jest.fn();
  const stop = onNetworkBack(back);
  await jest.advanceTimersByTimeAsync(NETWORK_CHECK_FIRST_MS);
  expect(back).not.toHaveBeenCalled();
  answers = true;
  await jest.advanceTimersByTimeAsync(NETWORK_CHECK_FIRST_MS * 2);
  expect(back).toHaveBeenCalledTimes(1);
  stop();
  const seen = asked.length;
  await jest.advanceTimersByTimeAsync(NETWORK_CHECK_MAX_MS * 4);
  expect(asked.length).toBe(seen);
  expect(back).toHaveBeenCalledTimes(1);
});

it('still calls back on the window`s online event, and not after unsubscribing', () => {
  const back = jest.fn();
  const stop = onNetworkBack(back);
  window.dispatchEvent(new Event('online'));
  expect(back).toHaveBeenCalledTimes(1);
  stop();
  window.dispatchEvent(new Event('online'));
  expect(back).toHaveBeenCalledTimes(1);
});
