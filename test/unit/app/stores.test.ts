import Taro from '@tarojs/taro';
import {
  getCarouselPage,
  getExhibitionInfo,
  getPageInfo,
  getPosterAppPage,
} from '@/features/content/api';
import { getCountryList, getDictByType } from '@/features/dict/api';
import { getNewsCategories, getNewsPage } from '@/features/news/api';
import { logPageView, sendTrackingLogs } from '@/features/tracking/api';
import type { Carousel, Poster } from '@/features/content';
import type { DictData } from '@/features/dict';
import type { LoginResult, Paged, PageQuery, UserInfo } from '@/shared/api/types';
import type { NewsCategory, NewsItem } from '@/features/news';
import type { TrackingLog } from '@/features/tracking';
import { initLocale } from '@/shared/i18n';
import { ContentStore } from '@/features/content/store';
import { DictStore } from '@/features/dict/store';
import { PagedList } from '@/shared/stores/paged-list';
import { RootStore } from '@/shared/stores/root-store';
import { SessionStore } from '@/shared/stores/session-store';
import { TrackingStore } from '@/features/tracking/store';
import { UiStore } from '@/shared/stores/ui-store';
import { APP_VERSION } from '@/shared/lib/constants';
import { pageShown } from '@/shared/lib/page-views';
import { endLaunchScreen, SHOWN_WAIT_MS } from '@/shared/lib/launch-screen';
import { pointsStore } from '@/features/points';
import { globalData } from '@/shared/lib/global-data';
import { STORAGE_KEYS, getToken, getUserInfo, storage } from '@/shared/lib/storage';

jest.mock('@/features/dict/api', () => ({
  getDictByType: jest.fn(),
  getCountryList: jest.fn(),
}));
jest.mock('@/features/content/api', () => ({
  getCarouselPage: jest.fn(),
  getPosterAppPage: jest.fn(),
  getPageInfo: jest.fn(),
  getExhibitionInfo: jest.fn(),
}));
jest.mock('@/features/news/api', () => ({ getNewsCategories: jest.fn(), getNewsPage: jest.fn() }));
jest.mock('@/features/tracking/api', () => ({
  logPageView: jest.fn(() => Promise.resolve()),
  sendTrackingLogs: jest.fn(() => Promise.resolve()),
}));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Row {
  id: number;
  label: string;
}

const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, label: `row ${from + i}` }));

const page = (list: Row[], total: number, pageNo = 1): Paged<Row> => ({
  list,
  total,
  pageNo,
  pageSize: 10,
});

/** A fetcher whose answers the test hands out one by one. */
function controlledFetcher() {
  const calls: { query: Required<PageQuery>; answer: Deferred<Paged<Row>> }[] = [];
  const fetcher = jest.fn((query: Required<PageQuery>) => {
    const answer = deferred<Paged<Row>>();
    calls.push({ query, answer });
    return answer.promise;
  });
  return { fetcher, calls };
}

beforeEach(() => {
  initLocale();
  jest.clearAllMocks();
});

