import Taro from '@tarojs/taro';
import { get, OFFLINE, post, put, setUnauthorizedHandler } from '@/shared/api/http';
import { exchangeGift } from '@/features/gifts/api';
import { castVote, getVoteInfo, getVotePlayerPage, signUpWork } from '@/features/contest/api';
import { getNewsPage } from '@/features/news';
import {
  keepAnswer,
  OFFLINE_CACHE_LIMITS,
  offlineKey,
  oldestSavedAt,
  readAnswer,
  savedAtOf,
} from '@/shared/api/offline-cache';
import { setLocale, t } from '@/shared/i18n';
import { saveSession } from '@/shared/lib/storage';
import { PagedList } from '@/shared/stores/paged-list';
import { SessionStore } from '@/shared/stores/session-store';
import {
  answer,
  apiSuite,
  API_BASE,
  envelope,
  failNetwork,
  rejection,
  type TaroMocks,
  toastTitles,
} from './harness';

// Issue #14 (weak networks): the last good first page of a list is kept and shown offline; SPEC
// §7 (a success is code 0), §8 (a network failure still toasts), §4 (logout clears storage).

const mocksOf = apiSuite();
let mocks: TaroMocks;
beforeEach(() => {
  mocks = mocksOf();
});
afterEach(() => setLocale('zh-Hant'));

const PAGE = { list: [{ id: 1, title: 'A' }], total: 1, pageNo: 1, pageSize: 10 };
const NEWS = '/exhibitionNews/appPage';

function signIn(id: number): void {
  saveSession(`token-${id}`, Math.floor(Date.now() / 1000) + 3600, { id });
}

/** One good answer, then the network drops. */
async function seeOnceThenGoOffline(load: () => Promise<unknown>, data: unknown = PAGE) {
  answer(mocks, 200, envelope(data));
  await load();
  failNetwork(mocks);
}

describe('a list seen once is shown offline', () => {
  it('serves the last good answer when the network fails, marked with when it was saved', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 8, 3, 1, 30));
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1, pageSize: 10 }));
    const offline = await getNewsPage({ pageNo: 1, pageSize: 10 });
    expect(offline).toEqual(PAGE);
    expect(savedAtOf(offline)).toBe(Date.UTC(2025, 8, 3, 1, 30));
    // SPEC §8 still holds: the visitor is told the network failed.
    expect(toastTitles(mocks)).toEqual([t('error.network')]);
  });

  it('a fresh answer carries no saved time', async () => {
    answer(mocks, 200, envelope(PAGE));
    expect(savedAtOf(await getNewsPage({ pageNo: 1 }))).toBeUndefined();
  });

  it('without a kept answer the network failure reaches the caller as before', async () => {
    failNetwork(mocks);
    const error = await rejection(getNewsPage({ pageNo: 1 }));
    expect(error.kind).toBe('network');
  });

  it('a server error code or HTTP error is never answered from the cache (SPEC §8)', async () => {
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1 }));
    answer(mocks, 200, envelope(null, 500, '系統繁忙'));
    expect((await rejection(getNewsPage({ pageNo: 1 }))).kind).toBe('business');
    answer(mocks, 503, { msg: 'down' });
    expect((await rejection(getNewsPage({ pageNo: 1 }))).kind).toBe('http');
  });

  it('only calls that ask for it are kept', async () => {
    await seeOnceThenGoOffline(() => get('/grow/integralTrade/page', { pageNo: 1 }));
    expect((await rejection(get('/grow/integralTrade/page', { pageNo: 1 }))).kind).toBe('network');
  });

  it('only the first page is kept: a next page offline fails', async () => {
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 2, pageSize: 10 }));
    expect((await rejection(getNewsPage({ pageNo: 2, pageSize: 10 }))).kind).toBe('network');
  });

  it('the newest good answer replaces the older one', async () => {
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1 }));
    const newer = { ...PAGE, list: [{ id: 2, title: 'B' }] };
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1 }), newer);
    expect(await getNewsPage({ pageNo: 1 })).toEqual(newer);
  });
});

describe('keying: call + query + language + account', () => {
  it('another query, another language or another account does not read the kept list', async () => {
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1, categoryId: 3 }));
    expect(await getNewsPage({ pageNo: 1, categoryId: 3 })).toEqual(PAGE);
    await rejection(getNewsPage({ pageNo: 1, categoryId: 4 }));
    await rejection(getVotePlayerPage({ pageNo: 1, groupId: 3 }));

    setLocale('pt');
    await rejection(getNewsPage({ pageNo: 1, categoryId: 3 }));
    setLocale('zh-Hant');

    signIn(8);
    await rejection(getNewsPage({ pageNo: 1, categoryId: 3 }));
  });

  it("an account's list (its votes of today) is never shown to another account", async () => {
    signIn(7);
    await seeOnceThenGoOffline(getVoteInfo, { id: 1, votesUsedToday: 3 });
    expect(await getVoteInfo()).toEqual({ id: 1, votesUsedToday: 3 });
    signIn(8);
    await rejection(getVoteInfo());
  });

  it('the key names the URL with its query, the language and the account', () => {
    expect(offlineKey(`${API_BASE}${NEWS}?pageNo=1`, 'pt', 7)).toBe(
      `${API_BASE}${NEWS}?pageNo=1|pt|7`,
    );
    expect(offlineKey(`${API_BASE}${NEWS}?pageNo=1`, 'pt', undefined)).toBe(
      `${API_BASE}${NEWS}?pageNo=1|pt|`,
    );
  });
});

