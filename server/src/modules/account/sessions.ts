import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import { randomToken, sha256Hex } from '../../lib/crypto';

export interface IssuedToken {
  token: string;
  /** Epoch seconds (LoginResult.expiresAt). */
  expiresAt: number;
}

/**
 * Opens a session. At most `maxLive` sessions of one account stay live: a new login revokes the
 * oldest beyond that, in the same transaction, so no number of logins piles up live tokens.
 */
export function issueToken(
  db: Db,
  userId: number,
  now: number,
  ttlSeconds: number,
  userAgent = '',
  maxLive = Number.MAX_SAFE_INTEGER,
): IssuedToken {
  const token = randomToken(32);
  // Whole seconds: the client compares expiresAt in seconds, so the server must not outlive it.
  const expiresAtSeconds = Math.floor(now / 1000) + ttlSeconds;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, user_agent)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(sha256Hex(token), userId, now, expiresAtSeconds * 1000, userAgent.slice(0, 200));
    db.prepare(
      `UPDATE sessions SET revoked_at = @now WHERE token_hash IN (
         SELECT token_hash FROM sessions
         WHERE user_id = @userId AND revoked_at IS NULL AND expires_at > @now
         ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET @maxLive)`,
    ).run({ now, userId, maxLive });
  }).immediate();
  return { token, expiresAt: expiresAtSeconds };
}

export type TokenCheck =
  { status: 'ok'; userId: number } | { status: 'expired' } | { status: 'unknown' };

interface SessionRow {
  userId: number;
  expiresAt: number;
  revokedAt: number | null;
  deletedAt: number | null;
}

// Every authenticated call checks its token: the statement is prepared once per database.
const tokenLookups = new WeakMap<Db, Statement<[string], SessionRow>>();

function tokenLookup(db: Db): Statement<[string], SessionRow> {
  let statement = tokenLookups.get(db);
  if (!statement) {
    statement = db.prepare<[string], SessionRow>(
      `SELECT s.user_id AS userId, s.expires_at AS expiresAt, s.revoked_at AS revokedAt,
              u.deleted_at AS deletedAt
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ?`,
    );
    tokenLookups.set(db, statement);
  }
  return statement;
}

export function checkToken(db: Db, token: string, now: number): TokenCheck {
  const row = tokenLookup(db).get(sha256Hex(token));
  if (!row || row.revokedAt !== null || row.deletedAt !== null) return { status: 'unknown' };
  if (row.expiresAt <= now) return { status: 'expired' };
  return { status: 'ok', userId: row.userId };
}

export function revokeToken(db: Db, token: string, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now,
    sha256Hex(token),
  );
}

export function revokeAllTokens(db: Db, userId: number, now: number, exceptToken?: string): void {
  db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?',
  ).run(now, userId, exceptToken ? sha256Hex(exceptToken) : '');
}
