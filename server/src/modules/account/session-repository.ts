import { sql } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database, DbExecutor } from '../../tables';

// The statements of signing in (issue #30: async, on the app's Kysely or a caller's
// transaction): sessions, the addresses an account signed in from, and password guess counters.

export interface SessionCheck {
  userId: number;
  expiresAt: number;
  revokedAt: number | null;
  deletedAt: number | null;
}

// Every signed-in request runs it: built and compiled once (db/precompiled.ts).
const sessionQuery = precompiled<Database, { tokenHash: string }, SessionCheck>((db, param) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id as userId',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      'u.deleted_at as deletedAt',
    ])
    .where('s.token_hash', '=', param('tokenHash')),
);

/** The session of a token hash with its account's erasure mark: one lookup by primary key. */
export function sessionByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<SessionCheck | undefined> {
  return sessionQuery.first(db, { tokenHash });
}

/**
 * Records a session. Its created_at is the account's order of sessions (nothing else reads it): a
 * session opened in the same millisecond as the account's newest is stamped one after it, since
 * no other column tells the order (no rowid on PostgreSQL, issue #31). The caller holds the
 * account's lock (sessions.ts).
 */
export async function insertSession(
  db: DbExecutor,
  session: { tokenHash: string; userId: number; now: number; expiresAt: number; userAgent: string },
): Promise<void> {
  const { newest } = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('newest'))
    .where('user_id', '=', session.userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: newest === null ? session.now : Math.max(session.now, Number(newest) + 1),
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
    })
    .execute();
}

/** Revokes the account's live sessions beyond its `keep` newest, never the one just issued. */
export async function revokeSessionsBeyond(
  db: DbExecutor,
  userId: number,
  keep: number,
  now: number,
  newest: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('token_hash', '<>', newest)
    .where('token_hash', 'not in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('token_hash', '<>', newest)
        .orderBy('created_at', 'desc')
        .limit(Math.max(keep - 1, 0)),
    )
    .execute();
}

export async function revokeSession(db: DbExecutor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the account but the one of `exceptHash` ('' for none). */
export async function revokeSessionsOf(
  db: DbExecutor,
  userId: number,
  now: number,
  exceptHash: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('token_hash', '<>', exceptHash)
    .execute();
}

/** Whose addresses: a visitor's, or an operator's (issue #29). */
export type AddressHolder = 'user' | 'operator';

// The same rule on two tables: the holder picks the table and its owner column (no request does).
const HOLDERS = {
  user: { table: 'known_addresses', owner: 'user_id' },
  operator: { table: 'operator_known_addresses', owner: 'operator_id' },
} as const;

/**
 * Records a sign-in from `ip` and forgets the account's addresses older than `since` or beyond its
 * `keep` newest; the caller's transaction.
 */
export async function saveKnownAddress(
  db: DbExecutor,
  holder: AddressHolder,
  id: number,
  ip: string,
  now: number,
  forget: { since: number; keep: number },
): Promise<void> {
  const table = sql.table(HOLDERS[holder].table);
  const owner = sql.ref(HOLDERS[holder].owner);
  await sql`INSERT INTO ${table} (${owner}, ip, last_login_at) VALUES (${id}, ${ip}, ${now})
    ON CONFLICT (${owner}, ip) DO UPDATE SET last_login_at = excluded.last_login_at`.execute(db);
  await sql`DELETE FROM ${table} WHERE ${owner} = ${id} AND (last_login_at <= ${forget.since}
    OR ip NOT IN (SELECT ip FROM ${table} WHERE ${owner} = ${id}
      ORDER BY last_login_at DESC, ip LIMIT ${forget.keep}))`.execute(db);
}

/** Whether the account signed in from `ip` after `since`. */
export async function isKnownAddress(
  db: DbExecutor,
  holder: AddressHolder,
  id: number,
  ip: string,
  since: number,
): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(HOLDERS[holder].table)}
    WHERE ${sql.ref(HOLDERS[holder].owner)} = ${id} AND ip = ${ip} AND last_login_at > ${since}
    `.execute(db);
  return rows.length > 0;
}

/** Whether the live account of this phone signed in from `ip` after `since`. */
export async function isPhoneOwnersAddress(
  db: DbExecutor,
  phone: { areaCode: string; phone: string },
  ip: string,
  since: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('known_addresses as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select('k.ip')
    .where('u.area_code', '=', phone.areaCode)
    .where('u.phone', '=', phone.phone)
    .where('u.deleted_at', 'is', null)
    .where('k.ip', '=', ip)
    .where('k.last_login_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one password guess of `key` unless its window (started after `since`) is full: one
 * conditional upsert, so parallel guesses cannot all pass. Answers the count, or undefined when
 * the guess was refused. The SET expressions all read the row as it was.
 */
export async function countGuess(
  db: DbExecutor,
  key: string,
  now: number,
  since: number,
  max: number,
): Promise<number | undefined> {
  const fresh = sql<boolean>`login_attempts.window_start <= ${since}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ account_key: key, window_start: now, attempts: 1 })
    .onConflict((oc) =>
      oc
        .column('account_key')
        .doUpdateSet({
          attempts: sql<number>`CASE WHEN ${fresh} THEN 1 ELSE login_attempts.attempts + 1 END`,
          window_start: sql<number>`CASE WHEN ${fresh} THEN ${now} ELSE login_attempts.window_start END`,
        })
        .where((eb) =>
          eb.or([
            eb('login_attempts.window_start', '<=', since),
            eb('login_attempts.attempts', '<', max),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export function guessWindow(
  db: DbExecutor,
  key: string,
): Promise<{ attempts: number; windowStart: number } | undefined> {
  return db
    .selectFrom('login_attempts')
    .select(['attempts', 'window_start as windowStart'])
    .where('account_key', '=', key)
    .executeTakeFirst();
}

export async function refundGuess(db: DbExecutor, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('account_key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

export async function clearGuesses(db: DbExecutor, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account_key', '=', key).execute();
}

/** Drops the counters whose window began at or before `since`; answers how many. */
export async function pruneGuesses(db: DbExecutor, since: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('login_attempts')
    .where('window_start', '<=', since)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
