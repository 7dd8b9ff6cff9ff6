import type { Db } from '../../db/database';
import { transaction } from '../../db/kysely';
import type { DbExecutor } from '../../tables';
import type { Role } from './permissions';
import { AREA_NAME } from '../points';

export interface OperatorFilter {
  q?: string;
  role?: string;
  disabled?: boolean;
  ids?: number[];
}

/**
 * The operators' statements added by issue #29 (the older ones still sit beside their routes
 * until issue #30 moves them here): who may still manage operators, the failed sign-ins since the
 * last good one.
 */
export function operatorsRepository(db: Db) {
  const enabledAdmins = db
    .prepare(
      `SELECT COUNT(*) FROM operators o JOIN operator_roles r ON r.operator_id = o.id
       WHERE r.role = 'admin' AND o.disabled = 0`,
    )
    .pluck();
  const isEnabledAdmin = db
    .prepare(
      `SELECT 1 FROM operators o JOIN operator_roles r ON r.operator_id = o.id
       WHERE o.id = ? AND r.role = 'admin' AND o.disabled = 0`,
    )
    .pluck();
  const listWhere = `WHERE (@search = '' OR o.account LIKE @like ESCAPE '\\' OR o.name LIKE @like ESCAPE '\\')
      AND (@role IS NULL OR EXISTS (SELECT 1 FROM operator_roles r
        WHERE r.operator_id = o.id AND r.role = @role))
      AND (@disabled IS NULL OR o.disabled = @disabled)
      AND (@ids IS NULL OR o.id IN (SELECT value FROM json_each(@ids)))`;
  const total = db.prepare(`SELECT COUNT(*) FROM operators o ${listWhere}`).pluck();
  return {
    /** The operators list, filtered (issue #29: the filter was ignored). */
    list: (
      filter: OperatorFilter,
      sort: { column: 'id' | 'account' | 'name' | 'created_at'; order: 'ASC' | 'DESC' },
      page: { limit: number; offset: number },
    ) => {
      const params = {
        search: filter.q ?? '',
        like: `%${(filter.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        role: filter.role ?? null,
        disabled: filter.disabled === undefined ? null : filter.disabled ? 1 : 0,
        ids: filter.ids ? JSON.stringify(filter.ids) : null,
      };
      const rows = db
        .prepare(
          `SELECT * FROM operators o ${listWhere}
           ORDER BY o.${sort.column} ${sort.order}, o.id LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, ...page });
      return { rows, total: total.get(params) as number };
    },
    /** Enabled operators holding the admin role: never 0 after a change (issue #29). */
    enabledAdmins: () => enabledAdmins.get() as number,
    isEnabledAdmin: (id: number) => isEnabledAdmin.get(id) !== undefined,
  };
}

/** The rows of the CSV exports (issue #29: the orders export takes the list's search too). */
export function exportRepository(db: Db) {
  const orders = db.prepare(
    `SELECT t.*, ${AREA_NAME} AS area_name FROM integral_trades t
     WHERE t.created_at >= @from AND t.created_at < @to
       AND (@status = 'all' OR t.status = @status)
       AND (@search = '' OR t.contact LIKE @like ESCAPE '\\' OR t.phone LIKE @like ESCAPE '\\'
         OR t.tracking_no LIKE @like ESCAPE '\\')
     ORDER BY t.created_at, t.id`,
  );
  return {
    orders: (q: { from: number; to: number; status: string; search: string }) =>
      orders.all({
        ...q,
        like: `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      }) as Record<string, string | number | null>[],
  };
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

const VISITOR_COLUMNS = `u.id, u.area_code, u.phone, u.name, u.show_name, u.email, u.points,
  u.created_at, u.deleted_at`;

/**
 * Finding a visitor for a complaint (issue #29, read only): by id, by phone (any part of the
 * digits) or by name, and their orders, works and points ledger.
 */
export function visitorsRepository(db: Db) {
  const where = `WHERE (u.id = @id OR (@digits <> '' AND u.phone LIKE @digits)
      OR (@like <> '' AND (u.name LIKE @like ESCAPE '\\' OR u.show_name LIKE @like ESCAPE '\\')))`;
  const find = db.prepare(
    `SELECT ${VISITOR_COLUMNS} FROM users u ${where}
     ORDER BY u.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) FROM users u ${where}`).pluck();
  const one = db.prepare(`SELECT ${VISITOR_COLUMNS} FROM users u WHERE u.id = ?`);
  const orders = db.prepare(
    `SELECT id, spu_name, quantity, points, status, carrier, tracking_no, created_at, shipped_at,
       delivered_at, cancelled_at
     FROM integral_trades WHERE user_id = ? ORDER BY id DESC LIMIT 50`,
  );
  const works = db.prepare(
    `SELECT p.id, p.title_zht, p.status, p.withdrawn_at, p.votes, p.created_at, g.name_zht AS group_name
     FROM vote_players p JOIN vote_groups g ON g.id = p.group_id
     WHERE p.user_id = ? ORDER BY p.id DESC LIMIT 50`,
  );
  const ledger = db.prepare(
    `SELECT id, amount, balance_after, reason_zht, reason_pt, reason_en, created_at FROM points_flows
     WHERE user_id = ? ORDER BY id DESC LIMIT 50`,
  );
  return {
    find: (q: string, page: { limit: number; offset: number }) => {
      const text = q.trim();
      const params = {
        id: /^\d{1,9}$/.test(text) ? Number(text) : -1,
        digits: /^\+?\d{4,15}$/.test(text) ? `%${text.replace(/^\+\d{0,3}(?=\d{8})/, '')}%` : '',
        like: /^\d*$/.test(text) ? '' : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      };
      return {
        rows: find.all({ ...params, ...page }) as VisitorRow[],
        total: count.get(params) as number,
      };
    },
    one: (id: number) => one.get(id) as VisitorRow | undefined,
    orders: (id: number) => orders.all(id) as Record<string, string | number | null>[],
    works: (id: number) => works.all(id) as Record<string, string | number | null>[],
    ledger: (id: number) => ledger.all(id) as Record<string, string | number>[],
  };
}

/**
 * How many times an operator did `action` since a time (the console's upload cap, issue #28).
 * Still synchronous: the upload counts it inside its synchronous transaction (files/routes.ts).
 */
export function auditCount(db: Db, operatorId: number, action: string, sinceMs: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM audit_log WHERE operator_id = ? AND action = ? AND at > ?')
    .pluck()
    .get(operatorId, action, sinceMs) as number;
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
    const { insertId } = await trx
      .insertInto('operators')
      .values({
        account: input.account,
        name: input.name,
        password_hash: input.passwordHash,
        must_change_password: input.mustChangePassword ? 1 : 0,
        totp_secret: input.totpSecret ?? null,
        created_at: input.now,
      })
      .executeTakeFirstOrThrow();
    const id = Number(insertId);
    for (const role of new Set(input.roles)) {
      await trx.insertInto('operator_roles').values({ operator_id: id, role }).execute();
    }
    return id;
  });
}
