import { sql, type RawBuilder } from 'kysely';
import { engineOf, transaction } from '../../db/kysely';
import { inIdList } from '../../db/neutral';
import type { DbExecutor } from '../../tables';
import { containsAny } from './crud-repository';
import type { Role } from './permissions';
import { AREA_NAME } from '../points';

export interface OperatorFilter {
  q?: string;
  role?: string;
  disabled?: boolean;
  ids?: number[];
}

// The operators' list and checks, the CSV exports, the visitors and the audit count (issue #30:
// async, on the app's Kysely or a caller's transaction).

/** Only the conditions a filter asks for, so no parameter stands alone (PostgreSQL types each). */
function whereAll(conditions: RawBuilder<boolean>[]): RawBuilder<unknown> {
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

function operatorWhere(db: DbExecutor, filter: OperatorFilter) {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.q) conditions.push(containsAny(db, ['o.account', 'o.name'], filter.q));
  if (filter.role !== undefined) {
    conditions.push(sql<boolean>`EXISTS (SELECT 1 FROM operator_roles r
      WHERE r.operator_id = o.id AND r.role = ${filter.role})`);
  }
  if (filter.disabled !== undefined) {
    conditions.push(sql<boolean>`o.disabled = ${filter.disabled ? 1 : 0}`);
  }
  if (filter.ids) conditions.push(inIdList(engineOf(db), 'o.id', filter.ids));
  return whereAll(conditions);
}

/** The operators list, filtered (issue #29: the filter was ignored). */
export async function operatorList(
  db: DbExecutor,
  filter: OperatorFilter,
  sort: { column: 'id' | 'account' | 'name' | 'created_at'; order: 'ASC' | 'DESC' },
  page: { limit: number; offset: number },
): Promise<{ rows: unknown[]; total: number }> {
  const where = operatorWhere(db, filter);
  const { rows } = await sql`SELECT * FROM operators o ${where}
    ORDER BY ${sql.ref(`o.${sort.column}`)} ${sql.raw(sort.order === 'DESC' ? 'DESC' : 'ASC')}, o.id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  const counted = await sql<{
    total: number;
  }>`SELECT COUNT(*) AS total FROM operators o ${where}`.execute(db);
  return { rows, total: Number(counted.rows[0].total) };
}

/** Enabled operators holding the admin role: never 0 after a change (issue #29). */
export async function enabledAdmins(db: DbExecutor): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM operators o
    JOIN operator_roles r ON r.operator_id = o.id
    WHERE r.role = 'admin' AND o.disabled = 0`.execute(db);
  return Number(rows[0].n);
}

export async function isEnabledAdmin(db: DbExecutor, id: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM operators o JOIN operator_roles r ON r.operator_id = o.id
    WHERE o.id = ${id} AND r.role = 'admin' AND o.disabled = 0`.execute(db);
  return rows.length > 0;
}

/** The rows of the orders export (issue #29: it takes the list's search too). */
export async function exportedOrders(
  db: DbExecutor,
  q: { from: number; to: number; status: string; search: string },
): Promise<Record<string, string | number | null>[]> {
  const conditions = [sql<boolean>`t.created_at >= ${q.from} AND t.created_at < ${q.to}`];
  if (q.status !== 'all') conditions.push(sql<boolean>`t.status = ${q.status}`);
  if (q.search) {
    conditions.push(containsAny(db, ['t.contact', 't.phone', 't.tracking_no'], q.search));
  }
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT t.*, ${sql.raw(AREA_NAME)} AS area_name FROM integral_trades t
    ${whereAll(conditions)}
    ORDER BY t.created_at, t.id`.execute(db);
  return rows;
}

export interface VisitorRow {
  id: number;
  area_code: string;
  phone: string;
  name: string;
  show_name: string;
  email: string;
  points: number;
  created_at: number;
  deleted_at: number | null;
}

const VISITOR_COLUMNS = sql.raw(`u.id, u.area_code, u.phone, u.name, u.show_name, u.email, u.points,
  u.created_at, u.deleted_at`);

