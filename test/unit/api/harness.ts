import Taro from '@tarojs/taro';
import { ApiError } from '@/shared/api/errors';
import { setUnauthorizedHandler } from '@/shared/api/http';

export const API_BASE = 'https://api.example.org/exhibition-api';

const ENV_KEYS = ['TARO_ENV', 'TARO_APP_API_BASE', 'TARO_APP_TRACKING_HOST'] as const;
type EnvKey = (typeof ENV_KEYS)[number];

/** Saves the env variables the api reads and restores them after each test. */
export function isolateEnv(): void {
  let saved: Partial<Record<EnvKey, string | undefined>> = {};
  beforeEach(() => {
    saved = {};
    for (const key of ENV_KEYS) saved[key] = process.env[key];
  });
  afterEach(() => {
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
}

export function envelope(data: unknown, code = 0, msg = 'ok') {
  return { code, msg, data };
}

export function response(statusCode: number, data: unknown) {
  return { statusCode, data, header: {}, errMsg: 'request:ok' };
}

// Taro's typings want RequestTask/UploadTask objects; a plain promise is what the wrapper awaits.
type Loose = (...args: never[]) => unknown;

export function mockTaro() {
  const request = jest
    .spyOn(Taro, 'request')
    .mockImplementation((() => Promise.resolve(response(200, envelope(null)))) as Loose as never);
  const uploadFile = jest
    .spyOn(Taro, 'uploadFile')
    .mockImplementation((() =>
      Promise.resolve(response(200, JSON.stringify({ errno: 0, data: {} })))) as Loose as never);
  const quiet = (() => Promise.resolve({ errMsg: 'ok' })) as Loose as never;
  const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(quiet);
  const showLoading = jest.spyOn(Taro, 'showLoading').mockImplementation(quiet);
  const hideLoading = jest.spyOn(Taro, 'hideLoading').mockImplementation(quiet);
  const stopPullDownRefresh = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(quiet);
  return { request, uploadFile, showToast, showLoading, hideLoading, stopPullDownRefresh };
}

export type TaroMocks = ReturnType<typeof mockTaro>;

/** Answers every request with the given status and body. */
export function answer(mocks: TaroMocks, statusCode: number, body: unknown): void {
  mocks.request.mockImplementation((() =>
    Promise.resolve(response(statusCode, body))) as Loose as never);
}

export function failNetwork(mocks: TaroMocks): void {
  mocks.request.mockImplementation((() =>
    Promise.reject({ errMsg: 'request:fail timeout' })) as Loose as never);
}

export interface SentRequest {
  url: string;
  method?: string;
  data?: unknown;
  header: Record<string, string>;
  timeout?: number;
}

export function sent(mocks: TaroMocks, index = -1): SentRequest {
  const calls = mocks.request.mock.calls;
  const call = calls[index < 0 ? calls.length + index : index];
  if (!call) throw new Error('no request was sent');
  return call[0] as unknown as SentRequest;
}

/** The hooks of a request-layer suite: env isolated, the API base set, Taro mocked per test. */
export function apiSuite(): () => TaroMocks {
  isolateEnv();
  resetApiState();
  let mocks: TaroMocks;
  beforeEach(() => {
    process.env.TARO_APP_API_BASE = API_BASE;
    mocks = mockTaro();
  });
  return () => mocks;
}

/** The ApiError a call rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to reject');
}

export function toastTitles(mocks: TaroMocks): string[] {
  return mocks.showToast.mock.calls.map((call) => (call[0] as { title: string }).title);
}

export function resetApiState(): void {
  afterEach(() => {
    setUnauthorizedHandler(undefined);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

export interface CallCase {
  /** The exported function's name. */
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path after the API base, query string included, exactly as it must be sent. */
  path: string;
  /** Expected body: an object for JSON, a string for form-encoded calls. */
  data?: unknown;
  form?: boolean;
  /** Full URL when the call does not go to the API base. */
  url?: string;
}

/** Exported functions of a module, minus helpers that send nothing. */
export function callNames(module: Record<string, unknown>, helpers: string[] = []): string[] {
  return Object.keys(module)
    .filter((key) => typeof module[key] === 'function' && !helpers.includes(key))
    .sort();
}

/**
 * Table-driven check of one domain module: each row's function sends exactly the method, URL,
 * body and encoding of SPEC §7, and the table names every call the module exports.
 */
export function describeCalls(
  title: string,
  module: Record<string, unknown>,
  cases: CallCase[],
  helpers: string[] = [],
): void {
  describe(title, () => {
    const mocksOf = apiSuite();

    it('the table covers every call the module exports', () => {
      expect(cases.map((c) => c.name).sort()).toEqual(callNames(module, helpers));
    });

    it.each(cases.map((c) => [`${c.name}: ${c.method} ${c.url ?? c.path}`, c] as const))(
      '%s',
      async (_label, c) => {
        await c.call();
        expect(mocksOf().request).toHaveBeenCalledTimes(1);
        const req = sent(mocksOf());
        expect(req.method).toBe(c.method);
        expect(req.url).toBe(c.url ?? `${API_BASE}${c.path}`);
        expect(req.data).toEqual(c.data);
        if (c.form) {
          expect(req.header['Content-Type']).toBe('application/x-www-form-urlencoded');
        } else {
          expect(req.header['Content-Type']).not.toBe('application/x-www-form-urlencoded');
        }
      },
    );
  });
}