describe('PagedList (one model behind every list page)', () => {
  test('before the first load it is neither empty nor finished', () => {
    const list = new PagedList<Row>(jest.fn());
    expect(list.items).toEqual([]);
    expect(list.loaded).toBe(false);
    expect(list.hasMore).toBe(true);
    expect(list.isEmpty).toBe(false);
  });

  test('refresh loads page 1 with the page size', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const done = list.refresh();
    expect(list.loading).toBe(true);
    expect(list.refreshing).toBe(false);
    expect(calls[0].query).toEqual({ pageNo: 1, pageSize: 10 });
    calls[0].answer.resolve(page(rows(1, 10), 25));
    await done;
    expect(list.items.map((row) => row.id)).toEqual(rows(1, 10).map((row) => row.id));
    expect(list.total).toBe(25);
    expect(list.pageNo).toBe(1);
    expect(list.loading).toBe(false);
    expect(list.loaded).toBe(true);
    expect(list.hasMore).toBe(true);
    expect(list.isEmpty).toBe(false);
  });

  test('a custom page size is asked for', async () => {
    const fetcher = jest.fn(() => Promise.resolve(page([], 0)));
    const list = new PagedList<Row>(fetcher, 4);
    await list.refresh();
    expect(fetcher).toHaveBeenCalledWith({ pageNo: 1, pageSize: 4 });
  });

  test('a second refresh keeps the shown items until the new ones arrive', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const first = list.refresh();
    calls[0].answer.resolve(page(rows(1, 3), 3));
    await first;
    const second = list.refresh();
    expect(list.refreshing).toBe(true);
    expect(list.items).toHaveLength(3);
    calls[1].answer.resolve(page(rows(4, 5), 2));
    await second;
    expect(list.items.map((row) => row.id)).toEqual([4, 5]);
    expect(list.refreshing).toBe(false);
  });

  test('loadMore appends page 2 and drops rows already shown', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const first = list.refresh();
    calls[0].answer.resolve(page(rows(1, 10), 25));
    await first;
    const more = list.loadMore();
    expect(calls[1].query).toEqual({ pageNo: 2, pageSize: 10 });
    // A row published meanwhile pushed row 10 onto page 2.
    calls[1].answer.resolve(page(rows(10, 19), 26, 2));
    await more;
    const ids = list.items.map((row) => row.id);
    expect(ids).toEqual(rows(1, 19).map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(list.pageNo).toBe(2);
    expect(list.total).toBe(26);
    expect(list.hasMore).toBe(true);
  });

  test('hasMore turns false once every row is shown, and loadMore then asks nothing', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(rows(1, 10), 15))
      .mockResolvedValueOnce(page(rows(11, 15), 15, 2));
    const list = new PagedList<Row>(fetcher);
    await list.refresh();
    await list.loadMore();
    expect(list.items).toHaveLength(15);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  test('an empty answer makes the list empty, with nothing more to load', async () => {
    const fetcher = jest.fn(() => Promise.resolve(page([], 0)));
    const list = new PagedList<Row>(fetcher);
    await list.refresh();
    expect(list.isEmpty).toBe(true);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  test('loadMore does nothing before the first load', async () => {
    const fetcher = jest.fn(() => Promise.resolve(page([], 0)));
    const list = new PagedList<Row>(fetcher);
    await list.loadMore();
    expect(fetcher).not.toHaveBeenCalled();
  });

  test('loadMore does nothing while a refresh or another loadMore is loading', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const first = list.refresh();
    calls[0].answer.resolve(page(rows(1, 10), 30));
    await first;
    const refreshing = list.refresh();
    const duringRefresh = list.loadMore();
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1].answer.resolve(page(rows(1, 10), 30));
    await Promise.all([refreshing, duringRefresh]);
    const more = list.loadMore();
    const duringMore = list.loadMore();
    expect(fetcher).toHaveBeenCalledTimes(3);
    calls[2].answer.resolve(page(rows(11, 20), 30, 2));
    await Promise.all([more, duringMore]);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(list.items).toHaveLength(20);
  });

  test('a failed loadMore keeps the items, shows the error, and a retry works', async () => {
    const failure = new Error('offline');
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(rows(1, 10), 20))
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(page(rows(11, 20), 20, 2));
    const list = new PagedList<Row>(fetcher);
    await list.refresh();
    await list.loadMore();
    expect(list.error).toBe(failure);
    expect(list.items).toHaveLength(10);
    expect(list.loading).toBe(false);
    expect(list.isEmpty).toBe(false);
    expect(list.hasMore).toBe(true);
    await list.loadMore();
    expect(fetcher).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
    expect(list.error).toBeUndefined();
    expect(list.items).toHaveLength(20);
  });

  test('a failed refresh keeps the items shown and the retry replaces them', async () => {
    const failure = new Error('500');
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(rows(1, 3), 3))
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(page(rows(7, 8), 2));
    const list = new PagedList<Row>(fetcher);
    await list.refresh();
    await list.refresh();
    expect(list.error).toBe(failure);
    expect(list.items.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(list.loading).toBe(false);
    expect(list.refreshing).toBe(false);
    await list.refresh();
    expect(list.error).toBeUndefined();
    expect(list.items.map((row) => row.id)).toEqual([7, 8]);
  });

  test('a first load that fails is an error, not an empty list', async () => {
    const list = new PagedList<Row>(jest.fn(() => Promise.reject(new Error('x'))));
    await list.refresh();
    expect(list.error).toBeInstanceOf(Error);
    expect(list.isEmpty).toBe(false);
    expect(list.loaded).toBe(false);
  });

  test('an empty list whose refresh fails shows the error, not the empty state', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page([], 0))
      .mockRejectedValueOnce(new Error('offline'));
    const list = new PagedList<Row>(fetcher);
    await list.refresh();
    expect(list.isEmpty).toBe(true);
    await list.refresh();
    expect(list.error).toBeInstanceOf(Error);
    expect(list.isEmpty).toBe(false);
  });

  test('a stale refresh answer is dropped when a newer refresh started', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const older = list.refresh();
    const newer = list.refresh();
    calls[1].answer.resolve(page(rows(100, 101), 2));
    await newer;
    expect(list.items.map((row) => row.id)).toEqual([100, 101]);
    calls[0].answer.resolve(page(rows(1, 10), 50));
    await older;
    expect(list.items.map((row) => row.id)).toEqual([100, 101]);
    expect(list.total).toBe(2);
  });

  test('a stale answer that arrives first neither shows nor ends the loading', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const older = list.refresh();
    const newer = list.refresh();
    calls[0].answer.resolve(page(rows(1, 10), 50));
    await older;
    expect(list.items).toEqual([]);
    expect(list.loading).toBe(true);
    calls[1].answer.resolve(page(rows(100, 101), 2));
    await newer;
    expect(list.items.map((row) => row.id)).toEqual([100, 101]);
    expect(list.loading).toBe(false);
  });

  test('a stale error is dropped too', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const older = list.refresh();
    const newer = list.refresh();
    calls[1].answer.resolve(page(rows(1, 2), 2));
    await newer;
    calls[0].answer.reject(new Error('late failure'));
    await older;
    expect(list.error).toBeUndefined();
    expect(list.items).toHaveLength(2);
  });

  test('a loadMore answer from before a refresh is dropped', async () => {
    const { fetcher, calls } = controlledFetcher();
    const list = new PagedList<Row>(fetcher);
    const first = list.refresh();
    calls[0].answer.resolve(page(rows(1, 10), 30));
    await first;
    const more = list.loadMore();
    const refreshing = list.refresh();
    calls[2].answer.resolve(page(rows(50, 59), 30));
    await refreshing;
    calls[1].answer.resolve(page(rows(11, 20), 30, 2));
    await more;
    expect(list.items.map((row) => row.id)).toEqual(rows(50, 59).map((row) => row.id));
    expect(list.pageNo).toBe(1);
  });

  test('update and remove change rows in place and keep the total right', async () => {
    const list = new PagedList<Row>(jest.fn(() => Promise.resolve(page(rows(1, 3), 3))));
    await list.refresh();
    list.update(
      (row) => row.id === 2,
      (row) => ({ ...row, label: 'voted' }),
    );
    expect(list.items[1].label).toBe('voted');
    list.remove((row) => row.id === 1);
    expect(list.items.map((row) => row.id)).toEqual([2, 3]);
    expect(list.total).toBe(2);
    expect(list.hasMore).toBe(false);
  });
});

