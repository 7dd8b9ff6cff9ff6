import Taro from '@tarojs/taro';
import { acceptLanguage, t } from '@/shared/i18n';
import { HTTP_TIMEOUT_MS, isValidStatus, RELOGIN_DELAY_MS, TOAST_MS } from '@/shared/lib/constants';
import { keepOpenDrafts } from '@/shared/lib/drafts';
import { clearAll, getToken, getUserInfo, isTokenExpired } from '@/shared/lib/storage';
import { apiUrl } from './config';
import { takeFirstScreen } from './first-screen';
import { ApiError } from './errors';
import { keepAnswer, offlineKey, readAnswer } from './offline-cache';
import type { ApiEnvelope } from '@/shared/api/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** A SPEC §7 path (joined to the API base) or an absolute URL. */
  url: string;
  method?: HttpMethod;
  /** JSON body, or the form fields when `form` is set. */
  data?: unknown;
  /** Appended to the URL, encoded; undefined and null values are left out. */
  query?: object;
  /** Send `data` as application/x-www-form-urlencoded (the SMS and attention calls). */
  form?: boolean;
  /** The caller shows business and HTTP errors itself: no toast for them (SPEC §8). */
  hideMsg?: boolean;
  showLoading?: boolean;
  /**
   * For fire-and-forget calls such as tracking: no toast of any kind, no loading or pull-down
   * changes, and a 401 does not log the visitor out (a log endpoint must not end a session).
   */
  silent?: boolean;
  /**
   * A list or a story a visitor may open again without a network (issues #14, #21): the last good
   * answer of a detail, or the first page (no pageNo, or 1) of a list, is kept per query, language
   * and account, and served when the network fails, after the SPEC §8 toast; savedAtOf tells it from a fresh answer. A server's
   * refusal is never answered from the cache, and no write is ever kept or replayed.
   */
  offline?: boolean;
}

export type UnauthorizedHandler = () => void | Promise<void>;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

let unauthorizedHandler: UnauthorizedHandler | undefined;
let unauthorizedFlow: Promise<void> | undefined;

