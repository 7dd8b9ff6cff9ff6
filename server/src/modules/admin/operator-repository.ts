import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type { Role } from './permissions';
import type { OperatorTableRow } from './tables';

// The statements of operators (issue #30: async, on the app's Kysely or a caller's transaction):
// the operator, the challenge between password and code, the code's one use, the admins' changes.
// Creating one is insertOperator (repository.ts), through createOperator (operators.ts).

export type OperatorRow = Static<typeof OperatorTableRow>;

export function operatorByAccount(
  db: DbExecutor,
  account: string,
): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('account', '=', account).executeTakeFirst();
}

export function operatorById(db: DbExecutor, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertChallenge(
  db: DbExecutor,
  tokenHash: string,
  operatorId: number,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('operator_challenges')
    .values({
      token_hash: tokenHash,
      operator_id: operatorId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
}

export async function setPendingSecret(db: DbExecutor, id: number, secret: string): Promise<void> {
  await db.updateTable('operators').set({ totp_pending: secret }).where('id', '=', id).execute();
}

/**
 * Counts one try of a live challenge with tries left (before the code is checked: parallel
 * guesses cannot pass the limit); answers its operator, or undefined.
 */
export async function countChallengeTry(
  db: DbExecutor,
  tokenHash: string,
  now: number,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('operator_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxTries)
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

/**
 * Accepts a code's step if it is newer than the last one accepted (a code is good once),
 * confirming a pending secret; false when it is not.
 */
export async function acceptStep(
  db: DbExecutor,
  id: number,
  step: number,
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('operators')
    .set((eb) => ({
      totp_last_step: step,
      last_login_at: now,
      totp_secret: eb.fn.coalesce('totp_secret', 'totp_pending'),
      totp_pending: null,
    }))
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}

export async function useChallenge(db: DbExecutor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('operator_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function setOwnPassword(db: DbExecutor, id: number, hash: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: hash, must_change_password: 0 })
    .where('id', '=', id)
    .execute();
}

/** Counts a failed password or code since the operator's last sign-in. */
export async function countFailure(db: DbExecutor, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set((eb) => ({ failed_since_login: eb('failed_since_login', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The failures since the last sign-in, cleared (call in the sign-in's transaction). */
export async function takeFailures(db: DbExecutor, id: number): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select('failed_since_login')
    .where('id', '=', id)
    .executeTakeFirst();
  await db.updateTable('operators').set({ failed_since_login: 0 }).where('id', '=', id).execute();
  return row?.failed_since_login ?? 0;
}

export async function setOperatorName(db: DbExecutor, id: number, name: string): Promise<void> {
  await db.updateTable('operators').set({ name }).where('id', '=', id).execute();
}

export async function setDisabled(db: DbExecutor, id: number, disabled: boolean): Promise<void> {
  await db
    .updateTable('operators')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** A one-time password instead of the operator's, and the second factor to enrol again. */
export async function resetCredentials(db: DbExecutor, id: number, hash: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: hash, must_change_password: 1, totp_secret: null, totp_pending: null })
    .where('id', '=', id)
    .execute();
}

/** Replaces the operator's roles (the caller's transaction). */
export async function replaceRoles(
  db: DbExecutor,
  id: number,
  roles: readonly Role[],
): Promise<void> {
  await db.deleteFrom('operator_roles').where('operator_id', '=', id).execute();
  const unique = [...new Set(roles)];
  if (unique.length === 0) return;
  await db
    .insertInto('operator_roles')
    .values(unique.map((role) => ({ operator_id: id, role })))
    .execute();
}
