import Taro from '@tarojs/taro';
import { get } from '@/shared/api/http';
import {
  FIRST_SCREEN_CALLS,
  FIRST_SCREEN_FOLLOWING,
  FIRST_SCREEN_PICTURES,
  FIRST_SCREEN_TTL_MS,
  LANDING_ROUTES,
  PAGE_CHUNKS_MARK,
  firstScreenScript,
  landingPaths,
  firstScreenTable,
  takeFirstScreen,
} from '@/shared/api/first-screen';
import { setLocale } from '@/shared/i18n';
import { routeByName } from '@/routes';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { ContentStore } from '@/features/content/store';
import { NewsStore } from '@/features/news/store';
import { ContestStore } from '@/features/contest/store';
import { envelope, isolateEnv, mockTaro, resetApiState, response, type TaroMocks } from './harness';

// Issue #14 (LCP on a slow network): index.html starts each tab's first calls before the app's
// script has run; the request layer uses such an answer only for the very same call.

isolateEnv();
resetApiState();

type FirstScreenWindow = Window & { __firstScreen?: unknown };
const ORIGIN = window.location.origin;
const API = `${ORIGIN}/exhibition-api`;

let mocks: TaroMocks;
let fetchMock: jest.Mock;

function runInlineScript(pathname: string) {
  window.history.replaceState(null, '', pathname);
  // The very text index.html carries, run as the browser would run it.
  new Function(firstScreenScript(undefined))();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

beforeEach(() => {
  delete process.env.TARO_APP_API_BASE;
  process.env.TARO_ENV = 'h5';
  mocks = mockTaro();
  fetchMock = jest.fn((url: string) =>
    Promise.resolve({
      status: 200,
      text: () => Promise.resolve(JSON.stringify(envelope({ from: 'early', url }))),
    }),
  );
  (window as unknown as { fetch: unknown }).fetch = fetchMock;
  Taro.clearStorageSync();
});

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  delete (window as FirstScreenWindow).__firstScreen;
  window.history.replaceState(null, '', '/');
  setLocale('zh-Hant');
});

describe('index.html inline script', () => {
  it('starts the home calls on / with the language and token the app will send', () => {
    Taro.setStorageSync(STORAGE_KEYS.language, 'pt');
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok-1');
    runInlineScript('/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      FIRST_SCREEN_CALLS.home?.map((call) => `${API}${call}`),
    );
    expect(fetchMock.mock.calls[0][1]).toEqual({
      headers: { 'Accept-Language': 'pt', token: 'tok-1', Authorization: 'tok-1' },
    });
  });

  it('leaves an expired token out, as the app drops it at launch (SPEC §3)', () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'old');
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, Math.floor(Date.now() / 1000) - 10);
    runInlineScript('/news');
    expect(fetchMock.mock.calls[0][1]).toEqual({ headers: { 'Accept-Language': 'zh-Hant' } });
  });

  it("preloads the landing page's own files as the build listed them, before any call (#32)", () => {
    const files = ['/css/shared-styles.1.css', '/css/7.2.css', '/js/7.3.js'];
    const built = firstScreenScript(undefined).replace(
      JSON.stringify(PAGE_CHUNKS_MARK),
      JSON.stringify({ '/pages/my/index': files }),
    );
    window.history.replaceState(null, '', '/pages/my/index');
    new Function(built)();
    expect(preloads()).toEqual([
      'style /css/shared-styles.1.css',
      'style /css/7.2.css',
      'script /js/7.3.js',
    ]);
    // The my tab has no early calls: only its files.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('preloads no page file while the build has not filled the table in (tests, dev)', () => {
    runInlineScript('/pages/my/index');
    expect(preloads()).toEqual([]);
  });

  it('names every path of each landing route for the build, tabs and shared links', () => {
    const paths = landingPaths();
    for (const name of LANDING_ROUTES) {
      const route = routeByName(name);
      for (const path of [`/${route.path}`, ...route.aliases]) expect(paths[path]).toBe(route.path);
    }
    expect(paths['/']).toBe('pages/home/index');
  });

  it('starts nothing on a page that is not a tab', () => {
    runInlineScript('/pages/gift/gift');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as FirstScreenWindow).__firstScreen).toBeUndefined();
  });

  it("preloads home's first slide as soon as the carousel call answers (its LCP picture)", async () => {
    const picture = FIRST_SCREEN_PICTURES.home!;
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve({
        status: 200,
        text: () =>
          Promise.resolve(
            JSON.stringify(
              envelope(
                url.endsWith(picture.call)
                  ? { list: [{ [picture.field]: 'https://cdn.example/first.png' }, { image: 'x' }] }
                  : { list: [] },
              ),
            ),
          ),
      }),
    );
    runInlineScript('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(['image https://cdn.example/first.png']);
    const link = document.head.querySelector('link[as="image"]');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it("starts the contest's first works once its groups answer and preloads the first cover (#32)", async () => {
    const following = FIRST_SCREEN_FOLLOWING.vote!;
    fetchMock.mockImplementation((url: string) => {
      const body = url.endsWith(following.after)
        ? envelope([{ id: 7 }, { id: 8 }])
        : url.includes(following.call)
          ? envelope({ list: [{ cover: 'https://cdn.example/work.png' }], total: 1 })
          : envelope({});
      return Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) });
    });
    runInlineScript('/pages/vote/vote');
    // What the contest tab does: its groups first, then the first group's first page of works.
    const contest = new ContestStore();
    await contest.loadGroups();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`${API}${following.call}7`);
    await expect(
      get('/votePlayer/public/page', { pageNo: 1, pageSize: 10, groupId: contest.groups[0].id }),
    ).resolves.toMatchObject({ list: [{ cover: 'https://cdn.example/work.png' }] });
    expect(mocks.request).not.toHaveBeenCalled();
    expect(preloads()).toEqual(['image https://cdn.example/work.png']);
  });

  it('starts no following call when the groups call fails or lists none', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(envelope([]))) }),
    );
    runInlineScript('/vote');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      FIRST_SCREEN_CALLS.vote!.map((call) => `${API}${call}`),
    );
    expect(preloads()).toEqual([]);
  });

  it('lists every path of each tab (page path and aliases)', () => {
    const table = firstScreenTable();
    expect(Object.keys(table).sort()).toEqual(
      [
        '/',
        '/home',
        '/pages/home/index',
        '/news',
        '/pages/news/news',
        '/vote',
        '/pages/vote/vote',
      ].sort(),
    );
  });
});

