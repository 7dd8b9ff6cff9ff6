import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { engineOf, transaction } from './kysely';
import { migrationName, migrations, OLD_RUNNER_VERSIONS, type Step } from './migrations';

// Migrations run through Kysely's Migrator (issue #30): ordered by name, recorded in
// kysely_migration. Each step runs in its own transaction (BEGIN IMMEDIATE: a second process
// starting at once waits, then finds it done), so a failing step leaves the ones before it. On
// PostgreSQL (issue #31) one connection holds an advisory lock from the first look at the schema
// to the last step: instances started together run each step once. The Migrator's own lock is
// taken only around each step; before it, the Migrator reads the catalog to see whether its
// tables exist, and that read fails ("relation ... does not exist") when another instance drops a
// table (0006 drops card_exchanges) while it runs.

type AnyDb = Kysely<unknown>;

/** The advisory lock one migration run holds on PostgreSQL. */
const MIGRATE_LOCK = sql`hashtextextended('v80:migrate', 0)`;

const OLD_TABLE = 'schema_migrations';

async function tableExists(db: AnyDb, name: string): Promise<boolean> {
  const { rows } =
    await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(db);
  return rows.length > 0;
}

/**
 * A data folder from before the Migrator: what the old runner recorded (schema_migrations, the
 * contest module's own 1301 among them) is written as the Migrator's record, once, and the old
 * table goes, in one transaction. Nothing it ran runs again.
 */
async function adoptOldRunnerRecord(db: AnyDb, migrator: Migrator): Promise<void> {
  if (!(await tableExists(db, OLD_TABLE))) return;
  // The Migrator makes its own tables (an empty migrateTo does only that); never when it has
  // records already, where going to NO_MIGRATIONS would mean going down.
  if (!(await tableExists(db, 'kysely_migration'))) {
    const { error } = await migrator.migrateTo(NO_MIGRATIONS);
    if (error) throw error;
  }
  await transaction(db, async (trx) => {
    if (!(await tableExists(trx, OLD_TABLE))) return;
    const { rows } = await sql<{
      version: number;
      applied_at: number;
    }>`SELECT version, applied_at FROM schema_migrations ORDER BY version`.execute(trx);
    for (const { version, applied_at } of rows) {
      const name = OLD_RUNNER_VERSIONS.get(version);
      if (!name)
        throw new Error(`schema_migrations holds version ${version}, unknown to this code`);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date(applied_at).toISOString()})
        ON CONFLICT (name) DO NOTHING`.execute(trx);
    }
    await sql`DROP TABLE schema_migrations`.execute(trx);
  });
}

/** Applies every step the database has not run, in order; answers the versions it ran. */
export async function migrate(db: AnyDb, steps: readonly Step[] = migrations): Promise<number[]> {
  if (engineOf(db) === 'sqlite') return migrateOn(db, steps);
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATE_LOCK})`.execute(connection);
    try {
      return await migrateOn(connection, steps);
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATE_LOCK})`.execute(connection);
    }
  });
}

async function migrateOn(db: AnyDb, steps: readonly Step[]): Promise<number[]> {
  const byName = new Map(steps.map((step) => [migrationName(step), step]));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(byName) },
  });
  // The runner before the Migrator only ever ran on SQLite.
  if (engineOf(db) === 'sqlite') await adoptOldRunnerRecord(db, migrator);
  const ran: number[] = [];
  for (const pending of await migrator.getMigrations()) {
    if (pending.executedAt) continue;
    const { error, results = [] } = await migrator.migrateTo(pending.name);
    for (const result of results) {
      if (result.status === 'Success') ran.push(byName.get(result.migrationName)!.version);
    }
    if (error) throw error;
  }
  return ran;
}
