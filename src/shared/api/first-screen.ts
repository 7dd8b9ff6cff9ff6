// H5 only (issue #14, SPEC §7). The first screen of each tab waits for its data after the app's
// script has downloaded and run; on a slow network that wait is the largest part of the time to
// the first picture. index.html starts these GET calls while the script is still loading (the
// inline script is `prefetchFirstScreen` below, written into the page by config/index.ts), and
// the request layer takes an answer from here only when the call it is about to make is the very
// same: same URL, same headers (language, token). Anything else is fetched as usual, so a stale
// or mismatched entry costs one wasted request, never a wrong answer. Only calls without side
// effects belong here (a visit counter, for example, does not).
import { LOCALES } from '@/shared/i18n/locale';
import { routeByName, type RouteName } from '@/routes';
import { H5_DEFAULT_API_PATH } from './config';

/** The GET calls each tab's first render makes, by route (src/routes.ts). */
export const FIRST_SCREEN_CALLS: Readonly<Partial<Record<RouteName, readonly string[]>>> = {
  home: [
    '/carousel/info/page?pageNo=1&pageSize=5',
    '/poster/expand/appPage?pageNo=1&pageSize=4',
    '/newsCategory/list?kind=news',
    '/exhibitionNews/appPage?pageNo=1&pageSize=5',
  ],
  news: ['/newsCategory/list?kind=news', '/exhibitionNews/appPage?pageNo=1&pageSize=10&kind=news'],
  vote: ['/vote/1', '/vote/getGroupByVoteId/1'],
};

/**
 * The picture each tab shows largest first (its LCP element), by route: the `field` of the first
 * item of `call`'s list. index.html preloads it as soon as that call answers, so its download
 * does not wait for the page to be drawn (issue #20).
 */
export const FIRST_SCREEN_PICTURES: Readonly<
  Partial<Record<RouteName, { call: string; field: string }>>
> = {
  home: { call: '/carousel/info/page?pageNo=1&pageSize=5', field: 'image' },
};

/**
 * A first-screen call that needs another's answer: `call` followed by the id of the first item of
 * `after`'s answer (a list as `data`), and the field of its own first item (`data.list[0]`) to
 * preload as the page's largest picture.
 */
export interface FollowingCall {
  after: string;
  call: string;
  picture?: string;
}

/**
 * The contest tab's LCP picture is the first work's cover, and which works it lists depends on
 * the first group (issue #32: requested only once the app had drawn the tab and asked, 2.4-2.6 s
 * after the groups had answered on a throttled phone). The query is the screen's own
 * (contest.tsx: the paged list's first page, then the group), as a test checks.
 */
export const FIRST_SCREEN_FOLLOWING: Readonly<Partial<Record<RouteName, FollowingCall>>> = {
  vote: {
    after: '/vote/getGroupByVoteId/1',
    call: '/votePlayer/public/page?pageNo=1&pageSize=10&groupId=',
    picture: 'cover',
  },
};

/** The same calls by every path the browser may show for the route (its page path and aliases). */
export function firstScreenTable(): Record<string, FirstScreenEntry> {
  const table: Record<string, FirstScreenEntry> = {};
  for (const [name, calls] of Object.entries(FIRST_SCREEN_CALLS)) {
    const route = routeByName(name as RouteName);
    const picture = FIRST_SCREEN_PICTURES[name as RouteName];
    const following = FIRST_SCREEN_FOLLOWING[name as RouteName];
    const entry: FirstScreenEntry = {
      calls: calls ?? [],
      ...(picture ? { picture } : {}),
      ...(following ? { following } : {}),
    };
    for (const path of [`/${route.path}`, ...route.aliases]) table[path] = entry;
  }
  return table;
}

/** What index.html starts for one path: its calls, and the picture to preload from one of them. */
export interface FirstScreenEntry {
  calls: readonly string[];
  picture?: { call: string; field: string };
  following?: FollowingCall;
}

/** An answer as Taro.request gives it to the request layer. */
export interface EarlyResponse {
  statusCode: number;
  data: unknown;
}

interface EarlyCall {
  /** The headers it was sent with, as JSON with sorted keys. */
  header: string;
  response: Promise<EarlyResponse>;
}

export interface FirstScreenStore {
  /** When the page started them (Date.now()). */
  at: number;
  calls: Record<string, EarlyCall>;
}

/** How long after the page started an early answer may still be used. */
export const FIRST_SCREEN_TTL_MS = 15_000;

/**
 * The inline script of index.html. It runs before any module, so it is self-contained: it reads
 * what the app will read (language and token in Taro's storage format, the token's expiry) and
 * sends the headers the request layer sends (shared/api/http.ts authHeaders). Never throws.
 */
