import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/src/db/database';
import type { Kysely } from 'kysely';
import { createKysely, runScript } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrationName, migrations } from '../../server/src/db/migrations';
import { seedIfEmpty } from '../../server/src/seed/index';
import { startTestServer } from './helpers/harness';

describe('database', () => {
  test('WAL mode, a migrations table with every step once, seeding once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-db-'));
    try {
      const db = openDatabase(dir);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(await migrate(createKysely(db))).toEqual(migrations.map((m) => m.version));
      expect(await migrate(createKysely(db))).toEqual([]);
      const versions = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all();
      expect(versions).toEqual(migrations.map(migrationName));
      expect(await seedIfEmpty(db, Date.now())).toBe(true);
      expect(await seedIfEmpty(db, Date.now())).toBe(false);
      expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(9);
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
      const halls = db
        .prepare('SELECT DISTINCT hall, hall_zhs, hall_pt, hall_en FROM booths ORDER BY hall_pt')
        .all();
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
      db.prepare(
        "UPDATE missions SET description_en = 'Share a work once a day.' WHERE trigger = 'share'",
      ).run();
      expect(await migrate(createKysely(db))).toEqual(
        migrations.filter((m) => m.version >= 10).map((m) => m.version),
      );
      const words = db
        .prepare(
          "SELECT description_zht, description_pt, description_en FROM missions WHERE trigger = 'share'",
        )
        .get() as Record<string, string>;
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
    expect(db.prepare('SELECT name FROM kysely_migration').pluck().all()).toEqual(['0001-one']);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  test('a restarted server keeps its data and does not seed again', async () => {
    const first = await startTestServer();
    const { dataDir } = first;
    first.db.prepare("UPDATE users SET name = 'kept' WHERE id = 1").run();
    await first.server.close();
    const second = await startTestServer({ dataDir });
    try {
      expect(second.db.prepare('SELECT name FROM users WHERE id = 1').pluck().get()).toBe('kept');
      expect(second.db.prepare('SELECT COUNT(*) FROM news_categories').pluck().get()).toBe(5);
    } finally {
      await second.close();
      fs.rmSync(second.dataDir, { recursive: true, force: true });
    }
  });
});
