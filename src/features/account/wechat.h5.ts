import type { WechatCallback, WechatStart } from './wechat';

export type { WechatCallback, WechatStart };

// H5 inside WeChat's browser: the official-account web authorisation. The login page sends the
// visitor to open.weixin.qq.com, which comes back to the same URL with ?code=...&state=...; the
// page then calls GET /oauth/callback/wechatMp. TARO_APP_WECHAT_MP_APPID (the official account's
// AppID, inlined at build time) must be set, and the page's domain must be the account's
// authorised web domain; without the AppID no WeChat button is shown.

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const STATE_KEY = 'wechatOauthState';

function mpAppId(): string | undefined {
  try {
    const value = process.env.TARO_APP_WECHAT_MP_APPID;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function inWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

export function wechatLoginAvailable(): boolean {
  return inWechatBrowser() && mpAppId() !== undefined;
}

function randomState(): string {
  const bytes = new Uint8Array(12);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The current URL without an earlier code and state, so WeChat returns to a clean address. */
function returnUrl(): string {
  const { origin, pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('state');
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * WeChat's authorisation page for the official account. snsapi_userinfo: WeChat then also gives
 * the server the unionid, which links this account to the visitor's mini-program account.
 */
export function authorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    'scope=snsapi_userinfo',
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
}

export async function startWechatLogin(): Promise<WechatStart> {
  const appId = mpAppId();
  if (!appId) throw new Error('TARO_APP_WECHAT_MP_APPID is not set');
  // The state ties the code that comes back to this browser (no login forced from elsewhere).
  const state = randomState();
  window.sessionStorage.setItem(STATE_KEY, state);
  window.location.href = authorizeUrl(appId, returnUrl(), state);
  return { kind: 'redirect' };
}

/**
 * The code WeChat handed back, once: its state must be the one this browser sent, and both are
 * removed from the address bar so that a reload does not replay a spent code.
 */
export function takeWechatCallback(
  params: Readonly<Record<string, string | undefined>>,
): WechatCallback | undefined {
  const search = new URLSearchParams(window.location.search);
  const code = params.code ?? search.get('code') ?? undefined;
  const state = params.state ?? search.get('state') ?? undefined;
  if (!code || !state) return undefined;
  const expected = window.sessionStorage.getItem(STATE_KEY);
  window.sessionStorage.removeItem(STATE_KEY);
  window.history.replaceState(window.history.state, '', returnUrl());
  if (!expected || expected !== state) return undefined;
  return { code, state };
}
