import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/src/db/database';
import type { Kysely } from 'kysely';
import type { Database as Tables } from '../../server/src/tables';
import { createKysely, runScript } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrationName, migrations } from '../../server/src/db/migrations';
import { seedIfEmpty } from '../../server/src/seed/index';
import { startTestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as exhibitionData from './helpers/fixtures/exhibition';
import * as newsData from './helpers/fixtures/news';
import * as pointsData from './helpers/fixtures/points';
import * as schema from './helpers/fixtures/schema';

// SQLite's own (issue #31): its file, WAL and the steps' SQLite text, on SQLite in every run. The
// PostgreSQL schema the same steps make is postgres-schema.test.ts's.
describe('database', () => {
  test('WAL mode, a migrations table with every step once, seeding once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-db-'));
    try {
      const db = openDatabase(dir);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(await migrate(createKysely(db))).toEqual(migrations.map((m) => m.version));
      expect(await migrate(createKysely(db))).toEqual([]);
      const versions = schema.migrationNames(db);
      expect(versions).toEqual(migrations.map(migrationName));
      expect(await seedIfEmpty(db, Date.now())).toBe(true);
      expect(await seedIfEmpty(db, Date.now())).toBe(false);
      expect(await accountData.userCount(createKysely<Tables>(db))).toBe(9);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('step 16 gives the halls of a database seeded before it their four languages (#27)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-db-'));
    try {
      const db = openDatabase(dir);
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version < 16),
      );
      await seedIfEmpty(db, Date.now());
      expect(await migrate(createKysely(db))).toEqual(
        migrations.filter((m) => m.version >= 16).map((m) => m.version),
      );
      const halls = await exhibitionData.boothHalls(createKysely<Tables>(db));
      expect(halls).toEqual([
        { hall: '一號展廳', hall_zhs: '一号展厅', hall_pt: 'Pavilhão 1', hall_en: 'Hall 1' },
        { hall: '二號展廳', hall_zhs: '二号展厅', hall_pt: 'Pavilhão 2', hall_en: 'Hall 2' },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('step 10 gives a seeded database the share mission words of issue #11', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-db-'));
    try {
      const db = openDatabase(dir);
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version < 10),
      );
      await seedIfEmpty(db, Date.now());
      // As a database seeded before the step has it.
      await pointsData.setMissionDescriptionEn(
        createKysely<Tables>(db),
        'share',
        'Share a work once a day.',
      );
      expect(await migrate(createKysely(db))).toEqual(
        migrations.filter((m) => m.version >= 10).map((m) => m.version),
      );
      const words = await pointsData.missionDescriptionsOf(createKysely<Tables>(db), 'share');
      expect(words.description_en).toMatch(/votes through a work you shared/);
      expect(words.description_pt).toMatch(/vota/);
      expect(words.description_zht).toMatch(/投票/);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a failing step rolls back and is not recorded', async () => {
    const db = new Database(':memory:');
    const script = (text: string) => (k: Kysely<unknown>) => runScript(k, text);
    const steps = [
      { version: 1, name: 'one', up: script('CREATE TABLE a (x)') },
      {
        version: 2,
        name: 'broken',
        up: script('CREATE TABLE b (x); INSERT INTO nowhere VALUES (1)'),
      },
    ];
    // Not toThrow(): better-sqlite3's error may come from another test file's realm under jest.
    await expect(migrate(createKysely(db), steps)).rejects.toHaveProperty(
      'message',
      'no such table: nowhere',
    );
    expect(schema.migrationNames(db)).toEqual(['0001-one']);
    expect(schema.schemaObject(db, 'b')).toBeUndefined();
    db.close();
  });

  test('a restarted server keeps its data and does not seed again', async () => {
    const first = await startTestServer({ engine: 'sqlite' });
    const { dataDir } = first;
    await accountData.setName(first.kysely, 1, 'kept');
    await first.server.close();
    const second = await startTestServer({ engine: 'sqlite', dataDir });
    try {
      expect(await accountData.nameOf(second.kysely, 1)).toBe('kept');
      expect(await newsData.categoryCount(second.kysely)).toBe(5);
    } finally {
      await second.close();
      fs.rmSync(second.dataDir, { recursive: true, force: true });
    }
  });
});