describe('bounds', () => {
  it(`keeps at most ${OFFLINE_CACHE_LIMITS.entries} lists, dropping the one used longest ago`, () => {
    const count = OFFLINE_CACHE_LIMITS.entries;
    for (let i = 0; i < count; i++) keepAnswer(`list-${i}`, { i });
    // Reading list-0 makes it the most recent: list-1 is now the oldest.
    expect(readAnswer('list-0')).toEqual({ i: 0 });
    keepAnswer('one-more', { i: 'new' });
    expect(readAnswer('list-1')).toBeUndefined();
    expect(readAnswer('list-0')).toEqual({ i: 0 });
    expect(readAnswer('one-more')).toEqual({ i: 'new' });
    const kept = Taro.getStorageInfoSync().keys.filter((key) => key.startsWith('offline:'));
    expect(kept).toHaveLength(count);
  });

  it('does not keep an answer over the size bound, and forgets the older copy', () => {
    keepAnswer('big', { text: 'small' });
    expect(readAnswer('big')).toEqual({ text: 'small' });
    keepAnswer('big', { text: 'x'.repeat(OFFLINE_CACHE_LIMITS.entryChars) });
    expect(readAnswer('big')).toBeUndefined();
    expect(Taro.getStorageInfoSync().keys.filter((key) => key.startsWith('offline:'))).toEqual([]);
  });

  it('a kept answer read back under another key is not served', () => {
    keepAnswer('a', { v: 1 });
    expect(readAnswer('b')).toBeUndefined();
  });

  it('for a screen of several answers, the oldest saved time', () => {
    keepAnswer('one', { v: 1 }, 1_000);
    keepAnswer('two', { v: 2 }, 5_000);
    expect(oldestSavedAt([readAnswer('two'), { fresh: true }, readAnswer('one')])).toBe(1_000);
    expect(oldestSavedAt([{ fresh: true }, undefined])).toBeUndefined();
  });
});

describe('logout clears the kept lists (SPEC §4)', () => {
  it('signing out forgets every kept list', async () => {
    signIn(7);
    const session = new SessionStore();
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1 }));
    expect(await getNewsPage({ pageNo: 1 })).toEqual(PAGE);
    session.signOut();
    signIn(7);
    await rejection(getNewsPage({ pageNo: 1 }));
  });

  it('a 401 (clearAll) forgets them too', async () => {
    jest.useFakeTimers();
    setUnauthorizedHandler(() => undefined);
    await seeOnceThenGoOffline(() => getNewsPage({ pageNo: 1 }));
    answer(mocks, 200, envelope(null, 401, 'expired'));
    const pending = rejection(get('/cus/user'));
    await jest.advanceTimersByTimeAsync(1000);
    await pending;
    failNetwork(mocks);
    await rejection(getNewsPage({ pageNo: 1 }));
  });
});

describe('writes are never kept or queued', () => {
  const writes: [string, () => Promise<unknown>][] = [
    [
      'exchange a gift',
      () => exchangeGift({ spuId: 1, quantity: 1, addressId: 2, idempotencyKey: 'k1' }),
    ],
    ['cast a vote', () => castVote({ playerId: 5 })],
    ['claim a mission', () => put('/grow/mission/complete', { id: 1 }, OFFLINE)],
    ['submit a work', () => signUpWork({} as never)],
    ['any POST, even when asked to', () => post('/voteRecord', { playerId: 5 }, OFFLINE)],
  ];

  it.each(writes)(
    '%s offline: fails with the network message, sent once, never again',
    async (_label, write) => {
      answer(mocks, 200, envelope({ ok: true }));
      await write();
      failNetwork(mocks);
      const error = await rejection(write());
      // A write's failure also says that its change is not confirmed (issue #21).
      expect(error).toMatchObject({ kind: 'network', msg: t('error.writeNetwork') });
      expect(toastTitles(mocks)).toEqual([t('error.writeNetwork')]);
      // Back online: a later read sends only itself; the failed write is not replayed.
      answer(mocks, 200, envelope(PAGE));
      const before = mocks.request.mock.calls.length;
      await getNewsPage({ pageNo: 1 });
      expect(mocks.request.mock.calls.length).toBe(before + 1);
      expect(mocks.request.mock.calls.map((call) => call[0].method)).toEqual([
        expect.stringMatching(/POST|PUT/),
        expect.stringMatching(/POST|PUT/),
        'GET',
      ]);
    },
  );
});

describe('PagedList reads offline', () => {
  const fetcher = (query: { pageNo: number; pageSize: number }) => getNewsPage(query);

  it('shows the kept first page with its time, asks no next page, and a good refresh clears it', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const page = { ...PAGE, total: 30 };
    answer(mocks, 200, envelope(page));
    await new PagedList(fetcher).refresh();

    failNetwork(mocks);
    const list = new PagedList(fetcher);
    await list.refresh();
    expect(list.items).toEqual(page.list);
    expect(list.offlineAt).toBe(1_700_000_000_000);
    expect(list.error).toBeUndefined();

    const sent = mocks.request.mock.calls.length;
    await list.loadMore();
    expect(mocks.request.mock.calls.length).toBe(sent);

    answer(mocks, 200, envelope({ ...page, list: [{ id: 9, title: 'Fresh' }] }));
    await list.refresh();
    expect(list.offlineAt).toBeUndefined();
    expect(list.items).toEqual([{ id: 9, title: 'Fresh' }]);
  });

  it('with nothing kept, the error state as before', async () => {
    failNetwork(mocks);
    const list = new PagedList(fetcher);
    await list.refresh();
    expect(list.items).toEqual([]);
    expect(list.offlineAt).toBeUndefined();
    expect(list.error).toMatchObject({ kind: 'network' });
  });
});
