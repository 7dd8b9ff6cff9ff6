import type { Kysely } from 'kysely';
import { DEMO, startTestServer, type TestServer } from './helpers/harness';
import * as engine from './helpers/fixtures/postgres';
import { createTestDatabase, type TestDatabase } from './helpers/postgres';

// Issue #31: the server on PostgreSQL through real HTTP: migrated and seeded there, the news list
// and a demo visitor's sign-in; two instances on one database, a write through one seen at once
// by the other's cached list.

interface NewsItem {
  id: number;
  titleEn: string;
}

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { database: { url: database.url, poolSize: 4 } };
  a = await startTestServer(shared);
  b = await startTestServer(shared);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

const newsThrough = async (t: TestServer) => {
  const answer = await t.call<{ list: NewsItem[]; total: number }>(
    'GET',
    '/exhibitionNews/appPage',
    { query: { pageNo: 1, pageSize: 5 }, lang: 'en' },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};

test('runs on PostgreSQL: the seeded news list and the demo visitor signing in', async () => {
  expect(a.server.app.ctx.engine.kind).toBe('postgres');
  const page = await newsThrough(a);
  expect(page.total).toBeGreaterThan(0);
  expect(page.list[0]).toEqual(expect.objectContaining({ id: expect.any(Number) }));
  const token = await a.login(DEMO.phone, DEMO.password, DEMO.areaCode);
  const me = await a.call<{ phone: string }>('GET', '/cus/user', { token });
  expect(me.body.code).toBe(0);
  expect(me.body.data.phone).toBe(DEMO.phone);
});

test("a write through one instance is in the other's cached list on its next read", async () => {
  const before = await newsThrough(b);
  // Read twice: the second answer comes from b's cache.
  expect(await newsThrough(b)).toEqual(before);
  const story = before.list[0];
  await engine.retitleStory(
    a.kysely as unknown as Kysely<unknown>,
    story.id,
    'Retitled through instance A',
  );
  const after = await newsThrough(b);
  expect(after.list.find((n) => n.id === story.id)?.titleEn).toBe('Retitled through instance A');
});
