import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import {
  INSTALL_HINT,
  startPostgres,
  type RunningPostgres,
} from '../../../scripts/lib/postgres.mjs';
import { migrate } from '../../../server/src/db/migrate';
import { createPostgresKysely } from '../../../server/src/db/postgres';
import { seedIfEmpty } from '../../../server/src/seed/index';
import type { Database } from '../../../server/src/tables';

// The tests' PostgreSQL (issue #31): one server per jest run, started by the server project's
// globalSetup (postgres-start.ts) on a free loopback port in a temporary folder, stopped and
// removed by its globalTeardown. Each test file that needs it takes its own database, copied from
// a template migrated once, so files running side by side never see each other's rows. A test
// server on the harness's clock takes a copy of a second template, migrated and seeded once at
// that clock's start: seeding over the network was most of a PostgreSQL test server's start.

const URL_VARIABLE = 'V80_TEST_POSTGRES_URL';
const ERROR_VARIABLE = 'V80_TEST_POSTGRES_ERROR';
const TEMPLATE = 'v80_template';
const SEEDED_TEMPLATE = 'v80_template_seeded';
const RUNNING = Symbol.for('v80.test.postgres');

type WithServer = typeof globalThis & { [RUNNING]?: RunningPostgres };

/** globalSetup: starts the server; when it cannot, the tests that need it fail saying why. */
export async function startTestPostgres(): Promise<void> {
  try {
    const running = await startPostgres({ durable: false });
    (globalThis as WithServer)[RUNNING] = running;
    // Jest's workers start after globalSetup and inherit its environment.
    process.env[URL_VARIABLE] = running.url;
  } catch (error) {
    process.env[ERROR_VARIABLE] = (error as Error).message;
  }
}

export function stopTestPostgres(): void {
  (globalThis as WithServer)[RUNNING]?.stop();
  delete (globalThis as WithServer)[RUNNING];
}

/** The URL of the run's server, database `postgres`; throws why there is none. */
export function testPostgresUrl(): string {
  const url = process.env[URL_VARIABLE];
  if (!url) {
    throw new Error(
      `No PostgreSQL for the tests: ${process.env[ERROR_VARIABLE] ?? 'the server project did not start one'}\n${INSTALL_HINT}`,
    );
  }
  return url;
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(testPostgresUrl());
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A template, made by the first test file that asks (an advisory lock makes the others wait for
 * it): `TEMPLATE` migrated, `SEEDED_TEMPLATE` a copy of it seeded with the demo data at
 * `seededAt`. Each is built under another name and renamed when complete, so a failed step never
 * leaves a half-made template behind for the next file.
 */
async function ensureTemplate(admin: pg.Client, seededAt?: number): Promise<string> {
  const template = seededAt === undefined ? TEMPLATE : SEEDED_TEMPLATE;
  if (seededAt !== undefined) await ensureTemplate(admin);
  await admin.query('SELECT pg_advisory_lock(31)');
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      template,
    ]);
    if (rowCount) return template;
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(
      `CREATE DATABASE ${building}${seededAt === undefined ? '' : ` TEMPLATE ${TEMPLATE}`}`,
    );
    const db = createPostgresKysely<unknown>({
      url: withDatabase(testPostgresUrl(), building),
      poolSize: 1,
    });
    try {
      if (seededAt === undefined) await migrate(db as Kysely<unknown>);
      else await seedIfEmpty(null, seededAt, db as Kysely<Database>);
    } finally {
      await db.destroy();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(31)');
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
  /** The database away for its users: their connections ended, new ones refused. */
  cutOff(): Promise<void>;
}

/**
 * A database of its own for a test file: migrated (from the template), also seeded as at
 * `seededAt` (epoch ms: the demo data a server starting on that clock would write), or, with
 * `empty`, bare.
 */
export async function createTestDatabase({
  empty = false,
  seededAt,
}: { empty?: boolean; seededAt?: number } = {}): Promise<TestDatabase> {
  const name = `v80_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    const template = empty ? undefined : await ensureTemplate(admin, seededAt);
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  return {
    name,
    url: withDatabase(testPostgresUrl(), name),
    drop: () =>
      withAdmin(async (admin) => void (await admin.query(`DROP DATABASE ${name} WITH (FORCE)`))),
    cutOff: () =>
      withAdmin(async (admin) => {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
      }),
  };
}