const user = (id: number): UserInfo => ({ id, phone: '66123456', name: 'Ana' }) as UserInfo;

// Issue #9: Retry after a failed pull-to-refresh repeats the refresh. The footer of every paged
// list is held to it in test/components/shared/list-retry-everywhere.test.tsx.
describe('PagedList.retry repeats the step that failed', () => {
  const page = (pageNo: number, total: number) => ({
    list: [{ id: pageNo }],
    total,
    pageNo,
    pageSize: 1,
  });

  test('a failed refresh is refreshed again', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(1, 1))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(1, 1));
    const list = new PagedList(fetcher, 1);
    await list.refresh();
    await list.refresh();
    expect(list.error).toBeDefined();
    await list.retry();
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher.mock.calls[2][0]).toEqual({ pageNo: 1, pageSize: 1 });
    expect(list.error).toBeUndefined();
  });

  test('a failed next page is asked for again', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(1, 2))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(2, 2));
    const list = new PagedList(fetcher, 1);
    await list.refresh();
    await list.loadMore();
    await list.retry();
    expect(fetcher.mock.calls[2][0]).toEqual({ pageNo: 2, pageSize: 1 });
    expect(list.items).toHaveLength(2);
  });
});

describe('SessionStore (SPEC §3 token, §4 logged in)', () => {
  const nowS = () => Math.floor(Date.now() / 1000);

  test('restores a stored, unexpired session', () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok');
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, nowS() + 3600);
    Taro.setStorageSync(STORAGE_KEYS.userInfo, { id: 5 });
    const session = new SessionStore();
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.id).toBe(5);
  });

  test('§3 restore drops an expired token, and the user with it', () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok');
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, nowS() - 1);
    Taro.setStorageSync(STORAGE_KEYS.userInfo, { id: 5 });
    Taro.setStorageSync(STORAGE_KEYS.language, 'en');
    const session = new SessionStore();
    expect(session.isLoggedIn).toBe(false);
    expect(session.user).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('en');
  });

  test('a stored user without a token is a guest', () => {
    Taro.setStorageSync(STORAGE_KEYS.userInfo, { id: 5 });
    const session = new SessionStore();
    expect(session.isLoggedIn).toBe(false);
    expect(session.user).toBeUndefined();
  });

  test('signIn stores token, expiry and user', () => {
    const session = new SessionStore();
    expect(session.isLoggedIn).toBe(false);
    const result: LoginResult = { token: 'new', expiresAt: nowS() + 600, user: user(9) };
    session.signIn(result);
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.id).toBe(9);
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('new');
    expect(Taro.getStorageSync(STORAGE_KEYS.tokenExpiry)).toBe(result.expiresAt);
    expect(getUserInfo()).toMatchObject({ id: 9 });
    expect(new SessionStore().isLoggedIn).toBe(true);
  });

  test('setUser updates the user in memory and in storage', () => {
    const session = new SessionStore();
    session.signIn({ token: 't', expiresAt: nowS() + 600, user: user(9) });
    session.setUser({ ...user(9), name: 'Bea' });
    expect(session.user?.name).toBe('Bea');
    expect(getUserInfo()).toMatchObject({ name: 'Bea' });
  });

  test('signOut forgets the session in memory and in storage, keeping the language', () => {
    Taro.setStorageSync(STORAGE_KEYS.language, 'pt');
    const session = new SessionStore();
    session.signIn({ token: 'tok', expiresAt: nowS() + 600, user: user(1) });
    session.signOut();
    expect(session.isLoggedIn).toBe(false);
    expect(session.user).toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('pt');
    expect(new SessionStore().isLoggedIn).toBe(false);
  });

  test('RootStore.signOut also forgets the badges of the points store, once it exists', () => {
    const root = new RootStore();
    root.session.signIn({ token: 'tok', expiresAt: nowS() + 600, user: user(1) });
    const points = pointsStore.of(root);
    expect(pointsStore.of(root)).toBe(points);
    points.badgesList = [{ id: 1, earned: true } as never];
    root.signOut();
    expect(root.session.isLoggedIn).toBe(false);
    expect(points.badgesList).toEqual([]);
    expect(pointsStore.of(new RootStore())).not.toBe(points);
  });
});

