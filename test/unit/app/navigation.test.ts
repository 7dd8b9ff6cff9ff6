import Taro from '@tarojs/taro';
import fc from 'fast-check';
import { ROUTES, routeOfPath } from '@/routes';
import {
  LoginRequiredError,
  back,
  checkLogin,
  currentFullPath,
  goLogin,
  leaveLogin,
  navigate,
  safeAppUrl,
} from '@/shared/lib/navigation';

type Loose = (...args: never[]) => unknown;
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as Loose as never;

let stackDepth = 1;
let shown: { path: string; params: Record<string, string> } | null = null;

function mockTaro() {
  return {
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockImplementation(ok),
    redirectTo: jest.spyOn(Taro, 'redirectTo').mockImplementation(ok),
    switchTab: jest.spyOn(Taro, 'switchTab').mockImplementation(ok),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockImplementation(ok),
    navigateBack: jest.spyOn(Taro, 'navigateBack').mockImplementation(ok),
    getCurrentPages: jest
      .spyOn(Taro, 'getCurrentPages')
      .mockImplementation((() => Array.from({ length: stackDepth }, () => ({}))) as never),
    getCurrentInstance: jest
      .spyOn(Taro, 'getCurrentInstance')
      .mockImplementation((() => ({ router: shown, page: null, app: null })) as never),
  };
}

let taro: ReturnType<typeof mockTaro>;

function show(path: string, params: Record<string, string> = {}) {
  shown = { path, params: { $taroTimestamp: '1700000000000', ...params } };
}

function navCalls() {
  return {
    navigateTo: taro.navigateTo.mock.calls.length,
    redirectTo: taro.redirectTo.mock.calls.length,
    switchTab: taro.switchTab.mock.calls.length,
    reLaunch: taro.reLaunch.mock.calls.length,
    navigateBack: taro.navigateBack.mock.calls.length,
  };
}

const NO_CALLS = { navigateTo: 0, redirectTo: 0, switchTab: 0, reLaunch: 0, navigateBack: 0 };

