import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../tables';
import { openDatabase, type Db } from './database';
import { createKysely, type EngineKind } from './kysely';
import { migrate } from './migrate';
import { createPostgresKysely } from './postgres';
import { postgresTableVersions, sqliteTableVersions, type TableVersions } from './table-versions';

// The one place that knows which engine the app runs on (issue #31): SQLite in DATA_DIR as
// before, or PostgreSQL by DATABASE_URL. The rest of the app sees a Kysely and these few parts.

export interface Engine {
  kind: EngineKind;
  kysely: Kysely<Database>;
  /** SQLite's handle (the tests' synchronous fixtures read it); null on PostgreSQL. */
  sqlite: Db | null;
  /** What the response cache stamps its answers with (db/table-versions.ts). */
  tableVersions: TableVersions;
  /**
   * After an account's erasure: SQLite copies the zeroed pages over the write-ahead log's copies
   * of the erased rows and truncates it (issue #28). PostgreSQL's WAL is the server's to recycle.
   */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the configured engine and brings its schema up to date. */
export async function openEngine(
  config: Pick<ServerConfig, 'dataDir' | 'database'>,
): Promise<Engine> {
  if (config.database.url) {
    const kysely = createPostgresKysely<Database>({
      url: config.database.url,
      poolSize: config.database.poolSize,
    });
    try {
      await migrate(kysely as Kysely<unknown>);
    } catch (error) {
      await kysely.destroy();
      throw error;
    }
    return {
      kind: 'postgres',
      kysely,
      sqlite: null,
      tableVersions: postgresTableVersions(kysely as Kysely<unknown>),
      checkpoint: async () => {},
      close: () => kysely.destroy(),
    };
  }
  const db = openDatabase(config.dataDir);
  const kysely = createKysely<Database>(db);
  await migrate(kysely as Kysely<unknown>);
  return {
    kind: 'sqlite',
    kysely,
    sqlite: db,
    tableVersions: sqliteTableVersions(db),
    checkpoint: async () => {
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => {
      db.close();
    },
  };
}