export function prefetchFirstScreen(
  table: Record<string, FirstScreenEntry>,
  apiBase: string,
  locales: readonly string[],
  pageChunks?: Record<string, readonly string[]> | string,
): void {
  try {
    const w = window as Window & { __firstScreen?: FirstScreenStore };
    const path = w.location.pathname.replace(/\/+$/, '') || '/';
    // The page's own script and styles are asked for now, beside the app's script, instead of
    // once that script has run and the router has found the page (issue #32: one round trip less
    // before the first screen). webpack then finds them in the preload cache.
    const files = typeof pageChunks === 'object' ? pageChunks[path] : undefined;
    for (const file of files || []) {
      const link = w.document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', /\.css$/.test(file) ? 'style' : 'script');
      link.href = file;
      w.document.head.appendChild(link);
    }
    if (typeof w.fetch !== 'function') return;
    const entry = table[path];
    if (!entry) return;
    const calls = entry.calls;
    const read = (key: string): unknown => {
      try {
        const stored = JSON.parse(w.localStorage.getItem(key) || 'null') as { data?: unknown };
        return stored && typeof stored === 'object' ? stored.data : undefined;
      } catch {
        return undefined;
      }
    };
    const language = read('language');
    const header: Record<string, string> = {
      'Accept-Language':
        typeof language === 'string' && locales.indexOf(language) >= 0 ? language : locales[0],
    };
    const token = read('token');
    const expiry = Number(read('tokenExpiry'));
    const expired = Number.isFinite(expiry) && expiry > 0 && expiry <= Date.now() / 1000;
    if (typeof token === 'string' && token && !expired) {
      header.token = token;
      header.Authorization = token;
    }
    const sortedHeader = JSON.stringify(header, Object.keys(header).sort());
    const store: FirstScreenStore = { at: Date.now(), calls: {} };
    const start = (call: string): Promise<EarlyResponse> => {
      const url = new URL(apiBase.replace(/\/+$/, '') + call, w.location.href).href;
      const response = w.fetch(url, { headers: header }).then((answer) =>
        answer.text().then((text) => {
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            // Not JSON: handed on as text, as Taro.request does.
          }
          return { statusCode: answer.status, data };
        }),
      );
      // Nobody may take it (the app changed its mind): an unhandled rejection would be noise.
      response.catch(() => undefined);
      store.calls[url] = { header: sortedHeader, response };
      return response;
    };
    /** The first item of an answer's list (`data.list`, or `data` itself when a list). */
    const firstOf = (answer: EarlyResponse): Record<string, unknown> | undefined => {
      if (answer.statusCode !== 200) return undefined;
      const data = (answer.data as { data?: unknown } | null)?.data;
      const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
      const first: unknown = Array.isArray(list) ? list[0] : undefined;
      return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
    };
    const preload = (src: unknown) => {
      if (typeof src !== 'string' || !src) return;
      const link = w.document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = src;
      w.document.head.appendChild(link);
    };
    for (const call of calls) {
      const response = start(call);
      const picture = entry.picture;
      if (picture && picture.call === call) {
        void response.then((answer) => preload(firstOf(answer)?.[picture.field])).catch(() => 0);
      }
      const following = entry.following;
      if (following && following.after === call) {
        // Registered in the answer's first reaction, before the app (which reacts later to the
        // same answer) asks for the following call.
        void response
          .then((answer) => {
            const id = firstOf(answer)?.id;
            if (typeof id !== 'number' && typeof id !== 'string') return;
            const next = start(following.call + encodeURIComponent(String(id)));
            const field = following.picture;
            if (field) void next.then((page) => preload(firstOf(page)?.[field])).catch(() => 0);
          })
          .catch(() => undefined);
      }
    }
    w.__firstScreen = store;
  } catch {
    // The app fetches everything itself.
  }
}

/**
 * Where the build writes the page chunks' table into index.html (config/first-screen-chunks.ts):
 * a JSON string until then, which the inline script ignores.
 */
export const PAGE_CHUNKS_MARK = '__PAGE_CHUNKS__';

/**
 * The routes whose page chunk index.html preloads when it is the page opened: the tabs and the
 * pages a shared link leads to. Others are reached from inside the app, which loads their chunk
 * then; a table of every route would make every visitor's document heavier for a few.
 */
export const LANDING_ROUTES: readonly RouteName[] = [
  'home',
  'news',
  'vote',
  'my',
  'newsDetail',
  'activityDetail',
  'voteDetail',
];

/** Each landing route's paths (its page path and aliases), for the build's chunk table. */
export function landingPaths(): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const name of LANDING_ROUTES) {
    const route = routeByName(name);
    for (const path of [`/${route.path}`, ...route.aliases]) paths[path] = route.path;
  }
  return paths;
}

/** index.html's inline script for an H5 build whose API base is `apiBase` (TARO_APP_API_BASE). */
export function firstScreenScript(apiBase: string | undefined): string {
  const base = apiBase?.trim() || H5_DEFAULT_API_PATH;
  const args = [firstScreenTable(), base, LOCALES, PAGE_CHUNKS_MARK].map((value) =>
    JSON.stringify(value),
  );
  return `(${prefetchFirstScreen.toString()})(${args.join(',')})`;
}

/**
 * The early answer to exactly this GET call, once; undefined when there is none, when it was sent
 * with other headers, or when it is older than FIRST_SCREEN_TTL_MS.
 */
export function takeFirstScreen(
  url: string,
  header: Record<string, string>,
  now: number = Date.now(),
): Promise<EarlyResponse> | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return undefined;
  const store = (window as unknown as { __firstScreen?: FirstScreenStore }).__firstScreen;
  if (!store) return undefined;
  let key: string;
  try {
    key = new URL(url, window.location.href).href;
  } catch {
    return undefined;
  }
  const call = store.calls[key];
  if (!call) return undefined;
  delete store.calls[key];
  if (now - store.at > FIRST_SCREEN_TTL_MS) return undefined;
  if (call.header !== JSON.stringify(header, Object.keys(header).sort())) return undefined;
  return call.response;
}
