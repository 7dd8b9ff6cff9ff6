import { cacheSize } from '../../server/src/lib/response-cache';
import {
  anotherConnection,
  DEMO,
  startTestServer,
  testPhone,
  type TestServer,
} from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as addressData from './helpers/fixtures/address';
import * as newsData from './helpers/fixtures/news';
import * as pointsData from './helpers/fixtures/points';
import type { Db } from './helpers/fixtures/db';

// Issue #14: the public lists (SPEC §7 news, categories, adverts, home blocks, hot words, gifts)
// are answered from memory while nothing they read has changed. Every test here reads a list,
// changes what it reads in one way a real server sees, and proves the next read is fresh.

interface Page<T> {
  list: T[];
  total: number;
}
interface NewsItem {
  id: number;
  titleZht: string;
  titleEn: string;
  views: number;
}
interface Gift {
  id: number;
  stock: number;
}

const NEWS = '/exhibitionNews/appPage';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function newsPage(query: Record<string, string | number> = {}, lang?: string) {
  const answer = await t.call<Page<NewsItem>>('GET', NEWS, {
    query: { pageSize: 50, ...query },
    lang,
  });
  expect(answer.body.code).toBe(0);
  return answer;
}

const titleOf = (page: Page<NewsItem>, id: number) => page.list.find((n) => n.id === id)?.titleEn;

