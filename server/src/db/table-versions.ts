import type { Statement } from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Db } from './database';

// How the response cache (lib/response-cache.ts) learns that a table it read was written: an
// engine matter, so it lives with the engine (issue #30, #31). SQLite: temporary triggers and
// PRAGMA data_version; PostgreSQL: a counter per table, bumped by statement-level triggers.

/** The written-table stamps of one engine. */
export interface TableVersions {
  /**
   * A value that changes whenever one of these tables is written: by this server, by another
   * connection to the SQLite file (the sqlite3 shell, a script) or by another instance on
   * PostgreSQL. Equal stamps mean nothing was written in between.
   */
  stamp(tables: readonly string[]): string | Promise<string>;
  /** Starts counting a table's writes (once per table). */
  watch(table: string): void | Promise<void>;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
const WRITTEN = 'v80_table_written';

function checkName(table: string): void {
  if (!TABLE_NAME.test(table)) throw new Error(`not a table name: ${table}`);
}

const sqliteVersions = new WeakMap<Db, TableVersions>();

/**
 * SQLite: temporary triggers (this connection only, so nothing is added to the schema in the
 * file) call a function of ours on every inserted, updated or deleted row; PRAGMA data_version
 * tells the commits of every other connection.
 */
export function sqliteTableVersions(db: Db): TableVersions {
  const known = sqliteVersions.get(db);
  if (known) return known;
  const counters = new Map<string, number>();
  let written = 0;
  db.function(WRITTEN, (table: unknown) => {
    written += 1;
    counters.set(String(table), written);
    return null;
  });
  const dataVersion = db.prepare('PRAGMA data_version').pluck() as Statement<[], number>;
  const watched = new Set<string>();
  const versions: TableVersions = {
    stamp(tables) {
      let version = 0;
      for (const table of tables) version = Math.max(version, counters.get(table) ?? 0);
      return `${version}:${dataVersion.get() as number}`;
    },
    watch(table) {
      if (watched.has(table)) return;
      checkName(table);
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS v80_written_${table}_${event.toLowerCase()}
           AFTER ${event} ON main.${table} BEGIN SELECT ${WRITTEN}('${table}'); END`,
        );
      }
      watched.add(table);
    },
  };
  sqliteVersions.set(db, versions);
  return versions;
}

/**
 * PostgreSQL (issue #31): several instances share the database, so the counter lives there. A
 * statement-level trigger on each watched table bumps its row of table_versions in the writing
 * transaction: a write acknowledged through one instance has bumped it, and the next read
 * through any instance reads the new stamp (one primary-key read before a cached answer). The
 * table and triggers are the engine's own, made when a cache first watches a table, under a lock
 * so that instances starting together make them once.
 */
export function postgresTableVersions(db: Kysely<unknown>): TableVersions {
  const watching = new Map<string, Promise<void>>();
  const install = async (table: string) => {
    checkName(table);
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended('v80:table_versions', 0))`.execute(
        trx,
      );
      await sql`CREATE TABLE IF NOT EXISTS table_versions (
        name TEXT PRIMARY KEY, version BIGINT NOT NULL)`.execute(trx);
      await sql`CREATE OR REPLACE FUNCTION v80_table_written() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
            ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
          RETURN NULL;
        END $$`.execute(trx);
      await sql`CREATE OR REPLACE TRIGGER ${sql.raw(`v80_written_${table}`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION v80_table_written()`.execute(trx);
    });
  };
  return {
    async stamp(tables) {
      await Promise.all(tables.map((table) => watching.get(table)));
      const { rows } = await sql<{ stamp: string | null }>`
        SELECT string_agg(name || ':' || version, ',' ORDER BY name) AS stamp
        FROM table_versions WHERE name = ANY(${[...tables]})`.execute(db);
      return rows[0]?.stamp ?? '';
    },
    watch(table) {
      let done = watching.get(table);
      if (!done) {
        done = install(table);
        watching.set(table, done);
      }
      return done;
    },
  };
}