beforeEach(() => {
  stackDepth = 1;
  shown = null;
  taro = mockTaro();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('navigate (SPEC §2 forward, redirect, switch tab, relaunch)', () => {
  test('a tab page is reached with switchTab, by name or alias', async () => {
    show('/pages/home/index');
    await expect(navigate('news')).resolves.toBe(true);
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/news/news' });
    await navigate('/my');
    expect(taro.switchTab).toHaveBeenLastCalledWith({ url: '/pages/my/index' });
    expect(taro.navigateTo).not.toHaveBeenCalled();
  });

  test('a tab page asked for with a query still goes by switchTab (the mini-program refuses navigateTo)', async () => {
    show('/pages/home/index');
    await navigate('vote', { query: { id: 3 }, mode: 'navigate' });
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/vote/vote' });
    expect(navCalls()).toEqual({ ...NO_CALLS, switchTab: 1 });
  });

  test('a normal page is opened with navigateTo and its query', async () => {
    show('/pages/home/index');
    await expect(navigate('giftDetail', { query: { id: 5, from: 'home' } })).resolves.toBe(true);
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/gift/detail?id=5&from=home' });
    expect(navCalls()).toEqual({ ...NO_CALLS, navigateTo: 1 });
  });

  test('an alias target opens the canonical page path', async () => {
    show('/pages/home/index');
    await navigate('/points/records?type=in');
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/points/records?type=in' });
  });

  test('mode redirect uses redirectTo, mode reLaunch uses reLaunch', async () => {
    show('/pages/constitution/constitution');
    await navigate('rules', { mode: 'redirect' });
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/rules/rules' });
    await navigate('newsDetail', { mode: 'reLaunch', query: { id: 2 } });
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/news/detail?id=2' });
    await navigate('home', { mode: 'reLaunch' });
    expect(taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/home/index' });
    expect(taro.navigateTo).not.toHaveBeenCalled();
  });

  test('§2 a navigation to the page already shown is skipped and returns false', async () => {
    show('/pages/gift/detail', { id: '5' });
    await expect(navigate('giftDetail', { query: { id: 5 } })).resolves.toBe(false);
    await expect(navigate('/gift/detail?id=5')).resolves.toBe(false);
    expect(navCalls()).toEqual(NO_CALLS);
  });

  test('§2 the shown page is recognised when it was reached through its alias', async () => {
    show('/gift/detail', { id: '5' });
    await expect(navigate('giftDetail', { query: { id: 5 } })).resolves.toBe(false);
    show('/home');
    await expect(navigate('home')).resolves.toBe(false);
    expect(navCalls()).toEqual(NO_CALLS);
  });

  test('§2 the same query in another order is the same page', async () => {
    show('/pages/vote/detail', { id: '5', type: 'share' });
    await expect(navigate('voteDetail', { query: { type: 'share', id: 5 } })).resolves.toBe(false);
    expect(navCalls()).toEqual(NO_CALLS);
  });

  test('§2 the same page with a different query is not skipped', async () => {
    show('/pages/gift/detail', { id: '5' });
    await expect(navigate('giftDetail', { query: { id: 6 } })).resolves.toBe(true);
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/gift/detail?id=6' });
  });

  test('the tab shown is skipped too', async () => {
    show('/pages/news/news');
    await expect(navigate('news')).resolves.toBe(false);
    expect(taro.switchTab).not.toHaveBeenCalled();
  });

  test('with 10 pages on the stack a forward move replaces the top page', async () => {
    show('/pages/home/index');
    stackDepth = 9;
    await navigate('rules');
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/rules/rules' });
    stackDepth = 10;
    await navigate('giftDetail', { query: { id: 1 } });
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/gift/detail?id=1' });
    expect(taro.navigateTo).toHaveBeenCalledTimes(1);
  });

  test('an unknown page is not navigated to', async () => {
    show('/pages/home/index');
    await expect(navigate('/pages/nowhere/nowhere')).resolves.toBe(false);
    await expect(navigate('/gift/nowhere?id=1')).resolves.toBe(false);
    expect(navCalls()).toEqual(NO_CALLS);
  });
});

describe('back (SPEC §2 go back)', () => {
  test('goes back when there is a page to go back to', async () => {
    stackDepth = 3;
    await back();
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    await back(2);
    expect(taro.navigateBack).toHaveBeenLastCalledWith({ delta: 2 });
    expect(taro.reLaunch).not.toHaveBeenCalled();
  });

  test('relaunches home when the page was opened directly', async () => {
    stackDepth = 1;
    await back();
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
    expect(taro.navigateBack).not.toHaveBeenCalled();
  });

  test('relaunches home when asked to go back further than the stack', async () => {
    stackDepth = 2;
    await back(2);
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
    expect(taro.navigateBack).not.toHaveBeenCalled();
  });
});

describe("safeAppUrl keeps a plain back URL's query exactly as it is", () => {
  test('encoded values inside the query survive the trip through login', () => {
    const webview = `/pages/webview/index?url=${encodeURIComponent('https://x.org/a?b=1&c=2')}`;
    expect(safeAppUrl(webview)).toBe(webview);
    expect(safeAppUrl('/pages/gift/gift?key=50%25off')).toBe('/pages/gift/gift?key=50%25off');
  });

  test('a back URL encoded as a whole is decoded once, keeping its inner encoding', () => {
    const inner = `/pages/webview/index?url=${encodeURIComponent('https://x.org/a?b=1&c=2')}`;
    expect(safeAppUrl(encodeURIComponent(inner))).toBe(inner);
  });
});

describe('safeAppUrl (SPEC §4 back URL)', () => {
  test.each([
    ['/pages/points/points?x=1', '/pages/points/points?x=1'],
    ['/points', '/pages/points/points'],
    ['/points?x=1', '/pages/points/points?x=1'],
    ['/pages-my/collect', '/pages-my/collect'],
    ['/', '/pages/home/index'],
    ['/Security/edit', '/pages/Security/edit'],
    ['/pages/news/detail?id=1#comments', '/pages/news/detail?id=1'],
    [encodeURIComponent('/pages/gift/detail?id=3'), '/pages/gift/detail?id=3'],
    [encodeURIComponent(encodeURIComponent('/gift/detail?id=3')), '/pages/gift/detail?id=3'],
  ])('accepts %j as %j', (candidate, expected) => {
    expect(safeAppUrl(candidate)).toBe(expected);
  });

  test.each([
    'https://evil.example',
    'https://evil.example/pages/home/index',
    '//evil.example',
    '//evil.example/pages/home/index',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    encodeURIComponent('javascript:alert(1)'),
    encodeURIComponent('https://evil.example'),
    'pages/home/index',
    '/pages/nowhere',
    '/pages/home\u0000/index',
    '/pages/home/index?x=\u0007',
    '/pages/gift/detail?id=1\r\nSet-Cookie:x',
    '%2Fpages%2Fhome%2Findex%3Fx%3D%00',
    '%E0%A4%A',
    '',
  ])('rejects %j', (candidate) => {
    expect(safeAppUrl(candidate)).toBeUndefined();
  });

  test('surrounding whitespace is trimmed, never passed on', () => {
    expect(safeAppUrl(' /pages/home/index\n')).toBe('/pages/home/index');
    expect(safeAppUrl('%2Fpages%2Fhome%2Findex%0A')).toBe('/pages/home/index');
  });

  test('rejects what is not a string', () => {
    for (const value of [undefined, null, 0, 1, true, {}, ['/points'], { toString: () => '/' }]) {
      expect(safeAppUrl(value)).toBeUndefined();
    }
  });

  const KNOWN = ROUTES.flatMap((route) => [`/${route.path}`, ...route.aliases]);

  test('whatever it returns is a /pages URL of a route in the table (property)', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.fullUnicodeString(),
      fc.webUrl(),
      fc
        .tuple(fc.constantFrom(...KNOWN), fc.string(), fc.boolean())
        .map(([known, tail, encode]) => {
          const url = `${known}${tail}`;
          return encode ? encodeURIComponent(url) : url;
        }),
      fc
        .tuple(
          fc.constantFrom('', '/', '//', '\\', '/\\', 'javascript:', 'data:', '%2F'),
          fc.string(),
        )
        .map(([prefix, tail]) => `${prefix}${tail}`),
    );
    fc.assert(
      fc.property(candidate, (input) => {
        const result = safeAppUrl(input);
        if (result === undefined) return;
        expect(result.startsWith('/pages')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\u0000-\u001f]/);
        const route = routeOfPath(result);
        expect(route).toBeDefined();
        expect(result.split('?')[0]).toBe(`/${route?.path}`);
      }),
      { numRuns: 2000 },
    );
  });

  test('known paths with any query are kept (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.stringMatching(/^[a-z0-9=&]{0,20}$/),
        (route, query) => {
          const url = `/${route.path}${query ? `?${query}` : ''}`;
          expect(safeAppUrl(url)).toBe(url);
        },
      ),
    );
  });
});

