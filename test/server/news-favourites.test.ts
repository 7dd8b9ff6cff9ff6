import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import type { Database as Tables } from '../../server/src/tables';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { seedIfEmpty } from '../../server/src/seed/index';
import { startTestServer, testPhone, type TestServer, type TestUser } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as newsData from './helpers/fixtures/news';
import * as pointsData from './helpers/fixtures/points';

// Favourites of news (issue #12; server/API.md "Favourites"). SPEC §7 lists POST and DELETE
// /crm/userFootprint and GET /jobCollect/page, and SPEC §2 the favourites page /pages-my/collect:
// a kept story is a footprint of kind 'collect', removed by its id, listed on the favourites
// page with its type, beside the exhibits the visitor follows.

interface Favourite {
  id: number;
  type: 'exhibit' | 'news' | 'activity';
  targetId: number;
  exhibitId?: number;
  name: string;
  nameZht: string;
  nameZhs: string;
  namePt: string;
  nameEn: string;
  cover: string;
  createdAt: string;
}
interface Page<T> {
  list: T[];
  total: number;
}

let t: TestServer;
let nextPhone = 8100;
let story: { id: number; titleZht: string; titlePt: string; titleEn: string };
let activityId: number;

beforeAll(async () => {
  t = await startTestServer();
  const news = await t.call<Page<typeof story>>('GET', '/exhibitionNews/appPage', {
    query: { kind: 'news', pageSize: 1 },
  });
  story = news.body.data.list[0];
  const activities = await t.call<Page<{ id: number }>>('GET', '/exhibitionNews/appPage', {
    query: { kind: 'activity', pageSize: 1 },
  });
  activityId = activities.body.data.list[0].id;
});
afterAll(() => t.close());

const newUser = () => t.register(testPhone(nextPhone++));

const keep = (user: TestUser, targetId: number, type = 'news') =>
  t.call<{ id: number }>('POST', '/crm/userFootprint', {
    token: user.token,
    body: { type, targetId, kind: 'collect' },
  });
const remove = (user: TestUser, ids: number[]) =>
  t.call('DELETE', '/crm/userFootprint', { token: user.token, body: ids });
const favourites = async (user: TestUser) =>
  (await t.call<Page<Favourite>>('GET', '/jobCollect/page', { token: user.token })).body;

