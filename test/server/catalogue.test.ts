import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from './helpers/harness';
import * as trackingData from './helpers/fixtures/tracking';

let t: TestServer;
let h5Dir: string;
beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-h5-'));
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>app shell</title>');
  fs.mkdirSync(path.join(h5Dir, 'js'));
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.0123abcd.js'), 'console.log(1)');
  // As `npm run build:h5` leaves them (scripts/lib/precompress.mjs).
  const big = path.join(h5Dir, 'js', 'big.89abcdef.js');
  fs.writeFileSync(big, BIG_SCRIPT);
  fs.writeFileSync(`${big}.br`, zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(`${big}.gz`, zlib.gzipSync(BIG_SCRIPT));
  t = await startTestServer({ h5Dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(h5Dir, { recursive: true, force: true });
});

const LANGS = ['Zht', 'Zhs', 'Pt', 'En'] as const;
const BIG_SCRIPT = `${'console.log("a line of the app");\n'.repeat(200)}`;

/** A GET with exactly these headers (fetch would ask for and undo compression by itself). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('dictionaries and configuration', () => {
  test('appellation_type has Mr, Ms, Dr... in four languages and keeps the -1 placeholder for the client', async () => {
    const answer = await t.call<{ dictType: string; dataList: Record<string, string>[] }>(
      'GET',
      '/dict/data/getByType',
      {
        query: { dictType: 'appellation_type' },
      },
    );
    expect(answer.body.data.dictType).toBe('appellation_type');
    const values = answer.body.data.dataList.map((i) => i.dictValue);
    expect(values).toEqual(['-1', 'mr', 'ms', 'mrs', 'miss', 'dr', 'prof']);
    const mr = answer.body.data.dataList[1];
    expect([mr.labelZht, mr.labelZhs, mr.labelPt, mr.labelEn]).toEqual([
      '先生',
      '先生',
      'Sr.',
      'Mr',
    ]);
    for (const type of ['gender', 'member_type', 'area']) {
      const other = await t.call<{ dataList: unknown[] }>('GET', `/dict/data/byKey/${type}`);
      expect(other.body.data.dataList.length).toBeGreaterThan(1);
    }
  });

  test('area codes start with +853, and the second level lists Macau’s areas', async () => {
    const list = await t.call<{ areaCode: string; iso: string }[]>(
      'GET',
      '/country/data/countryList',
    );
    expect(list.body.data[0]).toMatchObject({ areaCode: '+853', iso: 'MO' });
    const second = await t.call<{ areaCode: string; children: { nameEn: string }[] }[]>(
      'GET',
      '/country/data/listSecond',
    );
    expect(second.body.data[0].children.map((c) => c.nameEn)).toEqual([
      'Macau Peninsula',
      'Taipa',
      'Coloane',
      'Cotai',
    ]);
    const info = await t.call<{ name: string; value: string }>(
      'GET',
      '/sys/params/public/country_info',
    );
    expect(JSON.parse(info.body.data.value)).toMatchObject({ areaCode: '+853' });
    expect((await t.call('GET', '/sys/params/public/no_such_param')).body.code).toBe(404);
  });

  test('rich-text pages 1-7 exist in four languages', async () => {
    for (let id = 1; id <= 7; id += 1) {
      const page = await t.call<Record<string, string>>('GET', `/pageInfo/${id}`);
      for (const lang of LANGS) {
        expect(page.body.data[`title${lang}`].length).toBeGreaterThan(1);
        expect(page.body.data[`content${lang}`]).toMatch(/^<p>/);
      }
    }
  });

  test('exhibition info, languages and the translation memory', async () => {
    const info = await t.call<{ nameEn: string }>('GET', '/exhibition/public/info');
    expect(info.body.data.nameEn).toContain('80th anniversary');
    const languages = await t.call<{ locale: string }[]>('GET', '/language');
    expect(languages.body.data.map((l) => l.locale)).toEqual(['zh-Hant', 'zh-Hans', 'pt', 'en']);
    const translated = await t.call('GET', '/language/translate/public/translate', {
      query: { text: '大三巴牌坊', to: 'pt' },
    });
    expect(translated.body.data).toBe('Ruínas de São Paulo');
    const unknown = await t.call('GET', '/language/translate/public/translate', {
      query: { text: '未知', to: 'en' },
    });
    expect(unknown.body.data).toBe('未知');
  });
});

describe('news, activities and content', () => {
  test('news paging, category filter, activities by kind, keyword search', async () => {
    const all = await t.call<{ list: { id: number; kind: string }[]; total: number }>(
      'GET',
      '/exhibitionNews/appPage',
      { query: { pageSize: 100 } },
    );
    const activities = await t.call<{
      list: { kind: string; startAt?: string; location?: string }[];
      total: number;
    }>('GET', '/exhibitionNews/appPage', {
      query: { kind: 'activity', pageSize: 100 },
    });
    expect(activities.body.data.total).toBeGreaterThan(0);
    expect(activities.body.data.total).toBeLessThan(all.body.data.total);
    expect(
      activities.body.data.list.every((a) => a.kind === 'activity' && a.startAt && a.location),
    ).toBe(true);
    const categories = await t.call<{ id: number; kind: string }[]>('GET', '/newsCategory/list', {
      query: { kind: 'activity' },
    });
    expect(categories.body.data.every((c) => c.kind === 'activity')).toBe(true);
    const search = await t.call<{ list: { titleEn: string }[] }>('GET', '/exhibitionNews/appPage', {
      query: { keyword: 'Lighthouse' },
    });
    expect(search.body.data.list).toHaveLength(1);
    const percent = await t.call<{ total: number }>('GET', '/exhibitionNews/appPage', {
      query: { keyword: '%' },
    });
    expect(percent.body.data.total).toBe(0);
  });

  test('lists leave out the rich-text bodies; the detail carries them in four languages', async () => {
    const CONTENT = ['contentZht', 'contentZhs', 'contentPt', 'contentEn'];
    const list = await t.call<{ list: Record<string, unknown>[] }>(
      'GET',
      '/exhibitionNews/appPage',
      { query: { pageSize: 100 } },
    );
    expect(list.body.data.list.length).toBeGreaterThan(0);
    for (const item of list.body.data.list) {
      expect(CONTENT.filter((key) => key in item)).toEqual([]);
      expect(item.titleZht).toEqual(expect.any(String));
    }
    const first = list.body.data.list[0];
    const detail = await t.call<Record<string, unknown>>('GET', `/exhibitionNews/app/${first.id}`);
    for (const key of CONTENT) expect(detail.body.data[key]).toEqual(expect.any(String));
  });

  test('a news detail counts its views and pictures are absolute URLs served by the server', async () => {
    const before = await t.call<{ views: number; cover: string }>('GET', '/exhibitionNews/app/1');
    const after = await t.call<{ views: number }>('GET', '/exhibitionNews/app/1');
    expect(after.body.data.views).toBe(before.body.data.views + 1);
    expect(before.body.data.cover).toMatch(new RegExp(`^${t.server.origin}/exhibition-api/art/`));
    const svg = await fetch(before.body.data.cover);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  });

  test('carousels by position, posters, gifts with stock and pictures, missions, badge types, AR sites', async () => {
    const home = await t.call<{ list: unknown[] }>('GET', '/carousel/info/page', {
      query: { position: 'home' },
    });
    expect(home.body.data.list).toHaveLength(3);
    const posters = await t.call<{ total: number }>('GET', '/poster/expand/appPage');
    expect(posters.body.data.total).toBe(3);
    const gifts = await t.call<{ list: { stock: number; pictures: string[]; points: number }[] }>(
      'GET',
      '/grow/integralSpu/page',
    );
    expect(gifts.body.data.list.length).toBe(6);
    expect(
      gifts.body.data.list.every((g) => g.stock > 0 && g.pictures.length > 0 && g.points > 0),
    ).toBe(true);
    const missions = await t.call<{ total: number }>('GET', '/grow/mission/page');
    expect(missions.body.data.total).toBe(9);
    const badgeTypes = await t.call<{ total: number }>('GET', '/badge/type/page');
    expect(badgeTypes.body.data.total).toBe(3);
    const ar = await t.call<{ list: { nameEn: string; latitude: number }[] }>(
      'GET',
      '/arParam/page',
    );
    expect(ar.body.data.list.map((s) => s.nameEn)).toEqual([
      "Ruins of St. Paul's",
      'A-Ma Temple',
      'Senado Square',
      'Guia Fortress',
      "Mandarin's House",
    ]);
    const rule = await t.call<{ contentEn: string }>('GET', '/grow/integralRule');
    expect(rule.body.data.contentEn).toContain('points');
  });

  test('tracking: a page view and a batch of logs on the tracking path', async () => {
    const pv = await t.call('POST', '/v1/js/log', { body: { page: 'home', title: '首頁' } });
    expect(pv.body.code).toBe(0);
    const logs = Array.from({ length: 3 }, (_, i) => ({
      os: 'h5',
      at: Date.now(),
      uuid: 'u-1',
      v: '1.0.1',
      eid: 1,
      pid: `page-${i}`,
    }));
    const batch = await t.call('POST', `${t.server.origin}/exhibition-tongji/v1/js/logs`, {
      body: logs,
    });
    expect(batch.body).toMatchObject({ code: 0, data: { accepted: 3 } });
    const tooMany = await t.call('POST', `${t.server.origin}/exhibition-tongji/v1/js/logs`, {
      body: Array(101).fill(logs[0]),
    });
    expect(tooMany.body.code).toBe(400);
    const stored = await trackingData.trackingCountOf(t.kysely, 'log');
    expect(stored).toBe(3);
  });
});

describe('the H5 app', () => {
  test('H5 aliases and unknown app paths answer index.html; files are served; API paths are not', async () => {
    for (const route of ['/', '/home', '/points', '/gift/detail?id=2', '/pages/vote/detail']) {
      const response = await fetch(`${t.server.origin}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('app shell');
    }
    const js = await fetch(`${t.server.origin}/js/app.0123abcd.js`);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.server.origin}/js/missing.js`)).status).toBe(404);
    const api = await t.call('GET', '/unknown');
    expect(api.body.code).toBe(404);
  });

  test('scripts go out brotli- or gzip-compressed as the browser accepts, plain otherwise', async () => {
    const url = `${t.server.origin}/js/big.89abcdef.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });
});