describe('UiStore (SPEC §9 font size and reminder options)', () => {
  test('defaults to the medium font and no reminder', () => {
    const ui = new UiStore();
    expect(ui.fontSize).toBe('medium');
    expect(ui.reminder).toBe('none');
    expect(ui.areaCode).toBe('+853');
  });

  test('font size and reminder persist and are restored', () => {
    const ui = new UiStore();
    ui.setFontSize('large');
    ui.setReminder('before10');
    expect(storage.read(STORAGE_KEYS.fontSize)).toBe('large');
    expect(storage.read(STORAGE_KEYS.reminder)).toBe('before10');
    const next = new UiStore();
    expect(next.fontSize).toBe('large');
    expect(next.reminder).toBe('before10');
  });

  test('invalid stored values are ignored', () => {
    Taro.setStorageSync(STORAGE_KEYS.fontSize, 'huge');
    Taro.setStorageSync(STORAGE_KEYS.reminder, 'before7');
    const ui = new UiStore();
    expect(ui.fontSize).toBe('medium');
    expect(ui.reminder).toBe('none');
    Taro.setStorageSync(STORAGE_KEYS.fontSize, { value: 'large' });
    Taro.setStorageSync(STORAGE_KEYS.reminder, 5);
    expect(new UiStore().fontSize).toBe('medium');
    expect(new UiStore().reminder).toBe('none');
  });

  test('setLocale switches the language and keeps it (SPEC §1)', () => {
    const ui = new UiStore();
    expect(ui.locale).toBe('zh-Hant');
    ui.setLocale('pt');
    expect(ui.locale).toBe('pt');
    expect(Taro.getStorageSync(STORAGE_KEYS.language)).toBe('pt');
  });
});