/** app.tsx registers what happens after a 401 (replace the page with login and a back URL). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

function encodeValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `a=1&b=x%20y`: arrays repeat the key, undefined and null are skipped. */
export function encodeParams(params: object | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(encodeValue(item))}`);
    }
  }
  return parts.join('&');
}

export function withQuery(url: string, query: object | undefined): string {
  const search = encodeParams(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Path segment for an id or name taken from data: never lets it add segments or a query. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * Headers of every API call (SPEC §7): the token twice, when there is one that has not expired
 * (SPEC §3), and the language.
 */
export function authHeaders(): Record<string, string> {
  const header: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  const token = getToken();
  if (token && !isTokenExpired()) {
    header.token = token;
    header.Authorization = token;
  }
  return header;
}

export function toast(title: string | undefined): void {
  if (!title) return;
  Taro.showToast({ title, icon: 'none', duration: TOAST_MS });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// One flow for a burst of 401s: parallel calls share the toast, the wait and the redirect.
function runUnauthorizedFlow(msg: string): Promise<void> {
  if (!unauthorizedFlow) {
    unauthorizedFlow = (async () => {
      toast(msg);
      // What a form holds is kept for this account before the session is cleared (issue #21).
      keepOpenDrafts();
      await delay(RELOGIN_DELAY_MS);
      clearAll();
      try {
        await unauthorizedHandler?.();
      } catch {
        // A failed navigation must not leave the flow pending forever; the session is gone anyway.
      }
    })().finally(() => {
      unauthorizedFlow = undefined;
    });
  }
  return unauthorizedFlow;
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

function bodyMsg(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

interface SettleOptions {
  hideMsg?: boolean;
  silent?: boolean;
  /** A POST, PUT or DELETE: a failure also says that the change is not confirmed (issue #21). */
  write?: boolean;
}

/**
 * Turns a status and body into data or an ApiError, with the SPEC §8 side effects. Shared by
 * request() and the envelope-style upload so both treat codes the same way.
 */
export async function settleEnvelope<T>(
  status: number,
  body: unknown,
  options: SettleOptions = {},
): Promise<T> {
  const quiet = options.silent || options.hideMsg;
  const envelope = isEnvelope(body) ? body : undefined;
  const bodyCode = envelope ? Number(envelope.code) : undefined;

  // A 401 as body code (SPEC §4) or as HTTP status means the same thing: the token is no good.
  if (bodyCode === 401 || status === 401) {
    const msg = bodyMsg(body) ?? t('error.httpStatus', { status: 401 });
    if (!options.silent) await runUnauthorizedFlow(msg);
    throw new ApiError({ code: 401, msg, kind: 'unauthorized', status });
  }

  if (!isValidStatus(status) || !envelope) {
    // Issue #21, no write fails silently: a gateway's or proxy's answer (502, 504, an HTML page)
    // tells nothing of what the server did, so a write says its change is not confirmed.
    const unanswered = options.write && (status >= 500 || !envelope);
    const msg = unanswered
      ? t('error.writeUnanswered', { status })
      : (bodyMsg(body) ?? t('error.httpStatus', { status }));
    if (!quiet) toast(msg);
    throw new ApiError({
      code: bodyCode !== undefined && Number.isFinite(bodyCode) ? bodyCode : status,
      msg,
      kind: 'http',
      status,
    });
  }

  if (bodyCode !== 0) {
    const msg = bodyMsg(body) ?? t('error.httpStatus', { status });
    if (!quiet) toast(msg);
    throw new ApiError({
      code: Number.isFinite(bodyCode) ? (bodyCode as number) : -1,
      msg,
      kind: 'business',
      status,
    });
  }

  // SPEC §7: the result is data, or the whole body when data is empty.
  return (envelope.data === null || envelope.data === undefined ? envelope : envelope.data) as T;
}

/** SPEC §8 network failure: indicators off first (hiding loading also hides a toast on WeChat). */
export function failNetwork(options: { silent?: boolean }, message?: string): ApiError {
  const msg = message ?? t('error.network');
  if (!options.silent) {
    Taro.hideLoading();
    Taro.stopPullDownRefresh();
    toast(msg);
  }
  return new ApiError({ code: -1, msg, kind: 'network' });
}

function offlineKeyOf(options: RequestOptions, method: HttpMethod, url: string) {
  const pageNo = (options.query as { pageNo?: unknown } | undefined)?.pageNo;
  if (!options.offline || method !== 'GET' || (pageNo !== undefined && pageNo !== 1)) return;
  return offlineKey(url, acceptLanguage(), getUserInfo()?.id);
}

/** The one wrapper over Taro.request (SPEC §7, §8). Resolves with `data` of a code-0 answer. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  // Issue #21: the expiry is checked before every call, not only at launch. A session that has
  // run out while the app was open ends as a 401 would, without sending the expired token
  // (a silent call goes out without it).
  if (!options.silent && getToken() && isTokenExpired()) {
    const msg = t('error.sessionExpired');
    await runUnauthorizedFlow(msg);
    throw new ApiError({ code: 401, msg, kind: 'unauthorized' });
  }
  const method = options.method ?? 'GET';
  const write = method !== 'GET';
  const url = withQuery(apiUrl(options.url), options.query);
  const kept = offlineKeyOf(options, method, url);
  const header = authHeaders();
  let data = options.data;
  if (options.form) {
    header['Content-Type'] = FORM_CONTENT_TYPE;
    data = encodeParams(data as object | undefined);
  } else if (data !== undefined && method !== 'GET') {
    header['Content-Type'] = 'application/json';
  }

  const loading = options.showLoading && !options.silent;
  if (loading) Taro.showLoading({ title: t('common.loading'), mask: true });

  let response: { statusCode: number; data: unknown };
  try {
    // H5: the first screen's calls may already be under way from index.html (first-screen.ts).
    const early = method === 'GET' ? takeFirstScreen(url, header) : undefined;
    response = await (early ??
      Taro.request({
        url,
        method,
        data: data as Taro.request.Option['data'],
        header,
        timeout: HTTP_TIMEOUT_MS,
        dataType: 'json',
      }));
  } catch {
    const error = failNetwork(options, write ? t('error.writeNetwork') : undefined);
    const saved = kept === undefined ? undefined : readAnswer<T>(kept);
    if (saved === undefined) throw error;
    return saved;
  }
  if (loading) Taro.hideLoading();
  const result = await settleEnvelope<T>(response.statusCode, response.data, {
    ...options,
    write,
  });
  if (kept !== undefined) keepAnswer(kept, result);
  return result;
}

type MethodOptions = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/** The options of a list call that is kept for reading offline (RequestOptions.offline). */
export const OFFLINE: MethodOptions = { offline: true };

export function get<T = unknown>(url: string, query?: object, options?: MethodOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'GET', query: query ?? options?.query });
}

export function post<T = unknown>(
  url: string,
  data?: unknown,
  options?: MethodOptions,
): Promise<T> {
  return request<T>({ ...options, url, method: 'POST', data });
}

export function put<T = unknown>(url: string, data?: unknown, options?: MethodOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'PUT', data });
}

export function del<T = unknown>(url: string, data?: unknown, options?: MethodOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'DELETE', data });
}
