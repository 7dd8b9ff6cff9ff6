import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Generated,
} from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database';
import { createKysely, engineOf } from '../../server/src/db/kysely';
import { inIdList, likeIgnoringCase } from '../../server/src/db/neutral';
import { likePattern } from '../../server/src/lib/localized';
import * as crud from '../../server/src/modules/admin/crud-repository';
import type { DbExecutor } from '../../server/src/tables';

// Issue #31: where the SQL of the two engines differs, one helper answers each engine's form. On
// SQLite it runs here; PostgreSQL's form is checked as compiled text (the server suite runs on
// SQLite in this step).

interface Tables {
  items: { id: Generated<number>; label: string };
}

/** A Kysely that compiles for PostgreSQL and runs nothing. */
function postgresCompiler(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

describe('engine-neutral SQL helpers', () => {
  let dir: string;
  let raw: Db;
  let sqlite: Kysely<Tables>;
  const postgres = postgresCompiler();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-neutral-sql-'));
    raw = openDatabase(dir);
    sqlite = createKysely<Tables>(raw);
    await sqlite.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .execute();
    await sqlite
      .insertInto('items')
      .values([{ label: 'Macau Tower' }, { label: '50% off' }, { label: 'Ruins of St. Paul' }])
      .execute();
  });

  afterEach(() => {
    raw.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each executor tells its engine', () => {
    expect(engineOf(sqlite)).toBe('sqlite');
    expect(engineOf(postgres)).toBe('postgres');
  });

  test('a LIKE ignoring case is LIKE on SQLite and ILIKE on PostgreSQL, the pattern literal', async () => {
    const labels = async (text: string) =>
      (
        await sqlite
          .selectFrom('items')
          .select('label')
          .where(likeIgnoringCase('sqlite', 'label', likePattern(text)))
          .orderBy('id')
          .execute()
      ).map((row) => row.label);
    expect(await labels('macau')).toEqual(['Macau Tower']);
    expect(await labels('%')).toEqual(['50% off']);
    expect(await labels('st.')).toEqual(['Ruins of St. Paul']);

    const compiled = postgres
      .selectFrom('items')
      .select('label')
      .where(likeIgnoringCase('postgres', 'label', likePattern('MACAU')))
      .compile();
    expect(compiled.sql).toBe(`select "label" from "items" where "label" ILIKE $1 ESCAPE '\\'`);
    expect(compiled.parameters).toEqual(['%MACAU%']);
    const onSqlite = sqlite
      .selectFrom('items')
      .select('label')
      .where(likeIgnoringCase('sqlite', 'label', 'x'))
      .compile();
    expect(onSqlite.sql).toBe(`select "label" from "items" where "label" LIKE ? ESCAPE '\\'`);
  });

  test('an id list is one statement text whatever its length, on either engine', async () => {
    const ids = async (list: number[]) =>
      (
        await sqlite
          .selectFrom('items')
          .select('id')
          .where(inIdList('sqlite', 'id', list))
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    expect(await ids([1, 3, 99])).toEqual([1, 3]);
    expect(await ids([])).toEqual([]);

    const texts = (engine: 'sqlite' | 'postgres', list: number[]) => {
      const db = engine === 'postgres' ? postgres : sqlite;
      return db
        .selectFrom('items')
        .select('id')
        .where(inIdList(engine, 'id', list))
        .compile();
    };
    expect(texts('sqlite', [1]).sql).toBe(texts('sqlite', [1, 2, 3]).sql);
    const onPostgres = texts('postgres', [1, 2, 3]);
    expect(onPostgres.sql).toBe('select "id" from "items" where "id" = ANY(CAST($1 AS bigint[]))');
    expect(onPostgres.parameters).toEqual([[1, 2, 3]]);
    expect(texts('postgres', []).sql).toBe(onPostgres.sql);
  });

  test('the console list`s conditions are one text for both engines but the search`s LIKE', async () => {
    const conditions = (db: Kysely<Tables>, text: string) => [
      crud.oneOf('t.id', [1, 3]),
      crud.oneOf('t.id', []),
      crud.equals('t.label', 'x'),
      crud.namedCondition('t.id >= @from', { from: 1 }),
      crud.containsAny(db as unknown as DbExecutor, ['t.label'], text),
    ];
    const compiled = (db: Kysely<Tables>) =>
      conditions(db, 'MACAU').map((condition) => {
        const { sql: text, parameters } = db
          .selectFrom('items as t')
          .select('t.id')
          .where(condition)
          .compile();
        return {
          text: text.replace(/^select "t"\."id" from "items" as "t" where /, ''),
          parameters,
        };
      });
    expect(compiled(postgres)).toEqual([
      { text: '"t"."id" IN ($1, $2)', parameters: [1, 3] },
      { text: '1 = 0', parameters: [] },
      { text: '"t"."label" = $1', parameters: ['x'] },
      { text: '(t.id >= $1)', parameters: [1] },
      { text: `("t"."label" ILIKE $1 ESCAPE '\\')`, parameters: ['%MACAU%'] },
    ]);
    expect(compiled(sqlite)[4]).toEqual({
      text: `("t"."label" LIKE ? ESCAPE '\\')`,
      parameters: ['%MACAU%'],
    });
    const ids = async (text: string) =>
      (
        await sqlite
          .selectFrom('items as t')
          .select('t.id')
          .where((eb) =>
            eb.and(conditions(sqlite, text).slice(0, 1).concat(conditions(sqlite, text).slice(4))),
          )
          .execute()
      ).map((row) => row.id);
    expect(await ids('macau')).toEqual([1]);
    expect(await ids('PAUL')).toEqual([3]);
    expect(await ids('off')).toEqual([]);
  });
});
