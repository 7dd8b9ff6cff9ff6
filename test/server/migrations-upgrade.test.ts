import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/src/db/database';
import { MIGRATION_NAMES } from '../../server/src/db/migrations';
import { startTestServer, DEMO, type TestServer } from './helpers/harness';
import * as schema from './helpers/fixtures/schema';

// Issue #30: migrations run through Kysely's Migrator. A data folder written by the code before it
// (the old runner's schema_migrations, the contest module's own step 1301) upgrades in place on
// first start: nothing runs twice, nothing is lost, and it ends with the schema a new one gets.

const FIXTURE = path.join(__dirname, 'fixtures', 'database-before-30.sql');

/** A data folder holding the fixture's database, as the old code left it. */
function oldDataFolder(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-old-'));
  const db = new Database(path.join(dataDir, DB_FILE_NAME));
  schema.loadDump(db, fs.readFileSync(FIXTURE, 'utf8'));
  db.close();
  return dataDir;
}

const schemaOf = (server: TestServer) => schema.schemaOf(server.db);

describe('a data folder from before the Migrator', () => {
  let upgraded: TestServer;
  let fresh: TestServer;

  beforeAll(async () => {
    // A data folder is SQLite's: on SQLite in every run (the old runner never ran on PostgreSQL).
    upgraded = await startTestServer({ engine: 'sqlite', dataDir: oldDataFolder() });
    fresh = await startTestServer({ engine: 'sqlite' });
  });

  afterAll(async () => {
    for (const server of [upgraded, fresh]) {
      await server.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test('records what the old runner ran as Migrator migrations, and runs none again', () => {
    const recorded = schema.migrationNames(upgraded.db);
    expect(recorded).toEqual(MIGRATION_NAMES);
    expect(schema.schemaObject(upgraded.db, 'schema_migrations')).toBeUndefined();
  });

  test('the visitor, the order and the work with its votes are found over HTTP', async () => {
    const token = await upgraded.login('66554433', 'Fixture@2026');
    const me = await upgraded.call<{ id: number; name: string }>('GET', '/cus/user/info', {
      token,
    });
    expect(me.body.data).toMatchObject({ id: 10, name: 'Fixture Visitor' });

    const demo = await upgraded.login(DEMO.phone, DEMO.password);
    const orders = await upgraded.call<{ list: { spuId: number; quantity: number }[] }>(
      'GET',
      '/grow/integralTrade/page',
      { token: demo, query: { pageNo: 1, pageSize: 10 } },
    );
    expect(orders.body.data.list).toContainEqual(
      expect.objectContaining({ spuId: 1, quantity: 1 }),
    );

    const work = await upgraded.call<{ id: number; votes: number }>(
      'GET',
      '/votePlayer/public/detail/11',
    );
    expect(work.body.data).toMatchObject({ id: 11, votes: 53 });
  });

  test('ends with the schema a new data folder gets', () => {
    expect(schemaOf(upgraded)).toEqual(schemaOf(fresh));
    expect(schema.migrationNames(fresh.db)).toEqual(MIGRATION_NAMES);
  });
});