describe('request layer', () => {
  it('answers the same GET from the early call once, then from the network', async () => {
    runInlineScript('/');
    await expect(get('/carousel/info/page', { pageNo: 1, pageSize: 5 })).resolves.toMatchObject({
      from: 'early',
    });
    expect(mocks.request).not.toHaveBeenCalled();
    mocks.request.mockImplementation((() =>
      Promise.resolve(response(200, envelope({ from: 'network' })))) as never);
    await expect(get('/carousel/info/page', { pageNo: 1, pageSize: 5 })).resolves.toEqual({
      from: 'network',
    });
  });

  it('does not use an early answer sent with another language', async () => {
    runInlineScript('/');
    setLocale('en');
    mocks.request.mockImplementation((() =>
      Promise.resolve(response(200, envelope({ from: 'network' })))) as never);
    await expect(get('/carousel/info/page', { pageNo: 1, pageSize: 5 })).resolves.toEqual({
      from: 'network',
    });
  });

  it('does not use an early answer for another query', () => {
    runInlineScript('/');
    const header = { 'Accept-Language': 'zh-Hant' };
    expect(
      takeFirstScreen(`${API}/carousel/info/page?pageNo=2&pageSize=5`, header),
    ).toBeUndefined();
  });

  it('does not use an early answer older than its time to live', () => {
    runInlineScript('/');
    const header = { 'Accept-Language': 'zh-Hant' };
    const url = `${API}/carousel/info/page?pageNo=1&pageSize=5`;
    expect(takeFirstScreen(url, header, Date.now() + FIRST_SCREEN_TTL_MS + 1)).toBeUndefined();
  });

  it('turns a failed early call into the SPEC §8 network error', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    runInlineScript('/');
    await expect(get('/carousel/info/page', { pageNo: 1, pageSize: 5 })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

// The table must name the calls the screens really make, or it only wastes requests.
describe('each tab makes the calls the table names', () => {
  const urlsOf = () =>
    mocks.request.mock.calls.map(([options]) => (options as { url: string }).url);

  beforeEach(() => {
    mocks.request.mockImplementation((() =>
      Promise.resolve(response(200, envelope({ list: [], total: 0 })))) as never);
  });

  it('home', async () => {
    await new ContentStore().loadHome();
    expect(urlsOf()).toEqual(expect.arrayContaining(FIRST_SCREEN_CALLS.home!.map((c) => API + c)));
  });

  it('news', async () => {
    const store = new NewsStore();
    await Promise.allSettled([store.loadCategories(), store.list.refresh()]);
    expect(urlsOf()).toEqual(expect.arrayContaining(FIRST_SCREEN_CALLS.news!.map((c) => API + c)));
  });

  it('vote', async () => {
    const store = new ContestStore();
    await Promise.allSettled([store.loadInfo(), store.loadGroups()]);
    expect(urlsOf()).toEqual(expect.arrayContaining(FIRST_SCREEN_CALLS.vote!.map((c) => API + c)));
  });
});
