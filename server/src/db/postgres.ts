import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';

// PostgreSQL by DATABASE_URL (issue #31): Kysely's own dialect over a node-postgres pool.

const INT8 = 20;
const NUMERIC = 1700;

/**
 * node-postgres answers int8 (every id, time and COUNT here) and numeric (a SUM) as strings, to
 * lose nothing past 2^53. The app keeps epoch milliseconds and counts as numbers, far below that,
 * and its repositories must see the same types on both engines. Set on this pool's own clients,
 * not on pg's global parsers: another pool in the same process (a test's, a script's) is its own.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  url: string;
  /** Connections at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

export function createPostgresPool({ url, poolSize = 10 }: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server ended (a restart, a failover) is dropped by the pool, which
  // opens another on the next query; unheard, its 'error' event would end the process.
  pool.on('error', () => {});
  // The same for a connection ended while a request holds it (its query fails with the cause and
  // the request answers 500): the pool listens only to idle ones. Found by /readyz with the
  // database's connections terminated (test/server/health.test.ts on PostgreSQL).
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The app's Kysely on PostgreSQL; destroying it ends the pool. */
export function createPostgresKysely<DB>(options: PostgresOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPostgresPool(options) }) });
}