describe('currentFullPath (SPEC §4 back URL of the current full path)', () => {
  test("keeps the page's own query and drops Taro's internal parameters", () => {
    shown = {
      path: '/pages/gift/detail',
      params: { id: '3', $taroTimestamp: '1700000000000', stamp: '1', __key_: 'k', type: 'share' },
    };
    expect(currentFullPath()).toBe('/pages/gift/detail?id=3&type=share');
  });

  test('a page without parameters is its bare path, with a leading slash', () => {
    shown = { path: 'pages/points/points', params: { $taroTimestamp: '1' } };
    expect(currentFullPath()).toBe('/pages/points/points');
  });

  test('encodes values so that the back URL can be carried in a query', () => {
    show('/pages/news/detail', { id: '1', key: 'a b&c' });
    expect(currentFullPath()).toBe('/pages/news/detail?id=1&key=a%20b%26c');
  });

  test('is empty when no page is shown yet', () => {
    shown = null;
    expect(currentFullPath()).toBe('');
  });
});

describe('goLogin (SPEC §4 login with a back URL)', () => {
  test('replaces the page with login carrying the encoded current path', async () => {
    show('/pages/gift/detail', { id: '3' });
    await goLogin();
    expect(taro.redirectTo).toHaveBeenCalledWith({
      url: `/pages/login/login?redirect=${encodeURIComponent('/pages/gift/detail?id=3')}`,
    });
    expect(taro.navigateTo).not.toHaveBeenCalled();
  });

  test('an explicit back URL given as an alias is carried as its page path', async () => {
    await goLogin('/points/records');
    expect(taro.redirectTo).toHaveBeenCalledWith({
      url: `/pages/login/login?redirect=${encodeURIComponent('/pages/points/records')}`,
    });
  });

  test('drops an unsafe back URL', async () => {
    for (const unsafe of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      taro.redirectTo.mockClear();
      await goLogin(unsafe);
      expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/login' });
    }
  });

  test('relaunches login when the page cannot be replaced', async () => {
    show('/pages/rules/rules');
    taro.redirectTo.mockImplementation((() => Promise.reject(new Error('fail'))) as never);
    await goLogin();
    expect(taro.reLaunch).toHaveBeenCalledWith({
      url: `/pages/login/login?redirect=${encodeURIComponent('/pages/rules/rules')}`,
    });
  });
});