describe('DictStore (SPEC §3 dictionaries)', () => {
  const titles: DictData = {
    dictType: 'appellation_type',
    dataList: [{ dictValue: '1', dictLabel: 'Mr' }] as DictData['dataList'],
  };

  test('concurrent callers share ONE request', async () => {
    const answer = deferred<DictData>();
    jest.mocked(getDictByType).mockReturnValue(answer.promise);
    const dict = new DictStore();
    const first = dict.loadDict('appellation_type');
    const second = dict.loadDict('appellation_type');
    const third = dict.loadDict('appellation_type');
    answer.resolve(titles);
    await expect(Promise.all([first, second, third])).resolves.toEqual([titles, titles, titles]);
    expect(getDictByType).toHaveBeenCalledTimes(1);
    expect(getDictByType).toHaveBeenCalledWith('appellation_type');
    expect(dict.dicts.appellation_type).toEqual(titles);
  });

  test('a loaded dictionary is not asked for again; another type is', async () => {
    jest
      .mocked(getDictByType)
      .mockImplementation((dictType) => Promise.resolve({ dictType, dataList: [] }));
    const dict = new DictStore();
    await dict.loadDict('appellation_type');
    await dict.loadDict('appellation_type');
    await dict.loadDict('gender');
    expect(getDictByType).toHaveBeenCalledTimes(2);
  });

  test('a failed request rejects every caller and a later call asks again', async () => {
    const answer = deferred<DictData>();
    jest.mocked(getDictByType).mockReturnValueOnce(answer.promise).mockResolvedValueOnce(titles);
    const dict = new DictStore();
    const first = dict.loadDict('appellation_type');
    const second = dict.loadDict('appellation_type');
    answer.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    await expect(dict.loadDict('appellation_type')).resolves.toEqual(titles);
    expect(getDictByType).toHaveBeenCalledTimes(2);
  });

  test('the country list is loaded once', async () => {
    jest.mocked(getCountryList).mockResolvedValue([{ id: 1, areaCode: '+853' }] as never);
    const dict = new DictStore();
    await dict.loadCountries();
    await dict.loadCountries();
    expect(getCountryList).toHaveBeenCalledTimes(1);
    expect(dict.countryList).toHaveLength(1);
  });
});

