import { sql } from 'kysely';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type { VerificationCodeRow } from './tables';

// The statements of verification codes (issue #30: async, on the app's Kysely or a caller's
// transaction). The caps count codes here and then insert one: the caller serializes the sends.
// MIN/MAX of a bigint column come back as text from node-postgres unless told: Number().

export type CodePurpose = Static<typeof VerificationCodeRow>['purpose'];

/** When the target's newest code was asked for (`ownersOnly`: of the owner's requests). */
export async function lastCodeAt(
  db: DbExecutor,
  target: string,
  ownersOnly: boolean,
): Promise<number | null> {
  let query = db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('target', '=', target);
  if (ownersOnly) query = query.where('known', '=', 1);
  const row = await query.executeTakeFirstOrThrow();
  return row.last === null ? null : Number(row.last);
}

/** The target's codes of the day (`ownersOnly`: of the owner's requests). */
export async function codesOfTarget(
  db: DbExecutor,
  target: string,
  day: string,
  ownersOnly: boolean,
): Promise<number> {
  let query = db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target', '=', target)
    .where('day', '=', day);
  if (ownersOnly) query = query.where('known', '=', 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The codes an address asked for on the day (`unusedOnly`: those it has not used). */
export async function codesFromAddress(
  db: DbExecutor,
  ip: string,
  day: string,
  unusedOnly = false,
): Promise<number> {
  let query = db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('day', '=', day);
  if (unusedOnly) query = query.where('used_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function codesInRange(db: DbExecutor, range: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('number_range', '=', range)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every code of the day (the day's caps; the operators' report). */
export async function codesOfDay(db: DbExecutor, day: string): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The codes of the day asked for after `after`, and the oldest of them. */
export async function codesSince(
  db: DbExecutor,
  day: string,
  after: number,
): Promise<{ sent: number; oldest: number | null }> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => [eb.fn.countAll<number>().as('sent'), eb.fn.min('created_at').as('oldest')])
    .where('day', '=', day)
    .where('created_at', '>', after)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), oldest: row.oldest === null ? null : Number(row.oldest) };
}

export interface NewCode {
  target: string;
  purpose: CodePurpose;
  codeHash: string;
  day: string;
  now: number;
  expiresAt: number;
  ip: string;
  range: string;
  known: boolean;
}

export async function insertCode(db: DbExecutor, code: NewCode): Promise<number> {
  const { id } = await db
    .insertInto('verification_codes')
    .values({
      target: code.target,
      purpose: code.purpose,
      code_hash: code.codeHash,
      day: code.day,
      created_at: code.now,
      expires_at: code.expiresAt,
      ip: code.ip,
      number_range: code.range,
      known: code.known ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteCode(db: DbExecutor, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export async function deleteCodesOf(db: DbExecutor, target: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('target', '=', target).execute();
}

export type CodeRow = Pick<
  Static<typeof VerificationCodeRow>,
  'id' | 'code_hash' | 'expires_at' | 'attempts' | 'owner_attempts' | 'ip' | 'used_at'
>;

/**
 * The code a check is against: the newest of the target and purpose, or, `fromOwner`, the newest
 * that `ip` asked for while it is still good.
 */
export function codeToCheck(
  db: DbExecutor,
  target: string,
  purpose: CodePurpose,
  fromOwner: { known: boolean; ip: string; now: number },
): Promise<CodeRow | undefined> {
  const { known, ip, now } = fromOwner;
  let query = db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'owner_attempts', 'ip', 'used_at'])
    .where('target', '=', target)
    .where('purpose', '=', purpose);
  if (known) {
    query = query.orderBy(sql`(ip = ${ip} AND used_at IS NULL AND expires_at > ${now})`, 'desc');
  }
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Counts a wrong try on the owner's or the strangers' counter; answers the new count. */
export async function countWrongTry(
  db: DbExecutor,
  id: number,
  column: 'attempts' | 'owner_attempts',
): Promise<number> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', id)
    .returning(column)
    .executeTakeFirstOrThrow();
  return (row as Record<typeof column, number>)[column];
}

/** Uses a code up; false when another request used it first. */
export async function useCode(db: DbExecutor, id: number, now: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}
