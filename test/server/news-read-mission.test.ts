import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import type { Database as Tables } from '../../server/src/tables';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { seedIfEmpty } from '../../server/src/seed/index';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import * as newsData from './helpers/fixtures/news';
import * as pointsData from './helpers/fixtures/points';

// Issue #11: a mission the client cannot prove is credited by the server only when the server saw
// the act. "Read a news story" is completed by GET /exhibitionNews/app/{id} of a signed-in
// visitor, once per its period (a Macau day), and never by the app's claim.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const readMission = () => pointsData.missionNamed(t.kysely, 'Read a news story');
const storyOf = (kind: 'news' | 'activity') => newsData.firstStoryOf(t.kysely, kind, t.clock.now());
const balanceOf = (userId: number) => pointsData.balanceOf(t.kysely, userId);
const ledgerOf = (userId: number) => pointsData.ledgerOf(t.kysely, userId);
const completionsOf = (missionId: number, userId?: number) =>
  pointsData.completionsOf(t.kysely, { id: missionId }, userId);
const read = (id: number, token?: string) =>
  t.call<{ id: number }>('GET', `/exhibitionNews/app/${id}`, token ? { token } : {});

test('the read mission is the server’s to complete, daily, with points', async () => {
  expect(await readMission()).toEqual(
    expect.objectContaining({ trigger: 'read', period: 'daily' }),
  );
  expect((await readMission()).points).toBeGreaterThan(0);
});

test('reading a story twice credits the mission once; the next Macau day credits it again', async () => {
  const mission = await readMission();
  const user = await t.register(testPhone(1101));
  const before = await balanceOf(user.id);
  const story = await storyOf('news');

  const reads = await Promise.all([read(story, user.token), read(story, user.token)]);
  expect(reads.map((a) => a.body.code)).toEqual([0, 0]);
  expect((await read(story, user.token)).body.code).toBe(0);
  expect(await balanceOf(user.id)).toBe(before + mission.points);
  expect(await ledgerOf(user.id)).toBe(before + mission.points);
  expect(await completionsOf(mission.id, user.id)).toBe(1);

  const page = await t.call<{ list: { id: number; completed: boolean }[] }>(
    'GET',
    '/grow/mission/page',
    { token: user.token, query: { pageSize: 50 } },
  );
  expect(page.body.data.list.find((m) => m.id === mission.id)?.completed).toBe(true);

  t.clock.advance(24 * 3600 * 1000);
  expect((await read(story, user.token)).body.code).toBe(0);
  expect(await balanceOf(user.id)).toBe(before + 2 * mission.points);
  expect(await completionsOf(mission.id, user.id)).toBe(2);
});

test('a guest reading a story credits nothing', async () => {
  const mission = await readMission();
  const all = await completionsOf(mission.id);
  const flows = await pointsData.flowCount(t.kysely);
  const answer = await read(await storyOf('news'));
  expect(answer.body.code).toBe(0);
  expect(await completionsOf(mission.id)).toBe(all);
  expect(await pointsData.flowCount(t.kysely)).toBe(flows);
});

test('opening an activity is not reading a news story', async () => {
  const mission = await readMission();
  const user = await t.register(testPhone(1102));
  const before = await balanceOf(user.id);
  expect((await read(await storyOf('activity'), user.token)).body.code).toBe(0);
  expect(await completionsOf(mission.id, user.id)).toBe(0);
  expect(await balanceOf(user.id)).toBe(before);
});

test('a direct claim of the read mission credits nothing, by either call', async () => {
  const mission = await readMission();
  const user = await t.register(testPhone(1103));
  const before = await balanceOf(user.id);
  const put = await t.call('PUT', '/grow/mission/complete', {
    token: user.token,
    body: { missionId: mission.id },
  });
  const get = await t.call('GET', `/grow/mission/complete/${mission.id}`, { token: user.token });
  expect([put.body.code, get.body.code]).toEqual([403, 403]);
  expect(await completionsOf(mission.id, user.id)).toBe(0);
  expect(await balanceOf(user.id)).toBe(before);
  expect(await ledgerOf(user.id)).toBe(before);
});

test('migration 9 hands the read mission of a running database to the server', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-m9-'));
  try {
    const db = openDatabase(dir);
    await migrate(
      createKysely(db),
      migrations.filter((m) => m.version < 9),
    );
    await seedIfEmpty(db, Date.now());
    // As the seed wrote it before this step.
    await pointsData.handMissionsToClient(createKysely<Tables>(db), ['read']);
    expect(
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version <= 9),
      ),
    ).toEqual([9]);
    expect(await pointsData.missionsWithTrigger(createKysely<Tables>(db), ['read'])).toEqual([
      { name_en: 'Read a news story', trigger: 'read' },
    ]);
    db.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
