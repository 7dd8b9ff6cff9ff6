import Taro from '@tarojs/taro';
import { setUnauthorizedHandler } from '@/shared/api/http';
import { logPageView, sendTrackingLogs } from '@/features/tracking/api';
import type { TrackingLog } from '@/features/tracking';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import {
  answer,
  API_BASE,
  envelope,
  failNetwork,
  isolateEnv,
  mockTaro,
  resetApiState,
  sent,
  type TaroMocks,
} from './harness';

isolateEnv();
resetApiState();

let mocks: TaroMocks;
beforeEach(() => {
  process.env.TARO_APP_API_BASE = API_BASE;
  delete process.env.TARO_APP_TRACKING_HOST;
  mocks = mockTaro();
});

const LOGS: TrackingLog[] = [
  { os: 'h5', at: 1700000000000, uuid: 'u-1', v: '1.0.1', eid: 3, pid: 'pages/vote/vote' },
  { os: 'h5', at: 1700000001000, uuid: 'u-1', v: '1.0.1', eid: 3, pid: 'pages/rank/rank' },
];

function expectNothingShown(): void {
  expect(mocks.showToast).not.toHaveBeenCalled();
  expect(mocks.hideLoading).not.toHaveBeenCalled();
  expect(mocks.stopPullDownRefresh).not.toHaveBeenCalled();
}

describe('SPEC §7 tracking calls', () => {
  it('logPageView posts to {base}/v1/js/log', async () => {
    await logPageView({ page: 'vote', userId: 5 });
    expect(sent(mocks)).toMatchObject({
      method: 'POST',
      url: `${API_BASE}/v1/js/log`,
      data: { page: 'vote', userId: 5 },
    });
  });

  it('sendTrackingLogs posts the array to {tracking host}/exhibition-tongji/v1/js/logs', async () => {
    await sendTrackingLogs(LOGS);
    expect(sent(mocks)).toMatchObject({
      method: 'POST',
      url: 'https://api.example.org/exhibition-tongji/v1/js/logs',
      data: LOGS,
    });
  });

  it('sends nothing for an empty batch', async () => {
    await sendTrackingLogs([]);
    expect(mocks.request).not.toHaveBeenCalled();
  });
});

describe('SPEC §8 tracking failures are ignored', () => {
  const calls = [
    ['logPageView', () => logPageView({ page: 'home' })],
    ['sendTrackingLogs', () => sendTrackingLogs(LOGS)],
  ] as const;

  it.each(calls)('%s resolves without a toast on a network failure', async (_name, call) => {
    failNetwork(mocks);
    await expect(call()).resolves.toBeUndefined();
    expectNothingShown();
  });

  it.each(calls)('%s resolves without a toast on a business error', async (_name, call) => {
    answer(mocks, 200, envelope(null, 500, 'log store down'));
    await expect(call()).resolves.toBeUndefined();
    expectNothingShown();
  });

  it.each(calls)('%s resolves without a toast on HTTP 503', async (_name, call) => {
    answer(mocks, 503, 'Service Unavailable');
    await expect(call()).resolves.toBeUndefined();
    expectNothingShown();
  });

  it.each(calls)('%s does not log the visitor out on a 401', async (_name, call) => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    Taro.setStorageSync(STORAGE_KEYS.token, 'still-good');
    answer(mocks, 200, envelope(null, 401, 'no'));
    await expect(call()).resolves.toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('still-good');
    expectNothingShown();
  });

  it.each(calls)('%s resolves when the mini-program has no API base', async (_name, call) => {
    process.env.TARO_ENV = 'weapp';
    delete process.env.TARO_APP_API_BASE;
    await expect(call()).resolves.toBeUndefined();
    expect(mocks.request).not.toHaveBeenCalled();
    expectNothingShown();
  });
});
