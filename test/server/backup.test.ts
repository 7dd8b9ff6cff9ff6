import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backup, restore } from '../../server/src/cli/backup';
import { DB_FILE_NAME } from '../../server/src/db/database';
import {
  addDeliveryAddress,
  DEMO,
  startTestServer,
  submitWork,
  type TestServer,
} from './helpers/harness';
import { createTestDatabase, type TestDatabase } from './helpers/postgres';

// Issue #31, "Operating it": `npm run backup -- <file>` while the server runs, the database wiped,
// `npm run restore -- <file>`, and the demo visitor signs in to their points, orders and works as
// they were when the backup was taken.

jest.setTimeout(60_000);

interface State {
  points: number;
  orders: number[];
  works: string[];
}

async function stateOf(t: TestServer): Promise<State> {
  const token = await t.login(DEMO.phone, DEMO.password);
  const me = await t.call<{ points: number }>('GET', '/cus/user', { token });
  const orders = await t.call<{ list: { id: number }[] }>('GET', '/grow/integralTrade/page', {
    token,
    query: { pageNo: 1, pageSize: 100 },
  });
  const works = await t.call<{ list: { slogan: string }[] }>(
    'GET',
    '/votePlayer/public/applyPage',
    { token, query: { pageNo: 1, pageSize: 100 } },
  );
  return {
    points: me.body.data.points,
    orders: orders.body.data.list.map((o) => o.id),
    works: works.body.data.list.map((w) => w.slogan),
  };
}

/** The demo visitor orders a gift and submits a work: what a backup must bring back. */
async function makeHistory(t: TestServer): Promise<State> {
  const token = await t.login(DEMO.phone, DEMO.password);
  const addressId = await addDeliveryAddress(t, token);
  const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
    token,
    body: { spuId: 1, quantity: 1, addressId, idempotencyKey: 'backup-1' },
  });
  expect(order.body.code).toBe(0);
  expect((await submitWork(t, token, { slogan: '備份之後仍在' })).body.code).toBe(0);
  const taken = await stateOf(t);
  expect(taken.orders).toContain(order.body.data.id);
  expect(taken.works).toContain('備份之後仍在');
  return taken;
}

describe('backup and restore on SQLite (#31)', () => {
  const folders: string[] = [];
  const servers: TestServer[] = [];
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);

  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-backup-'));
    folders.push(dir);
    return dir;
  };
  const serve = async (dataDir: string, seed = true) => {
    const t = await startTestServer({ engine: 'sqlite', dataDir, seed });
    servers.push(t);
    return t;
  };

  afterEach(async () => {
    for (const t of servers.splice(0)) await t.close();
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    lines.length = 0;
  });

  it('a backup taken while the server runs brings back the demo visitor after a wipe', async () => {
    const dataDir = folder();
    const before = await serve(dataDir);
    const taken = await makeHistory(before);

    const file = path.join(folder(), 'programme.backup');
    expect(await backup([file], { DATA_DIR: dataDir }, out)).toBe(0);
    expect(lines.at(-1)).toContain(file);

    // The wipe: the server stopped, its database gone.
    await before.server.close();
    for (const name of fs.readdirSync(dataDir)) {
      if (name.startsWith(DB_FILE_NAME)) fs.rmSync(path.join(dataDir, name));
    }
    // An instance started on the wiped folder (without demo data) knows nobody; the restore
    // then goes over its empty schema.
    const wiped = await serve(dataDir, false);
    expect(await stateOf(wiped).catch((error: Error) => error.message)).toMatch(/login failed/);
    await wiped.server.close();

    expect(await restore([file], { DATA_DIR: dataDir }, out)).toBe(0);
    const after = await serve(dataDir);
    expect(await stateOf(after)).toEqual(taken);
  });

  it('says how to use it, and refuses a backup that is not there', async () => {
    expect(await backup([], {}, out)).toBe(2);
    expect(lines.join('\n')).toMatch(/Usage: npm run backup -- <file>/);
    const missing = path.join(folder(), 'nothing.backup');
    expect(await restore([missing], { DATA_DIR: folder() }, out)).toBe(1);
    expect(lines.at(-1)).toBe(`No backup at ${missing}.`);
  });
});

describe('backup and restore on PostgreSQL (#31)', () => {
  const databases: TestDatabase[] = [];
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-pg-backup-'));
  });

  afterAll(async () => {
    for (const database of databases.splice(0)) await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump while the server runs, pg_restore into an empty database: the same visitor', async () => {
    const source = await createTestDatabase();
    databases.push(source);
    const before = await startTestServer({ database: { url: source.url, poolSize: 4 } });
    let taken: State;
    const file = path.join(dir, 'programme.pgdump');
    const lines: string[] = [];
    try {
      taken = await makeHistory(before);
      expect(await backup([file], { DATABASE_URL: source.url }, (l) => lines.push(l))).toBe(0);
    } finally {
      await before.close();
    }
    expect(lines.at(-1)).toBe(`Backed up the PostgreSQL database to ${file}.`);

    const target = await createTestDatabase({ empty: true });
    databases.push(target);
    expect(await restore([file], { DATABASE_URL: target.url }, (l) => lines.push(l))).toBe(0);
    const after = await startTestServer({ database: { url: target.url, poolSize: 4 } });
    try {
      expect(await stateOf(after)).toEqual(taken);
    } finally {
      await after.close();
    }
  });
});
