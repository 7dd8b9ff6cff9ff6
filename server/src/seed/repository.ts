import { sql, type Kysely } from 'kysely';
import { engineOf, runScript } from '../db/kysely';
import type { DbExecutor } from '../tables';

// The seed's own statements (issue #30: seeds write through repositories). The seed fills a new
// database in one transaction, on whatever schema it finds (a test seeds a database migrated only
// to an older step), so it writes records by table name, not through Kysely's Database type, which
// knows only the tables as they are now. Everything a visitor can also do (open an account, earn
// and spend points, earn badges) goes through the domain's own repository instead.

type Cell = string | number | null;

/** Any table by name, its columns as the record names them. */
type AnyTables = Record<string, Record<string, Cell>>;

function byName(db: DbExecutor): Kysely<AnyTables> {
  return db as unknown as Kysely<AnyTables>;
}

/**
 * Inserts one record; answers its id (by RETURNING: PostgreSQL has no rowid), 0 for a table keyed
 * otherwise (a link table, a text key).
 */
export async function insertRecord(
  db: DbExecutor,
  table: string,
  record: Record<string, Cell>,
): Promise<number> {
  const row = await byName(db)
    .insertInto(table)
    .values(record)
    .returningAll()
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** Sets columns of the record with this id. */
export async function updateRecord(
  db: DbExecutor,
  table: string,
  id: number,
  columns: Record<string, Cell>,
): Promise<void> {
  await byName(db).updateTable(table).set(columns).where('id', '=', id).execute();
}

/** The record with this id, every column. */
export function recordById(
  db: DbExecutor,
  table: string,
  id: number,
): Promise<Record<string, Cell> | undefined> {
  return byName(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the schema the seed runs on has this column yet. */
export async function hasColumn(db: DbExecutor, table: string, column: string): Promise<boolean> {
  const { rows } =
    engineOf(db) === 'postgres'
      ? await sql`SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}
            AND column_name = ${column}`.execute(db)
      : await sql`SELECT 1 FROM pragma_table_info(${table}) WHERE name = ${column}`.execute(db);
  return rows.length > 0;
}

/** A migration's data script (translations of seeded rows), run again on the seeded rows. */
export function runDataScript(db: DbExecutor, script: string): Promise<void> {
  return runScript(db, script);
}

/** Each work's count and last vote from its vote records: every count is backed by votes. */
export async function recountVotes(db: DbExecutor): Promise<void> {
  await sql`UPDATE vote_players SET
      votes = (SELECT COUNT(*) FROM vote_records r WHERE r.player_id = vote_players.id),
      last_vote_at = (SELECT MAX(created_at) FROM vote_records r WHERE r.player_id = vote_players.id)`.execute(
    db,
  );
}

/**
 * After records written with their own ids (the pages, the contest: ids the app knows), the next
 * id of each table comes after the highest. SQLite takes max(rowid) + 1 by itself; a PostgreSQL
 * identity column counts on from its sequence, which an explicit id does not move.
 */
export async function alignIdSequences(db: DbExecutor): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'
      LOOP
        EXECUTE format(
          'SELECT setval(pg_get_serial_sequence(%L, ''id''), COALESCE(MAX(id), 0) + 1, false) FROM %I',
          t.table_name, t.table_name);
      END LOOP;
    END $$`.execute(db);
}

/** When the database was seeded; undefined for a database never seeded. */
export async function seededAt(db: DbExecutor): Promise<string | undefined> {
  const { rows } = await sql<{
    value: string;
  }>`SELECT value FROM meta WHERE key = 'seeded_at'`.execute(db);
  return rows[0]?.value;
}

export async function markSeeded(db: DbExecutor, at: string): Promise<void> {
  await sql`INSERT INTO meta (key, value) VALUES ('seeded_at', ${at})`.execute(db);
}
