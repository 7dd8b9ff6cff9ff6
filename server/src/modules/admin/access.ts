import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError, BodyCode } from '../../errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { permissionsOf, type Permission, type Role } from './permissions';

/** What an admin route needs: a permission, any signed-in operator, or nobody (sign-in). */
export type RouteAccess = Permission | 'session' | 'public';

export interface OperatorContext {
  id: number;
  name: string;
  account: string;
  roles: Role[];
  permissions: Permission[];
  mustChangePassword: boolean;
  csrfToken: string;
  sessionHash: string;
}

export const SESSION_COOKIE = 'admin_session';
export const ADMIN_PATH = '/exhibition-api/admin';

interface SessionRow {
  token_hash: string;
  operator_id: number;
  csrf_token: string;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  name: string;
  account: string;
  must_change_password: number;
  disabled: number;
}

export function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function cookieAttributes(req: FastifyRequest): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `Path=${ADMIN_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${cookieAttributes(req)}`);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(req)}`);
}

export function rolesOf(db: Db, operatorId: number): Role[] {
  return db
    .prepare('SELECT role FROM operator_roles WHERE operator_id = ? ORDER BY role')
    .pluck()
    .all(operatorId) as Role[];
}

/** Opens a session for the operator; returns the cookie token and the CSRF token. */
export function openSession(
  db: Db,
  operatorId: number,
  now: number,
  lifetimeMs: number,
  userAgent: string,
): { token: string; csrfToken: string } {
  const token = randomToken(32);
  const csrfToken = randomToken(24);
  db.prepare(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at,
       expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256Hex(token),
    operatorId,
    csrfToken,
    now,
    now,
    now + lifetimeMs,
    userAgent.slice(0, 200),
  );
  return { token, csrfToken };
}

export function revokeSessions(db: Db, operatorId: number, now: number): void {
  db.prepare(
    'UPDATE operator_sessions SET revoked_at = ? WHERE operator_id = ? AND revoked_at IS NULL',
  ).run(now, operatorId);
}

/** The operator as the console sees it (auth answers). */
export function operatorView(op: OperatorContext) {
  return {
    id: op.id,
    name: op.name,
    account: op.account,
    roles: op.roles,
    permissions: op.permissions,
    mustChangePassword: op.mustChangePassword,
  };
}

const CHANGE_PASSWORD_OK = new Set(['/auth/me', '/auth/logout', '/auth/password']);

/**
 * The onRequest hook of every admin route: the session cookie (unknown, revoked, idle or too old:
 * 401), the CSRF header on every call but GET (403), the one-time password (403 until changed),
 * then the route's permission (403). Runs before the body is read or validated, so a refusal does
 * not depend on what was sent.
 */
export function adminAccessHook(db: Db, clock: { now(): number }, idleMs: number) {
  const session = db.prepare(
    `SELECT s.token_hash, s.operator_id, s.csrf_token, s.last_seen_at, s.expires_at, s.revoked_at,
       o.name, o.account, o.must_change_password, o.disabled
     FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = ?`,
  );
  const touch = db.prepare('UPDATE operator_sessions SET last_seen_at = ? WHERE token_hash = ?');
  const revoke = db.prepare('UPDATE operator_sessions SET revoked_at = ? WHERE token_hash = ?');
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    req.operator = null;
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = cookieValue(req, SESSION_COOKIE);
    if (!token) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    const row = session.get(sha256Hex(token)) as SessionRow | undefined;
    if (!row || row.revoked_at !== null || row.disabled === 1) {
      throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    }
    const now = clock.now();
    if (now - row.last_seen_at > idleMs || now >= row.expires_at) {
      revoke.run(now, row.token_hash);
      clearSessionCookie(req, reply);
      throw new ApiError(BodyCode.unauthorized, 'sessionExpired');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent !== row.csrf_token) {
        throw new ApiError(BodyCode.forbidden, 'csrf');
      }
    }
    touch.run(now, row.token_hash);
    const roles = rolesOf(db, row.operator_id);
    const op: OperatorContext = {
      id: row.operator_id,
      name: row.name,
      account: row.account,
      roles,
      permissions: permissionsOf(roles),
      mustChangePassword: row.must_change_password === 1,
      csrfToken: row.csrf_token,
      sessionHash: row.token_hash,
    };
    req.operator = op;
    const local = req.routeOptions.url?.slice(ADMIN_PATH.length) ?? '';
    if (op.mustChangePassword && !CHANGE_PASSWORD_OK.has(local)) {
      throw new ApiError(BodyCode.forbidden, 'passwordChangeRequired');
    }
    if (access !== 'session' && !op.permissions.includes(access)) {
      throw new ApiError(BodyCode.forbidden, 'forbidden');
    }
  };
}

/** The signed-in operator of an admin route (the hook has run). */
export function operatorOf(req: FastifyRequest): OperatorContext {
  if (!req.operator) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
  return req.operator;
}

/**
 * Writes one audit-log row. Call inside the transaction of the change it records, so the change
 * and its row are written together or not at all.
 */
export function audit(
  db: Db,
  op: OperatorContext,
  entry: {
    action: string;
    entity: string;
    entityId: number | string;
    before: unknown;
    after: unknown;
    at: number;
  },
): void {
  db.prepare(
    `INSERT INTO audit_log (operator_id, operator_name, at, action, entity, entity_id, before_json,
       after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    op.id,
    op.name || op.account,
    entry.at,
    entry.action,
    entry.entity,
    String(entry.entityId),
    entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
  );
}

/** How many times an operator did `action` since a time (the console's upload cap, issue #28). */
export function auditedSince(db: Db, operatorId: number, action: string, sinceMs: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM audit_log WHERE operator_id = ? AND action = ? AND at > ?')
    .pluck()
    .get(operatorId, action, sinceMs) as number;
}
