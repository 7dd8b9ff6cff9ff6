// The one way the console calls the operators' API (server/API-admin.md): same-origin fetch with
// the session cookie, the CSRF header on every change, the console's language for the server's
// messages, and a react-admin HttpError carrying the body's {code, message} on a refusal.
import { HttpError } from 'react-admin';

export const API_BASE = '/exhibition-api/admin';

let csrfToken = '';
let language = 'zh-Hant';

/** Kept from /auth/totp and /auth/me; sent as x-csrf-token on every non-GET call. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** The console's language, sent as Accept-Language so that refusals come in it. */
export function setApiLanguage(locale: string): void {
  language = ['en', 'pt'].includes(locale) ? locale : 'zh-Hant';
}

/** The refusals that mean the session is over (idle, revoked), not that the call was wrong. */
const SESSION_ENDED = new Set(['sessionExpired', 'unauthorized']);
type EndedListener = (code: string) => void;
const endedListeners = new Set<EndedListener>();

/**
 * Called with the refusal's code when a call made inside a session is refused because the session
 * ended; the console then asks for the sign-in again over the screen, keeping what it holds.
 */
export function onSessionEnded(listener: EndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export interface ApiErrorBody {
  code: string;
  message: string;
}

export function errorCode(error: unknown): string | undefined {
  const body = (error as { body?: Partial<ApiErrorBody> } | undefined)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError('admin.error.network', 0, { code: 'network', message: '' });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const refusal = json as Partial<ApiErrorBody> | undefined;
    const code = refusal?.code ?? '';
    if (response.status === 401 && csrfToken && SESSION_ENDED.has(code)) {
      for (const listener of endedListeners) listener(code);
    }
    throw new HttpError(
      refusal?.message || `${response.status} ${response.statusText}`,
      response.status,
      refusal,
    );
  }
  return json as T;
}