describe('ContentStore (SPEC §3 exhibition info, ad, notice and category lists)', () => {
  const slide = { id: 1, image: 'https://img.example/1.jpg', sort: 1 } as Carousel;
  const poster = { id: 2 } as Poster;
  const category = { id: 3 } as NewsCategory;
  const news = { id: 4, titleZht: '新聞' } as NewsItem;

  const pagedOf = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

  function answerHome(options: { failPosters?: unknown; failNews?: unknown } = {}) {
    jest.mocked(getCarouselPage).mockResolvedValue(pagedOf([slide]));
    if (options.failPosters) jest.mocked(getPosterAppPage).mockRejectedValue(options.failPosters);
    else jest.mocked(getPosterAppPage).mockResolvedValue(pagedOf([poster]));
    jest.mocked(getNewsCategories).mockResolvedValue([category]);
    if (options.failNews) jest.mocked(getNewsPage).mockRejectedValue(options.failNews);
    else jest.mocked(getNewsPage).mockResolvedValue(pagedOf([news]));
  }

  test('loadHome fills every list', async () => {
    answerHome();
    const content = new ContentStore();
    expect(content.homeLoaded).toBe(false);
    const loading = content.loadHome();
    expect(content.homeLoading).toBe(true);
    expect(content.homeLoaded).toBe(false);
    await loading;
    expect(content.homeLoaded).toBe(true);
    expect(content.adList).toEqual([slide]);
    expect(content.posterList).toEqual([poster]);
    expect(content.categoryList).toEqual([category]);
    expect(content.noticeList).toEqual([news]);
    expect(content.homeError).toBeUndefined();
    expect(content.homeLoading).toBe(false);
  });

  test('loadHome keeps the parts that loaded when one part fails, and exposes the error', async () => {
    const failure = new Error('news down');
    answerHome({ failNews: failure });
    const content = new ContentStore();
    await content.loadHome();
    expect(content.adList).toEqual([slide]);
    expect(content.posterList).toEqual([poster]);
    expect(content.categoryList).toEqual([category]);
    expect(content.noticeList).toEqual([]);
    expect(content.homeError).toBe(failure);
    expect(content.homeLoading).toBe(false);
    // The carousel's placeholder gives way even when a part failed.
    expect(content.homeLoaded).toBe(true);
  });

  test('a part that fails on a reload keeps what it showed before; a good reload clears the error', async () => {
    answerHome();
    const content = new ContentStore();
    await content.loadHome();
    const failure = new Error('posters down');
    answerHome({ failPosters: failure });
    await content.loadHome();
    expect(content.posterList).toEqual([poster]);
    expect(content.homeError).toBe(failure);
    answerHome();
    await content.loadHome();
    expect(content.homeError).toBeUndefined();
  });

  test('loadExhibition keeps the info and sets globalData.exhibitionId (SPEC §3)', async () => {
    delete globalData.exhibitionId;
    jest.mocked(getExhibitionInfo).mockResolvedValue({ id: 80, nameZht: '展覽' });
    const content = new ContentStore();
    await expect(content.loadExhibition()).resolves.toMatchObject({ id: 80 });
    expect(content.exhibitionInfo?.id).toBe(80);
    expect(globalData.exhibitionId).toBe(80);
  });

  test('the protocol message is fetched once', async () => {
    jest.mocked(getPageInfo).mockResolvedValue({ id: 1 } as never);
    const content = new ContentStore();
    await content.loadProtocol();
    await content.loadProtocol();
    expect(getPageInfo).toHaveBeenCalledTimes(1);
  });
});

