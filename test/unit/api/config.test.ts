import { apiUrl, getApiBase, getTrackingHost, trackingLogsUrl } from '@/shared/api/config';
import { ApiError } from '@/shared/api/errors';
import { get } from '@/shared/api/http';
import { isolateEnv, mockTaro, resetApiState, sent, type TaroMocks } from './harness';

isolateEnv();
resetApiState();

let mocks: TaroMocks;
beforeEach(() => {
  mocks = mockTaro();
});

describe('H5 API base (SPEC §7 /exhibition-api)', () => {
  beforeEach(() => {
    process.env.TARO_ENV = 'h5';
    delete process.env.TARO_APP_API_BASE;
    delete process.env.TARO_APP_TRACKING_HOST;
  });

  it('defaults to the same origin under /exhibition-api', async () => {
    expect(getApiBase()).toBe(`${window.location.origin}/exhibition-api`);
    await get('/cus/user');
    expect(sent(mocks).url).toBe('http://localhost/exhibition-api/cus/user');
  });

  it('uses TARO_APP_API_BASE when set, without a trailing slash', () => {
    process.env.TARO_APP_API_BASE = 'https://api.example.org/exhibition-api/';
    expect(getApiBase()).toBe('https://api.example.org/exhibition-api');
  });

  it('accepts a same-origin path as the base', () => {
    process.env.TARO_APP_API_BASE = '/api';
    expect(getApiBase()).toBe('http://localhost/api');
  });

  it('joins paths with and without a leading slash to one base (SPEC §7 pmm/addressMessage)', () => {
    expect(apiUrl('pmm/addressMessage')).toBe('http://localhost/exhibition-api/pmm/addressMessage');
    expect(apiUrl('/pmm/addressMessage')).toBe(
      'http://localhost/exhibition-api/pmm/addressMessage',
    );
  });
});

describe('mini-program API base', () => {
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp';
    delete process.env.TARO_APP_TRACKING_HOST;
  });

  it('a missing base fails the request with a config error naming TARO_APP_API_BASE', async () => {
    delete process.env.TARO_APP_API_BASE;
    const error = await get('/cus/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'config' });
    expect((error as ApiError).message).toMatch(
      /TARO_APP_API_BASE must be set to a full https host/,
    );
    expect(mocks.request).not.toHaveBeenCalled();
  });

  it.each([
    'api.example.org',
    '/exhibition-api',
    'http://api.example.org/exhibition-api',
    'ftp://x',
  ])('rejects the base %p', (base) => {
    process.env.TARO_APP_API_BASE = base;
    expect(() => getApiBase()).toThrow(/TARO_APP_API_BASE must be set/);
  });

  it.each([
    'https://api.example.org/exhibition-api',
    'http://127.0.0.1:3000/exhibition-api',
    'http://localhost:3000',
  ])('accepts the base %p', async (base) => {
    process.env.TARO_APP_API_BASE = base;
    await get('/cus/user');
    expect(sent(mocks).url).toBe(`${base}/cus/user`);
  });

  it('reads the platform at call time, not at import time', () => {
    delete process.env.TARO_APP_API_BASE;
    expect(() => getApiBase()).toThrow(ApiError);
    process.env.TARO_ENV = 'h5';
    expect(getApiBase()).toBe('http://localhost/exhibition-api');
  });
});

describe('tracking host (SPEC §7 {host}/exhibition-tongji/v1/js/logs)', () => {
  it("defaults to the API base's origin", () => {
    process.env.TARO_ENV = 'weapp';
    process.env.TARO_APP_API_BASE = 'https://api.example.org:8443/exhibition-api';
    delete process.env.TARO_APP_TRACKING_HOST;
    expect(getTrackingHost()).toBe('https://api.example.org:8443');
    expect(trackingLogsUrl()).toBe('https://api.example.org:8443/exhibition-tongji/v1/js/logs');
  });

  it('defaults to the page origin on H5 without a base', () => {
    process.env.TARO_ENV = 'h5';
    delete process.env.TARO_APP_API_BASE;
    delete process.env.TARO_APP_TRACKING_HOST;
    expect(trackingLogsUrl()).toBe('http://localhost/exhibition-tongji/v1/js/logs');
  });

  it('uses TARO_APP_TRACKING_HOST when set', () => {
    process.env.TARO_APP_API_BASE = 'https://api.example.org/exhibition-api';
    process.env.TARO_APP_TRACKING_HOST = 'https://stats.example.org/';
    expect(trackingLogsUrl()).toBe('https://stats.example.org/exhibition-tongji/v1/js/logs');
  });
});
