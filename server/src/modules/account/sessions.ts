import { serialize, transaction } from '../../db/kysely';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { DbExecutor } from '../../tables';
import {
  insertSession,
  revokeSession,
  revokeSessionsBeyond,
  revokeSessionsOf,
  sessionByHash,
} from './session-repository';

export interface IssuedToken {
  token: string;
  /** Epoch seconds (LoginResult.expiresAt). */
  expiresAt: number;
}

/**
 * Opens a session. At most `maxLive` sessions of one account stay live: a new login revokes the
 * oldest beyond that, in the same transaction, so no number of logins piles up live tokens.
 */
export async function issueToken(
  db: DbExecutor,
  userId: number,
  now: number,
  ttlSeconds: number,
  userAgent = '',
  maxLive = Number.MAX_SAFE_INTEGER,
): Promise<IssuedToken> {
  const token = randomToken(32);
  // Whole seconds: the client compares expiresAt in seconds, so the server must not outlive it.
  const expiresAtSeconds = Math.floor(now / 1000) + ttlSeconds;
  const tokenHash = sha256Hex(token);
  await transaction(db, async (trx) => {
    // Two sign-ins of one account at once each see the other's session when they trim.
    await serialize(trx, `account:sessions:${userId}`);
    await insertSession(trx, {
      tokenHash,
      userId,
      now,
      expiresAt: expiresAtSeconds * 1000,
      userAgent: userAgent.slice(0, 200),
    });
    await revokeSessionsBeyond(trx, userId, maxLive, now, tokenHash);
  });
  return { token, expiresAt: expiresAtSeconds };
}

export type TokenCheck =
  { status: 'ok'; userId: number } | { status: 'expired' } | { status: 'unknown' };

// Every signed-in call checks its token: one lookup by the sessions' primary key.
export async function checkToken(db: DbExecutor, token: string, now: number): Promise<TokenCheck> {
  const row = await sessionByHash(db, sha256Hex(token));
  if (!row || row.revokedAt !== null || row.deletedAt !== null) return { status: 'unknown' };
  if (row.expiresAt <= now) return { status: 'expired' };
  return { status: 'ok', userId: row.userId };
}

export function revokeToken(db: DbExecutor, token: string, now: number): Promise<void> {
  return revokeSession(db, sha256Hex(token), now);
}

export function revokeAllTokens(
  db: DbExecutor,
  userId: number,
  now: number,
  exceptToken?: string,
): Promise<void> {
  return revokeSessionsOf(db, userId, now, exceptToken ? sha256Hex(exceptToken) : '');
}