describe('TrackingStore (SPEC §3 tracking log record, §7 page views)', () => {
  const START = new Date('2025-09-03T02:00:00Z').getTime();

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    globalData.exhibitionId = 80;
  });

  afterEach(() => {
    jest.useRealTimers();
    delete globalData.exhibitionId;
  });

  const sentBatches = () => jest.mocked(sendTrackingLogs).mock.calls.map(([batch]) => batch);

  test('pageView posts a page view with the user id', () => {
    const tracking = new TrackingStore(() => 42);
    tracking.pageView('gift');
    expect(logPageView).toHaveBeenCalledWith({ page: 'gift', userId: 42 });
    const guest = new TrackingStore(() => undefined);
    guest.pageView('home');
    expect(logPageView).toHaveBeenLastCalledWith({ page: 'home', userId: undefined });
  });

  test('records {os, at, uuid, v, eid, pid} and sends them after the timer', () => {
    const tracking = new TrackingStore(() => 42);
    tracking.pageView('home');
    jest.advanceTimersByTime(1000);
    tracking.pageView('news');
    expect(sendTrackingLogs).not.toHaveBeenCalled();
    jest.advanceTimersByTime(14_000);
    expect(sendTrackingLogs).toHaveBeenCalledTimes(1);
    const [batch] = sentBatches();
    expect(batch).toHaveLength(2);
    expect(batch[0]).toEqual({
      os: 'h5',
      at: START,
      uuid: expect.any(String),
      v: APP_VERSION,
      eid: 80,
      pid: 'home',
    });
    expect(batch[1]).toMatchObject({ at: START + 1000, pid: 'news', v: '1.0.1' });
    expect(Object.keys(batch[0]).sort()).toEqual(['at', 'eid', 'os', 'pid', 'uuid', 'v']);
  });

  test('flushes at once when 10 records are queued, and the timer sends nothing more', () => {
    const tracking = new TrackingStore(() => 1);
    for (let i = 0; i < 9; i++) tracking.pageView('home');
    expect(sendTrackingLogs).not.toHaveBeenCalled();
    tracking.pageView('vote');
    expect(sendTrackingLogs).toHaveBeenCalledTimes(1);
    expect(sentBatches()[0]).toHaveLength(10);
    jest.advanceTimersByTime(60_000);
    expect(sendTrackingLogs).toHaveBeenCalledTimes(1);
  });

  test('after a flush the next record starts a new batch and timer', () => {
    const tracking = new TrackingStore(() => 1);
    for (let i = 0; i < 10; i++) tracking.pageView('home');
    jest.advanceTimersByTime(10_000);
    tracking.pageView('rank');
    // The timer of the first batch is gone with it: the new record waits its own 15 s.
    jest.advanceTimersByTime(14_999);
    expect(sentBatches().map((batch) => batch.length)).toEqual([10]);
    jest.advanceTimersByTime(1);
    expect(sentBatches().map((batch) => batch.length)).toEqual([10, 1]);
    expect(sentBatches()[1][0].pid).toBe('rank');
  });

  test('flush with nothing queued sends nothing', () => {
    const tracking = new TrackingStore(() => 1);
    tracking.flush();
    jest.advanceTimersByTime(60_000);
    expect(sendTrackingLogs).not.toHaveBeenCalled();
  });

  test('the uuid is stable across calls and instances, and kept in storage', () => {
    const tracking = new TrackingStore(() => 1);
    tracking.pageView('home');
    tracking.pageView('news');
    tracking.flush();
    new TrackingStore(() => 1).pageView('vote');
    jest.advanceTimersByTime(15_000);
    const records = sentBatches().flat() as TrackingLog[];
    expect(records).toHaveLength(3);
    const uuids = new Set(records.map((record) => record.uuid));
    expect(uuids.size).toBe(1);
    const [uuid] = [...uuids];
    expect(uuid.length).toBeGreaterThan(8);
    expect(storage.read(STORAGE_KEYS.trackingUuid)).toBe(uuid);
  });

  test('eid is empty until the exhibition id is known', () => {
    delete globalData.exhibitionId;
    const tracking = new TrackingStore(() => 1);
    tracking.pageView('home');
    tracking.flush();
    expect(sentBatches()[0][0].eid).toBe('');
  });

  test('once started, every page shown is counted with the user, and hiding the app flushes', () => {
    let hide: (() => void) | undefined;
    jest.spyOn(Taro, 'onAppHide').mockImplementation(((listener: () => void) => {
      hide = listener;
    }) as never);
    const session = new SessionStore();
    session.signIn({ token: 'tok', expiresAt: Math.floor(Date.now() / 1000) + 600, user: user(7) });
    const tracking = TrackingStore.start(session);
    pageShown('gift');
    // Counted one task after the page is shown, not in the task that draws it (issue #14).
    expect(logPageView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(logPageView).toHaveBeenLastCalledWith({ page: 'gift', userId: 7 });
    hide?.();
    expect(sendTrackingLogs).toHaveBeenCalledTimes(1);
    expect(sentBatches()[0][0].pid).toBe('gift');
    tracking.stop();
    pageShown('news');
    jest.advanceTimersByTime(0);
    expect(logPageView).toHaveBeenCalledTimes(1);
  });

  /** A browser's paint reports (PerformanceObserver) that the test gives out itself. */
  function fakePaintReports() {
    const observers: ((entries: { startTime: number }[]) => void)[] = [];
    const Observer = class {
      constructor(private readonly report: (list: { getEntries(): unknown[] }) => void) {}
      observe() {
        observers.push((entries) => this.report({ getEntries: () => entries }));
      }
      disconnect() {}
      static supportedEntryTypes = ['largest-contentful-paint'];
    };
    (globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = Observer;
    return {
      report: (startTime: number) => observers.forEach((give) => give([{ startTime }])),
      restore: () => delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver,
    };
  }

  function showLaunchScreen() {
    const launch = document.createElement('div');
    launch.id = 'launch';
    document.body.append(launch);
  }

  test('on H5 the first page view waits while the launch screen shows, until the first page is drawn and shown (#32)', () => {
    const paints = fakePaintReports();
    try {
      showLaunchScreen();
      const tracking = TrackingStore.start(new SessionStore());
      pageShown('home');
      jest.advanceTimersByTime(1000);
      expect(logPageView).not.toHaveBeenCalled();
      endLaunchScreen();
      // Drawn, not yet shown (the browser holds its frames back): the largest paint reported
      // from before, the emblem's, does not count.
      paints.report(performance.now() - 500);
      jest.advanceTimersByTime(100);
      expect(logPageView).not.toHaveBeenCalled();
      // Not given up while the browser holds the page back (longer than where it reports nothing).
      jest.advanceTimersByTime(SHOWN_WAIT_MS.unreported);
      expect(logPageView).not.toHaveBeenCalled();
      paints.report(performance.now());
      // Then the browser's next idle moment (a frame, then a task, where there is no idle callback).
      jest.advanceTimersByTime(100);
      expect(logPageView).toHaveBeenCalledTimes(1);
      expect(logPageView).toHaveBeenLastCalledWith({ page: 'home', userId: undefined });
      // Later pages are counted one task after they are shown, as before.
      pageShown('news');
      jest.advanceTimersByTime(0);
      expect(logPageView).toHaveBeenLastCalledWith({ page: 'news', userId: undefined });
      tracking.stop();
    } finally {
      paints.restore();
    }
  });

  test('where the browser reports no largest paint, the first page view is counted SHOWN_WAIT_MS after the page is drawn (#32)', () => {
    showLaunchScreen();
    const tracking = TrackingStore.start(new SessionStore());
    pageShown('home');
    endLaunchScreen();
    jest.advanceTimersByTime(SHOWN_WAIT_MS.unreported - 1);
    expect(logPageView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(logPageView).toHaveBeenCalledTimes(1);
    tracking.stop();
  });

  test('where it reports them, a page with nothing larger than the emblem is counted at the latest SHOWN_WAIT_MS after (#32)', () => {
    const paints = fakePaintReports();
    try {
      showLaunchScreen();
      const tracking = TrackingStore.start(new SessionStore());
      pageShown('home');
      endLaunchScreen();
      jest.advanceTimersByTime(SHOWN_WAIT_MS.reported - 1);
      expect(logPageView).not.toHaveBeenCalled();
      jest.advanceTimersByTime(100);
      expect(logPageView).toHaveBeenCalledTimes(1);
      tracking.stop();
    } finally {
      paints.restore();
    }
  });

  test('hiding the app right after a page is shown still counts and sends that view', () => {
    let hide: (() => void) | undefined;
    jest.spyOn(Taro, 'onAppHide').mockImplementation(((listener: () => void) => {
      hide = listener;
    }) as never);
    const tracking = TrackingStore.start(new SessionStore());
    pageShown('news');
    pageShown('vote');
    hide?.();
    expect(logPageView).toHaveBeenCalledTimes(2);
    expect(logPageView).toHaveBeenLastCalledWith({ page: 'vote', userId: undefined });
    expect(sentBatches()[0].map((log) => log.pid)).toEqual(['news', 'vote']);
    jest.advanceTimersByTime(0);
    expect(logPageView).toHaveBeenCalledTimes(2);
    tracking.stop();
  });
});
