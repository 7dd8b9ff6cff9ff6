import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../tables';
import * as accessRepo from './access-repository';
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

export function rolesOf(db: DbExecutor, operatorId: number): Promise<Role[]> {
  return accessRepo.rolesOf(db, operatorId);
}

/** Opens a session for the operator; returns the cookie token and the CSRF token. */
export async function openSession(
  db: DbExecutor,
  operatorId: number,
  now: number,
  lifetimeMs: number,
  userAgent: string,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken(32);
  const csrfToken = randomToken(24);
  await accessRepo.insertSession(db, {
    tokenHash: sha256Hex(token),
    operatorId,
    csrfToken,
    now,
    expiresAt: now + lifetimeMs,
    userAgent: userAgent.slice(0, 200),
  });
  return { token, csrfToken };
}

export function revokeSessions(db: DbExecutor, operatorId: number, now: number): Promise<void> {
  return accessRepo.revokeSessionsOf(db, operatorId, now);
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
export function adminAccessHook(db: DbExecutor, clock: { now(): number }, idleMs: number) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    req.operator = null;
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = cookieValue(req, SESSION_COOKIE);
    if (!token) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    const row = await accessRepo.sessionByHash(db, sha256Hex(token));
    if (!row || row.revoked_at !== null || row.disabled === 1) {
      throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    }
    const now = clock.now();
    if (now - row.last_seen_at > idleMs || now >= row.expires_at) {
      await accessRepo.setSessionRevoked(db, row.token_hash, now);
      clearSessionCookie(req, reply);
      throw new ApiError(BodyCode.unauthorized, 'sessionExpired');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent !== row.csrf_token) {
        throw new ApiError(BodyCode.forbidden, 'csrf');
      }
    }
    await accessRepo.touchSession(db, row.token_hash, now);
    const roles = await accessRepo.rolesOf(db, row.operator_id);
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
  db: DbExecutor,
  op: OperatorContext,
  entry: {
    action: string;
    entity: string;
    entityId: number | string;
    before: unknown;
    after: unknown;
    at: number;
  },
): Promise<void> {
  return accessRepo.insertAudit(db, {
    operatorId: op.id,
    operatorName: op.name || op.account,
    at: entry.at,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    beforeJson:
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    afterJson:
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}