// Finding a visitor for a complaint (issue #29, read only): by id, by phone (any part of the
// digits) or by name, and their orders, works and points ledger.

export async function findVisitors(
  db: DbExecutor,
  q: string,
  page: { limit: number; offset: number },
): Promise<{ rows: VisitorRow[]; total: number }> {
  const text = q.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  const matches = [sql<boolean>`u.id = ${id}`];
  if (/^\+?\d{4,15}$/.test(text)) {
    matches.push(sql<boolean>`u.phone LIKE ${`%${text.replace(/^\+\d{0,3}(?=\d{8})/, '')}%`}`);
  }
  if (!/^\d*$/.test(text)) matches.push(containsAny(db, ['u.name', 'u.show_name'], text));
  const where = sql`WHERE ${sql.join(matches, sql` OR `)}`;
  const { rows } = await sql<VisitorRow>`SELECT ${VISITOR_COLUMNS} FROM users u ${where}
    ORDER BY u.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  const counted = await sql<{
    total: number;
  }>`SELECT COUNT(*) AS total FROM users u ${where}`.execute(db);
  return { rows, total: Number(counted.rows[0].total) };
}

export async function visitor(db: DbExecutor, id: number): Promise<VisitorRow | undefined> {
  const { rows } = await sql<VisitorRow>`SELECT ${VISITOR_COLUMNS} FROM users u
    WHERE u.id = ${id}`.execute(db);
  return rows[0];
}

export async function visitorOrders(
  db: DbExecutor,
  id: number,
): Promise<Record<string, string | number | null>[]> {
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT id, spu_name, quantity, points, status, carrier, tracking_no, created_at, shipped_at,
      delivered_at, cancelled_at
    FROM integral_trades WHERE user_id = ${id} ORDER BY id DESC LIMIT 50`.execute(db);
  return rows;
}

export async function visitorWorks(
  db: DbExecutor,
  id: number,
): Promise<Record<string, string | number | null>[]> {
  const { rows } = await sql<Record<string, string | number | null>>`
    SELECT p.id, p.title_zht, p.status, p.withdrawn_at, p.votes, p.created_at,
      g.name_zht AS group_name
    FROM vote_players p JOIN vote_groups g ON g.id = p.group_id
    WHERE p.user_id = ${id} ORDER BY p.id DESC LIMIT 50`.execute(db);
  return rows;
}

export async function visitorLedger(
  db: DbExecutor,
  id: number,
): Promise<Record<string, string | number>[]> {
  const { rows } = await sql<Record<string, string | number>>`
    SELECT id, amount, balance_after, reason_zht, reason_pt, reason_en, created_at
    FROM points_flows WHERE user_id = ${id} ORDER BY id DESC LIMIT 50`.execute(db);
  return rows;
}

/**
 * How many times an operator did `action` since a time (the console's upload cap, issue #28),
 * counted inside the upload's transaction.
 */
export async function auditCount(
  db: DbExecutor,
  operatorId: number,
  action: string,
  sinceMs: number,
): Promise<number> {
  const { n } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operatorId)
    .where('action', '=', action)
    .where('at', '>', sinceMs)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Inserts an operator with its roles in one transaction (the caller's, or one of its own);
 * answers the id.
 */
export function insertOperator(
  db: DbExecutor,
  input: {
    account: string;
    name: string;
    roles: readonly Role[];
    passwordHash: string;
    mustChangePassword: boolean;
    totpSecret?: string;
    now: number;
  },
): Promise<number> {
  return transaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('operators')
      .values({
        account: input.account,
        name: input.name,
        password_hash: input.passwordHash,
        must_change_password: input.mustChangePassword ? 1 : 0,
        totp_secret: input.totpSecret ?? null,
        created_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const role of new Set(input.roles)) {
      await trx.insertInto('operator_roles').values({ operator_id: id, role }).execute();
    }
    return id;
  });
}