describe('news favourites (SPEC §7 /crm/userFootprint, /jobCollect/page)', () => {
  test('a guest can neither keep a story nor read a favourites page', async () => {
    const body = { type: 'news', targetId: story.id, kind: 'collect' };
    expect((await t.call('POST', '/crm/userFootprint', { body })).body.code).toBe(401);
    expect((await t.call('GET', '/jobCollect/page')).body.code).toBe(401);
  });

  test('a kept story is on the favourites page with its type and its names in four languages', async () => {
    const user = await newUser();
    const kept = await keep(user, story.id);
    expect(kept.body.code).toBe(0);
    const page = await favourites(user);
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(1);
    const [item] = page.data.list;
    expect(item).toMatchObject({
      id: kept.body.data.id,
      type: 'news',
      targetId: story.id,
      nameZht: story.titleZht,
      namePt: story.titlePt,
      nameEn: story.titleEn,
    });
    expect(item.namePt).not.toMatch(/\p{Script=Han}/u);
    expect(item.exhibitId).toBeUndefined();
    expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
  });

  test('keeping a story twice, or twice at once, keeps it once under the same id', async () => {
    const user = await newUser();
    const first = await keep(user, story.id);
    const again = await Promise.all([keep(user, story.id), keep(user, story.id)]);
    expect(again.map((a) => a.body.data.id)).toEqual([first.body.data.id, first.body.data.id]);
    expect((await favourites(user)).data.total).toBe(1);
  });

  test('signed in, the story says whether it is kept and by which favourite; a guest sees neither', async () => {
    const user = await newUser();
    const before = await t.call<{ favouriteId?: number }>(
      'GET',
      `/exhibitionNews/app/${story.id}`,
      { token: user.token },
    );
    expect(before.body.data.favouriteId).toBeUndefined();
    const kept = await keep(user, story.id);
    const after = await t.call<{ favouriteId?: number }>('GET', `/exhibitionNews/app/${story.id}`, {
      token: user.token,
    });
    expect(after.body.data.favouriteId).toBe(kept.body.data.id);
    const guest = await t.call<Record<string, unknown>>('GET', `/exhibitionNews/app/${story.id}`);
    expect(guest.body.data).not.toHaveProperty('favouriteId');
  });

  test('removing it takes it off the page; a second removal is 404 and changes nothing', async () => {
    const user = await newUser();
    const kept = await keep(user, story.id);
    expect((await remove(user, [kept.body.data.id])).body.code).toBe(0);
    expect((await favourites(user)).data.total).toBe(0);
    expect((await remove(user, [kept.body.data.id])).body.code).toBe(404);
    const detail = await t.call<{ favouriteId?: number }>(
      'GET',
      `/exhibitionNews/app/${story.id}`,
      { token: user.token },
    );
    expect(detail.body.data.favouriteId).toBeUndefined();
  });

  test("another visitor can neither see nor remove someone's favourite", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const kept = await keep(owner, story.id);
    expect((await favourites(stranger)).data.total).toBe(0);
    expect((await remove(stranger, [kept.body.data.id])).body.code).toBe(404);
    expect((await favourites(owner)).data.list.map((f) => f.id)).toEqual([kept.body.data.id]);
  });

  test('a favourite is not a visit: the footprint count, the visit list and `read` ignore it', async () => {
    const user = await newUser();
    await keep(user, story.id);
    const count = await t.call<number>('GET', '/crm/userFootprint/getCount', {
      token: user.token,
    });
    expect(count.body.data).toBe(0);
    const visits = await t.call<Page<unknown>>('GET', '/crm/userFootprint/page', {
      token: user.token,
    });
    expect(visits.body.data.total).toBe(0);
    const feed = await t.call<Page<{ id: number; read: boolean }>>(
      'GET',
      '/exhibitionNews/user/appPage',
      { token: user.token, query: { kind: 'news', pageSize: 1 } },
    );
    expect(feed.body.data.list[0]).toMatchObject({ id: story.id, read: false });
    // A visit beside it is its own footprint and leaves the favourite alone.
    const visit = await t.call<{ id: number }>('POST', '/crm/userFootprint', {
      token: user.token,
      body: { type: 'news', targetId: story.id },
    });
    expect(visit.body.code).toBe(0);
    expect((await favourites(user)).data.total).toBe(1);
  });

  test('an activity can be kept too; exhibits followed stay on the same page, newest first', async () => {
    const user = await newUser();
    const follow = await t.call('POST', '/crm/exhibitsInterest/attentionSpu', {
      token: user.token,
      form: { spuId: 2 },
    });
    expect(follow.body.code).toBe(0);
    t.clock.advance(1000);
    const kept = await keep(user, activityId, 'activity');
    expect(kept.body.code).toBe(0);
    const page = await favourites(user);
    expect(page.data.list.map((f) => [f.type, f.targetId])).toEqual([
      ['activity', activityId],
      ['exhibit', 2],
    ]);
    expect(page.data.list[1].exhibitId).toBe(2);
  });

  test('what cannot be kept is refused with a clear answer and keeps nothing', async () => {
    const user = await newUser();
    const missing = await keep(user, 999_999);
    expect(missing.body.code).toBe(404);
    // A story asked for as an activity (or the other way round) is not that thing.
    expect((await keep(user, story.id, 'activity')).body.code).toBe(404);
    const gift = await keep(user, 1, 'gift');
    expect(gift.body.code).toBe(400);
    expect(gift.body.msg).not.toBe('');
    const badKind = await t.call('POST', '/crm/userFootprint', {
      token: user.token,
      body: { type: 'news', targetId: story.id, kind: 'like' },
    });
    expect(badKind.body.code).toBe(400);
    await newsData.setPublishedAt(t.kysely, story.id, t.clock.now() + 86_400_000);
    try {
      expect((await keep(user, story.id)).body.code).toBe(404);
    } finally {
      await newsData.setPublishedAt(t.kysely, story.id, t.clock.now());
    }
    expect((await favourites(user)).data.total).toBe(0);
  });
});

describe('migration 8 on a database that already runs', () => {
  test('keeps every footprint as a visit and hands the quiz and AR missions to the server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-m8-'));
    try {
      const db = openDatabase(dir);
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version < 8),
      );
      await seedIfEmpty(db, Date.now());
      accountData.addFootprintBefore8(db, {
        id: 77,
        userId: 1,
        type: 'news',
        targetId: 3,
        createdAt: 5,
      });
      // As the seed wrote them before this step.
      await pointsData.handMissionsToClient(createKysely<Tables>(db), ['quiz', 'ar']);
      expect(
        (await pointsData.missionsWithTrigger(createKysely<Tables>(db), ['quiz', 'ar'])).length,
      ).toBe(0);

      expect(
        await migrate(
          createKysely(db),
          migrations.filter((m) => m.version <= 8),
        ),
      ).toEqual([8]);
      expect(accountData.footprintById(db, 77)).toEqual({
        id: 77,
        user_id: 1,
        kind: 'visit',
        type: 'news',
        target_id: 3,
        created_at: 5,
      });
      const triggers = await pointsData.missionsWithTrigger(createKysely<Tables>(db), [
        'quiz',
        'ar',
      ]);
      expect(triggers).toEqual([
        { name_en: 'Complete the AR heritage tour', trigger: 'ar' },
        { name_en: 'Take the exhibition quiz', trigger: 'quiz' },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