describe('public list cache (issue #14)', () => {
  test('a second read is served from memory, byte for byte the answer of the first', async () => {
    const query = { pageNo: 1, pageSize: 7 };
    const first = await newsPage(query);
    const kept = cacheSize(t.server.app).entries;
    expect(kept).toBeGreaterThan(0);
    const second = await newsPage(query);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(cacheSize(t.server.app).entries).toBe(kept);
  });

  test('a write by this server (a story edited) makes the next read fresh', async () => {
    const before = await newsPage();
    const id = before.body.data.list[0].id;
    await newsData.setNewsTitle(t.kysely, id, 'en', 'Edited by the server');
    expect(titleOf((await newsPage()).body.data, id)).toBe('Edited by the server');
  });

  test('opening a story counts its view, and the list shows the new count at once', async () => {
    const before = (await newsPage()).body.data.list[0];
    const detail = await t.call('GET', `/exhibitionNews/app/${before.id}`);
    expect(detail.body.code).toBe(0);
    const after = (await newsPage()).body.data.list.find((n) => n.id === before.id);
    expect(after?.views).toBe(before.views + 1);
  });

  test('a commit by another connection to the database makes the next read fresh', async () => {
    const id = (await newsPage()).body.data.list[1].id;
    const other = anotherConnection(t);
    try {
      await newsData.setNewsTitle(other.kysely, id, 'en', 'Edited elsewhere');
    } finally {
      await other.close();
    }
    expect(titleOf((await newsPage()).body.data, id)).toBe('Edited elsewhere');
  });

  test('a story scheduled for later appears when its time comes, with no write in between', async () => {
    const due = t.clock.now() + 60 * 60 * 1000;
    const id = await newsData.addStory(t.kysely, {
      zht: '預定',
      en: 'Scheduled',
      publishedAt: due,
    });
    expect(titleOf((await newsPage()).body.data, id)).toBeUndefined();
    expect(titleOf((await newsPage()).body.data, id)).toBeUndefined();
    t.clock.set(due);
    expect(titleOf((await newsPage()).body.data, id)).toBe('Scheduled');
    // And when the clock is moved back before it, it is gone again.
    t.clock.set(due - 1);
    expect(titleOf((await newsPage()).body.data, id)).toBeUndefined();
  });

  test('each language has its own answer (the message is localized)', async () => {
    const zh = await newsPage({ pageNo: 1 }, 'zh-Hant');
    const en = await newsPage({ pageNo: 1 }, 'en');
    expect(zh.body.msg).not.toBe(en.body.msg);
    expect((await newsPage({ pageNo: 1 }, 'zh-Hant')).body.msg).toBe(zh.body.msg);
    expect(en.body.data).toEqual(zh.body.data);
  });

  test('a refused query is answered by the route, never kept', async () => {
    const entries = cacheSize(t.server.app).entries;
    const bad = await t.call('GET', NEWS, { query: { pageSize: 1000 } });
    expect(bad.body.code).toBe(400);
    expect(cacheSize(t.server.app).entries).toBe(entries);
    expect((await t.call('GET', NEWS, { query: { pageSize: 1000 } })).body.code).toBe(400);
  });

  test('categories, adverts, home blocks and hot words follow writes to their tables', async () => {
    const cases: [string, (db: Db) => Promise<void>, string, (data: unknown) => unknown][] = [
      [
        '/newsCategory/list',
        (db) => newsData.renameFirstCategory(db, 'Renamed'),
        'Renamed',
        (data) => (data as { nameEn: string }[]).map((c) => c.nameEn),
      ],
      [
        '/layout/management/page',
        (db) => newsData.renameFirstBlock(db, 'Block renamed'),
        'Block renamed',
        (data) => (data as Page<{ titleEn: string }>).list.map((b) => b.titleEn),
      ],
      [
        '/news/word/page',
        (db) => newsData.addHotWord(db, 'fresh word', -1),
        'fresh word',
        (data) => (data as Page<{ word: string }>).list.map((w) => w.word),
      ],
    ];
    for (const [url, write, expected, values] of cases) {
      const before = await t.call('GET', url);
      expect(before.body.code).toBe(0);
      expect(values(before.body.data)).not.toContain(expected);
      await write(t.kysely);
      const after = await t.call('GET', url);
      expect(values(after.body.data)).toContain(expected);
    }
    const typeId = await newsData.firstAdvertType(t.kysely);
    const adverts = async () =>
      (await t.call<{ link: string }[]>('GET', `/news/sysAdvert/getType/${typeId}`)).body.data;
    expect((await adverts()).map((a) => a.link)).not.toContain('/pages/fresh');
    await newsData.setAdvertLinks(t.kysely, typeId, '/pages/fresh');
    expect((await adverts()).map((a) => a.link)).toContain('/pages/fresh');
  });

  test('an exchange takes a gift from stock, and the gift list shows it at once', async () => {
    const gifts = async () =>
      (await t.call<Page<Gift>>('GET', '/grow/integralSpu/page', { query: { pageSize: 100 } })).body
        .data.list;
    const user = await t.register(testPhone(9101));
    await pointsData.setPoints(t.kysely, user.id, 100000);
    const gift = (await gifts()).find((g) => g.stock > 0) as Gift;
    const addressId = await addressData.addDefaultAddress(
      t.kysely,
      user.id,
      {
        contact: 'Chan Tai Man',
        areaCode: '+853',
        phone: '61239876',
        area: 'macau-peninsula',
        detailAddress: 'Rua Central 1',
      },
      t.clock.now(),
    );
    const exchange = await t.call('POST', '/grow/integralTrade', {
      token: user.token,
      body: { spuId: gift.id, quantity: 1, addressId, idempotencyKey: 'cache-test-1' },
    });
    expect(exchange.body.code).toBe(0);
    expect((await gifts()).find((g) => g.id === gift.id)?.stock).toBe(gift.stock - 1);
  });
});

describe('the authenticated points flow stays per reader (issue #14)', () => {
  test('each account reads its own ledger, reasons in its language or else in Zht', async () => {
    const demo = await t.login(DEMO.phone, DEMO.password);
    const other = await t.register(testPhone(9102));
    const flows = async (token: string, lang: string) =>
      (
        await t.call<Page<{ id: number; reason: string }>>('GET', '/grow/integralFlow/page', {
          token,
          lang,
        })
      ).body.data;
    const demoUserId = (await accountData.userIdByPhone(t.kysely, '+853', DEMO.phone)) as number;
    await pointsData.addFlow(t.kysely, {
      userId: demoUserId,
      amount: 5,
      balanceAfter: 5,
      reasonKey: 'test',
      reason: { zht: '只有中文', pt: '', en: 'Only in English' },
      createdAt: t.clock.now(),
    });
    const [newestEn] = (await flows(demo, 'en')).list;
    expect(newestEn.reason).toBe('Only in English');
    const [newestPt] = (await flows(demo, 'pt')).list;
    expect(newestPt.reason).toBe('只有中文');
    const otherIds = (await flows(other.token, 'en')).list.map((f) => f.id);
    expect(otherIds).not.toContain(newestEn.id);
  });
});