describe('leaveLogin (after login, back to where the visitor was)', () => {
  test('a tab page is reached with switchTab', async () => {
    await leaveLogin('/pages/vote/vote');
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/vote/vote' });
    expect(taro.redirectTo).not.toHaveBeenCalled();
  });

  test('a normal page replaces login, with its query', async () => {
    await leaveLogin(encodeURIComponent('/pages/gift/detail?id=3'));
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/gift/detail?id=3' });
    expect(taro.switchTab).not.toHaveBeenCalled();
  });

  test('an alias redirect opens its page', async () => {
    await leaveLogin('/points');
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/points/points' });
  });

  test.each([
    ['an unsafe URL', 'https://evil.example/pages/my/index'],
    ['a protocol-relative URL', '//evil.example'],
    ['no redirect', undefined],
    ['an empty redirect', ''],
    ['login itself', '/pages/login/login?redirect=%2Fpages%2Fmy%2Findex'],
    ['login by alias', '/login'],
    ['register', '/pages/login/register'],
  ])('%s goes to the my tab', async (_label, redirect) => {
    await leaveLogin(redirect);
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/my/index' });
    expect(taro.redirectTo).not.toHaveBeenCalled();
    expect(taro.navigateTo).not.toHaveBeenCalled();
  });
});

describe('checkLogin (SPEC §2 login check)', () => {
  test('resolves with a stored user id and goes nowhere', async () => {
    Taro.setStorageSync('userInfo', { id: 1 });
    await expect(checkLogin()).resolves.toBeUndefined();
    await expect(checkLogin({ redirect: true })).resolves.toBeUndefined();
    expect(navCalls()).toEqual(NO_CALLS);
  });

  test('a user id of 0 counts as stored', async () => {
    Taro.setStorageSync('userInfo', { id: 0 });
    await expect(checkLogin()).resolves.toBeUndefined();
  });

  test('rejects without a stored user id and, without redirect, goes nowhere', async () => {
    show('/pages/points/points');
    await expect(checkLogin()).rejects.toBeInstanceOf(LoginRequiredError);
    Taro.setStorageSync('userInfo', { name: 'no id' });
    await expect(checkLogin()).rejects.toBeInstanceOf(LoginRequiredError);
    Taro.setStorageSync('userInfo', { id: '' });
    await expect(checkLogin()).rejects.toBeInstanceOf(LoginRequiredError);
    expect(navCalls()).toEqual(NO_CALLS);
  });

  test('with redirect, sends the visitor to login carrying the current path, and still rejects', async () => {
    show('/pages/points/points', { tab: '2' });
    const error = await checkLogin({ redirect: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginRequiredError);
    expect((error as Error).name).toBe('LoginRequiredError');
    expect(taro.navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/login?redirect=${encodeURIComponent('/pages/points/points?tab=2')}`,
    });
    expect(navCalls()).toEqual({ ...NO_CALLS, navigateTo: 1 });
  });

  test('with redirect and no page shown yet, opens login without a redirect', async () => {
    shown = null;
    await expect(checkLogin({ redirect: true })).rejects.toBeInstanceOf(LoginRequiredError);
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/login' });
  });
});

test('navigate() to an unknown route name goes nowhere instead of throwing', async () => {
  await expect(navigate('no-such-route')).resolves.toBe(false);
});
