import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

// How the response cache (lib/response-cache.ts) learns that a table it read was written: an
// engine matter (SQLite's temporary triggers and PRAGMA data_version), so it lives with the
// connection (issue #30). Another engine gives the same two numbers its own way.

/** The written-table counters of one database connection and its commits by other connections. */
export interface TableVersions {
  /** A number that grows on every write to one of these tables (or an outside commit). */
  local(tables: readonly string[]): number;
  /** Changes when another connection (the sqlite3 shell, a script) commits to the file. */
  external(): number;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
const WRITTEN = 'v80_table_written';

const versionsOf = new WeakMap<Db, { versions: TableVersions; watch(table: string): void }>();

/**
 * Counts the writes to the tables the caches read. Temporary triggers (this connection only, so
 * nothing is added to the schema in the file) call a function of ours on every inserted, updated
 * or deleted row; PRAGMA data_version tells the commits of every other connection.
 */
export function tableVersions(db: Db): { versions: TableVersions; watch(table: string): void } {
  const known = versionsOf.get(db);
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
  const entry = {
    versions: {
      local(tables: readonly string[]) {
        let version = 0;
        for (const table of tables) version = Math.max(version, counters.get(table) ?? 0);
        return version;
      },
      external: () => dataVersion.get() as number,
    },
    watch(table: string) {
      if (watched.has(table)) return;
      if (!TABLE_NAME.test(table)) throw new Error(`not a table name: ${table}`);
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS v80_written_${table}_${event.toLowerCase()}
           AFTER ${event} ON main.${table} BEGIN SELECT ${WRITTEN}('${table}'); END`,
        );
      }
      watched.add(table);
    },
  };
  versionsOf.set(db, entry);
  return entry;
}
