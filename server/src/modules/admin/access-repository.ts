import type { DbExecutor } from '../../tables';
import type { Role } from './permissions';

// The statements of the operators' sessions, roles and audit log (issue #30: async, on the app's
// Kysely or a caller's transaction).

export interface OperatorSession {
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

/** A session with its operator: one lookup by the sessions' primary key. */
export function sessionByHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<OperatorSession | undefined> {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.token_hash',
      's.operator_id',
      's.csrf_token',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'o.name',
      'o.account',
      'o.must_change_password',
      'o.disabled',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: DbExecutor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Ends one session (`revokedAt` null: lets it go on again, the password change's own). */
export async function setSessionRevoked(
  db: DbExecutor,
  tokenHash: string,
  revokedAt: number | null,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: revokedAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function insertSession(
  db: DbExecutor,
  session: {
    tokenHash: string;
    operatorId: number;
    csrfToken: string;
    now: number;
    expiresAt: number;
    userAgent: string;
  },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: session.tokenHash,
      operator_id: session.operatorId,
      csrf_token: session.csrfToken,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
    })
    .execute();
}

/** Ends every live session of the operator. */
export async function revokeSessionsOf(
  db: DbExecutor,
  operatorId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function rolesOf(db: DbExecutor, operatorId: number): Promise<Role[]> {
  const rows = await db
    .selectFrom('operator_roles')
    .select('role')
    .where('operator_id', '=', operatorId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

export interface AuditEntry {
  operatorId: number;
  operatorName: string;
  at: number;
  action: string;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
}

export async function insertAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      operator_name: entry.operatorName,
      at: entry.at,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before_json: entry.beforeJson,
      after_json: entry.afterJson,
    })
    .execute();
}
