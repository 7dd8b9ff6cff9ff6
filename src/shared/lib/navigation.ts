import Taro from '@tarojs/taro';
import { HOME_ROUTE, ROUTES, routeOfPath, urlOf, type RouteName } from '@/routes';
import { getUserInfo } from './storage';
import { buildQuery } from './url';

// SPEC §2: forward, redirect, switch tab, relaunch and back. A navigation to the page already
// shown is skipped; tab pages are always reached with switchTab (the mini-program refuses
// navigateTo on them).
export type NavMode = 'navigate' | 'redirect' | 'switchTab' | 'reLaunch';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** Query parameters Taro adds to the router that are not part of the page's address. */
const INTERNAL_PARAMS = new Set(['$taroTimestamp', 'stamp', '__key_']);

/** The shown page as `/path?query`, the form a back URL takes (SPEC §4). */
export function currentFullPath(): string {
  const router = Taro.getCurrentInstance().router;
  if (!router) return '';
  const path = router.path.split('?')[0];
  const params = Object.fromEntries(
    Object.entries(router.params ?? {}).filter(([key]) => !INTERNAL_PARAMS.has(key)),
  );
  const search = buildQuery(params);
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return search ? `${withSlash}?${search}` : withSlash;
}

function samePage(a: string, b: string): boolean {
  const [pathA, queryA = ''] = a.split('?');
  const [pathB, queryB = ''] = b.split('?');
  const routeA = routeOfPath(pathA);
  const routeB = routeOfPath(pathB);
  if (!routeA || routeA !== routeB) return false;
  const norm = (q: string) => q.split('&').filter(Boolean).sort().join('&');
  return norm(queryA) === norm(queryB);
}

/**
 * A redirect or back URL is followed only when it names a page of this app: a relative path
 * that opens a route (by path or alias). Anything else, another site included, gives undefined.
 */
export function safeAppUrl(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate === '') return undefined;
  let url = candidate.trim();
  // A back URL may arrive encoded as a whole (`%2Fpages%2F...`), once or twice. Only then is it
  // decoded; a plain URL keeps its query exactly as it is, so encoded values survive the trip.
  try {
    for (let i = 0; i < 2 && /^%(25)?2F/i.test(url); i++) url = decodeURIComponent(url).trim();
  } catch {
    return undefined;
  }
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return undefined;
  if (/[\u0000-\u001f]/.test(url) || /^\/[^/?#]*:/.test(url)) return undefined;
  const queryStart = url.search(/[?#]/);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const route = routeOfPath(path);
  if (!route) return undefined;
  const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : '';
  return `/${route.path}${query}`;
}

function routeByNameOrUndefined(name: string): string | undefined {
  const route = ROUTES.find((each) => each.name === name);
  return route ? `/${route.path}` : undefined;
}

function withQuery(url: string, query?: Query): string {
  const search = query ? buildQuery(query) : '';
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export async function navigate(
  target: RouteName | string,
  options: { query?: Query; mode?: NavMode } = {},
): Promise<boolean> {
  const base = target.startsWith('/') ? target : routeByNameOrUndefined(target);
  if (!base) return false;
  const url = withQuery(base, options.query);
  const route = routeOfPath(url);
  if (!route) return false;
  if (samePage(url, currentFullPath())) return false;
  const mode: NavMode =
    route.tab !== undefined
      ? options.mode === 'reLaunch'
        ? 'reLaunch'
        : 'switchTab'
      : (options.mode ?? 'navigate');
  const canonical = `/${route.path}${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`;
  switch (mode) {
    case 'switchTab':
      await Taro.switchTab({ url: `/${route.path}` });
      break;
    case 'redirect':
      await Taro.redirectTo({ url: canonical });
      break;
    case 'reLaunch':
      await Taro.reLaunch({ url: canonical });
      break;
    default:
      // The mini-program keeps at most 10 pages; past that a forward move replaces the top one.
      if (Taro.getCurrentPages().length >= 10) await Taro.redirectTo({ url: canonical });
      else await Taro.navigateTo({ url: canonical });
  }
  return true;
}

/** Back one page, or home when there is nothing to go back to (a shared link opened directly). */
export async function back(delta = 1): Promise<void> {
  if (Taro.getCurrentPages().length > delta) {
    await Taro.navigateBack({ delta });
    return;
  }
  await Taro.reLaunch({ url: `/${HOME_ROUTE.path}` });
}

/** Replaces the page with login, carrying where to come back to (SPEC §4, §8). */
export async function goLogin(backUrl: string = currentFullPath()): Promise<void> {
  const safe = safeAppUrl(backUrl);
  const loginUrl = withQuery(urlOf('login'), safe ? { redirect: safe } : undefined);
  await Taro.redirectTo({ url: loginUrl }).catch(() => Taro.reLaunch({ url: loginUrl }));
}

/** After login: the redirect page if it is one of ours, else the my tab. */
export async function leaveLogin(redirect: unknown): Promise<void> {
  const safe = safeAppUrl(redirect);
  const route = safe ? routeOfPath(safe) : undefined;
  if (!safe || !route || route.name === 'login' || route.name === 'register') {
    await Taro.switchTab({ url: urlOf('my') });
    return;
  }
  if (route.tab !== undefined) await Taro.switchTab({ url: `/${route.path}` });
  else await Taro.redirectTo({ url: safe });
}

export class LoginRequiredError extends Error {
  constructor() {
    super('login required');
    this.name = 'LoginRequiredError';
  }
}

/**
 * SPEC §2: a user with no stored user id is sent to login when a redirect is requested
 * (navigating forward, so that login can come back); otherwise the check rejects.
 */
export async function checkLogin(options: { redirect?: boolean } = {}): Promise<void> {
  const user = getUserInfo();
  if (user && user.id !== undefined && user.id !== null && user.id !== '') return;
  if (options.redirect) {
    await Taro.navigateTo({
      url: withQuery(urlOf('login'), { redirect: currentFullPath() || undefined }),
    });
  }
  throw new LoginRequiredError();
}
