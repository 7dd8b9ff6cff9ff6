import { sql } from 'kysely';
import type { DbExecutor } from '../../tables';

// The statements of deleting an account (erasure.ts, issue #22; async since issue #30). The
// tables are named by ERASURE's rules, written in the code, never by a request.

export function contactOf(
  db: DbExecutor,
  userId: number,
): Promise<{ area_code: string; phone: string; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['area_code', 'phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The stored names of the person's uploads. */
export async function uploadNamesOf(db: DbExecutor, userId: number): Promise<string[]> {
  const { rows } = await sql<{
    stored_name: string;
  }>`SELECT stored_name FROM uploads WHERE user_id = ${userId}`.execute(db);
  return rows.map((row) => row.stored_name);
}

/** The ids of the person's contest works. */
export async function worksOf(db: DbExecutor, userId: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM vote_players WHERE user_id = ${userId}`.execute(db);
  return rows.map((row) => row.id);
}

export async function deleteRowsOf(
  db: DbExecutor,
  table: string,
  column: string,
  userId: number,
): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(db);
}

/** Runs a rule's assignments (`@now` is the deletion time) on the rows naming the person. */
export async function anonymiseRowsOf(
  db: DbExecutor,
  rule: { table: string; column: string; set: string },
  userId: number,
  now: number,
): Promise<void> {
  const assignments = rule.set.split('@now');
  const set = sql.join(
    assignments.map((part) => sql.raw(part)),
    sql`${now}`,
  );
  await sql`UPDATE ${sql.table(rule.table)} SET ${set} WHERE ${sql.ref(rule.column)} = ${userId}`.execute(
    db,
  );
}

/** The account's password guess counter and those of its known addresses (`user:1|203.0.113.5`). */
export async function clearGuessesOf(db: DbExecutor, userId: number): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb('account_key', '=', `user:${userId}`),
        eb('account_key', 'like', `user:${userId}|%`),
      ]),
    )
    .execute();
}
