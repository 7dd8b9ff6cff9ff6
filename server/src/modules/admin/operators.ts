import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { serialize, transaction } from '../../db/kysely';
import { ApiError, BodyCode, conflict, invalid, notFound } from '../../errors';
import { hashPassword } from '../../lib/password';
import { Type, closed, enumOf, int, str } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import { audit, operatorOf, revokeSessions, rolesOf } from './access';
import { oneTimePassword } from './auth-routes';
import { rangeFilters, registerResource } from './crud';
import { RESOURCE_ACCESS, ROLES, ROLE_PERMISSIONS, type Role } from './permissions';
import * as repo from './operator-repository';
import {
  enabledAdmins,
  insertOperator,
  isEnabledAdmin,
  operatorList,
  type OperatorFilter,
} from './repository';

interface OperatorRow {
  id: number;
  account: string;
  name: string;
  must_change_password: number;
  totp_secret: string | null;
  disabled: number;
  created_at: number;
  last_login_at: number | null;
}

/** An operator as the console lists it: never a hash or a secret. */
export async function operatorAnswer(db: DbExecutor, row: OperatorRow) {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: await rolesOf(db, row.id),
    disabled: row.disabled === 1,
    totpEnrolled: row.totp_secret !== null,
    mustChangePassword: row.must_change_password === 1,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
  };
}

/**
 * Creates an operator with a one-time password (admin:create, POST /operators, the demo seed
 * with a fixed password instead). Returns the id; the password is never stored in clear.
 */
export async function createOperator(
  db: DbExecutor,
  input: {
    account: string;
    name: string;
    roles: readonly Role[];
    /** The password, or its hash already made (the demo operators' public password). */
    password: string | { hash: string };
    mustChangePassword: boolean;
    totpSecret?: string;
    now: number;
  },
): Promise<number> {
  const hash =
    typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash;
  return insertOperator(db, { ...input, passwordHash: hash });
}

/** The operators list's filter: `q` (account or name), `role`, `disabled`, `id` (getMany). */
function operatorFilter(text: string | undefined): OperatorFilter {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError(BodyCode.validation, 'malformedJson');
  }
  const bad = (key: string) => invalid('validation', { detail: `filter.${key}` });
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad('filter');
  const filter: OperatorFilter = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'q' && typeof value === 'string' && value.length <= 100) filter.q = value.trim();
    else if (key === 'role' && (ROLES as readonly unknown[]).includes(value)) {
      filter.role = value as string;
    } else if (key === 'disabled' && typeof value === 'boolean') filter.disabled = value;
    else if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > 1000 || !ids.every((id) => Number.isInteger(id))) throw bad(key);
      filter.ids = ids as number[];
    } else throw bad(key);
  }
  return filter;
}

const RolesSchema = Type.Array(enumOf(ROLES), { minItems: 1, maxItems: ROLES.length });
const IdParams = closed({ id: int(1) });

type Fields = Record<string, unknown>;

function fieldsOf(json: unknown): Fields | null {
  if (typeof json !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Fields)
      : null;
  } catch {
    return null;
  }
}

/**
 * The fields an audited change changed, before and after side by side (issue #29: a person reads
 * this, not two JSON objects): every field of a created or deleted row with a value, only the
 * differing ones of an update.
 */
export function changesOf(
  beforeJson: unknown,
  afterJson: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const before = fieldsOf(beforeJson);
  const after = fieldsOf(afterJson);
  const empty = (value: unknown) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length);
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return names
    .filter((name) => name !== 'id')
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) =>
      before && after
        ? JSON.stringify(change.before) !== JSON.stringify(change.after)
        : !empty(change.before) || !empty(change.after),
    );
}

/** Operators and roles (admin only), and the read-only audit log. */
export function registerOperatorRoutes(app: FastifyInstance): void {
  const { kysely, clock } = app.ctx;
  const load = (executor: DbExecutor, id: number) =>
    repo.operatorById(executor, id) as Promise<OperatorRow | undefined>;
  const access = { access: RESOURCE_ACCESS.operators.read };

  app.get(
    '/operators',
    {
      config: access,
      schema: {
        querystring: closed({
          page: Type.Optional(int(1, 10_000)),
          perPage: Type.Optional(int(1, 100)),
          sort: Type.Optional(enumOf(['id', 'account', 'name', 'createdAt'])),
          order: Type.Optional(enumOf(['ASC', 'DESC', 'asc', 'desc'])),
          filter: Type.Optional(str(0, 2000)),
        }),
      },
    },
    async (req) => {
      const q = req.query as {
        page?: number;
        perPage?: number;
        sort?: string;
        order?: string;
        filter?: string;
      };
      const perPage = q.perPage ?? 25;
      const column =
        ({ account: 'account', name: 'name', createdAt: 'created_at' } as const)[
          q.sort as 'account'
        ] ?? ('id' as const);
      const order = (q.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
      const { rows, total } = await operatorList(
        kysely,
        operatorFilter(q.filter),
        { column, order },
        { limit: perPage, offset: ((q.page ?? 1) - 1) * perPage },
      );
      const data = await Promise.all(
        (rows as OperatorRow[]).map((row) => operatorAnswer(kysely, row)),
      );
      return { data, total };
    },
  );

  app.get('/operators/:id', { config: access, schema: { params: IdParams } }, async (req) => {
    const row = await load(kysely, (req.params as { id: number }).id);
    if (!row) throw notFound();
    return { data: await operatorAnswer(kysely, row) };
  });

  app.post(
    '/operators',
    {
      config: access,
      schema: {
        body: closed({
          account: Type.String({ pattern: '^[0-9]{5,15}$' }),
          name: str(0, 60),
          roles: RolesSchema,
        }),
      },
    },
    async (req) => {
      const op = operatorOf(req);
      const body = req.body as { account: string; name: string; roles: Role[] };
      const password = oneTimePassword();
      const now = clock.now();
      const hash = await hashPassword(password);
      let id: number;
      try {
        id = await transaction(kysely, async (trx) => {
          const newId = await createOperator(trx, {
            ...body,
            password: { hash },
            mustChangePassword: true,
            now,
          });
          await audit(trx, op, {
            action: 'operators.create',
            entity: 'operators',
            entityId: newId,
            before: null,
            after: await operatorAnswer(trx, (await load(trx, newId)) as OperatorRow),
            at: now,
          });
          return newId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('accountTaken');
        throw error;
      }
      const data = await operatorAnswer(kysely, (await load(kysely, id)) as OperatorRow);
      return { data, oneTimePassword: password };
    },
  );

  app.put(
    '/operators/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(str(0, 60)),
            roles: Type.Optional(RolesSchema),
            disabled: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
      },
    },
    async (req) => {
      const op = operatorOf(req);
      const { id } = req.params as { id: number };
      const body = req.body as { name?: string; roles?: Role[]; disabled?: boolean };
      if (
        id === op.id &&
        (body.disabled === true || (body.roles && !body.roles.includes('admin')))
      ) {
        throw new ApiError(BodyCode.conflict, 'notOwnAdmin');
      }
      const now = clock.now();
      const after = await transaction(kysely, async (trx) => {
        // Every change of an operator waits for the one before it: the checks below (this admin
        // is one still, some admin is left) must see the other changes (issue #31).
        await serialize(trx, 'admin:operators');
        // Checked again under the lock: an admin another admin demoted a moment ago,
        // whose call passed the access check before, manages nobody any more.
        if (!(await isEnabledAdmin(trx, op.id)))
          throw new ApiError(BodyCode.forbidden, 'forbidden');
        const row = await load(trx, id);
        if (!row) throw notFound();
        const before = await operatorAnswer(trx, row);
        if (body.name !== undefined) await repo.setOperatorName(trx, id, body.name);
        if (body.disabled !== undefined) {
          await repo.setDisabled(trx, id, body.disabled);
          if (body.disabled) await revokeSessions(trx, id, now);
        }
        if (body.roles) await repo.replaceRoles(trx, id, body.roles);
        // Two admins demoting each other at once: whichever commits second would leave nobody
        // able to manage operators; it is refused and its change rolled back (issue #29).
        if ((await enabledAdmins(trx)) === 0) throw new ApiError(BodyCode.conflict, 'lastAdmin');
        const answer = await operatorAnswer(trx, (await load(trx, id)) as OperatorRow);
        await audit(trx, op, {
          action: 'operators.update',
          entity: 'operators',
          entityId: id,
          before,
          after: answer,
          at: now,
        });
        return answer;
      });
      return { data: after };
    },
  );

  app.post(
    '/operators/:id/reset-password',
    { config: access, schema: { params: IdParams, body: closed({}) } },
    async (req) => {
      const op = operatorOf(req);
      const { id } = req.params as { id: number };
      if (!(await load(kysely, id))) throw notFound();
      const password = oneTimePassword();
      const hash = await hashPassword(password);
      const now = clock.now();
      const after = await transaction(kysely, async (trx) => {
        const before = await operatorAnswer(trx, (await load(trx, id)) as OperatorRow);
        await repo.resetCredentials(trx, id, hash);
        await revokeSessions(trx, id, now);
        const answer = await operatorAnswer(trx, (await load(trx, id)) as OperatorRow);
        await audit(trx, op, {
          action: 'operators.reset-password',
          entity: 'operators',
          entityId: id,
          before,
          after: answer,
          at: now,
        });
        return answer;
      });
      return { data: after, oneTimePassword: password };
    },
  );

  app.get(
    '/roles',
    {
      config: { access: RESOURCE_ACCESS.roles.read },
      schema: {
        querystring: closed({
          page: Type.Optional(int(1, 10_000)),
          perPage: Type.Optional(int(1, 100)),
          sort: Type.Optional(str(0, 40)),
          order: Type.Optional(str(0, 4)),
          filter: Type.Optional(str(0, 2000)),
        }),
      },
    },
    async () => ({
      data: ROLES.map((role) => ({ id: role, permissions: ROLE_PERMISSIONS[role] })),
      total: ROLES.length,
    }),
  );

  registerResource(app, {
    name: 'audit-log',
    table: 'audit_log',
    fields: {
      operatorId: { column: 'operator_id', kind: 'int', readOnly: true, filter: true },
      operatorName: { column: 'operator_name', kind: 'string', readOnly: true },
      at: { column: 'at', kind: 'time', readOnly: true, sortable: true },
      action: { column: 'action', kind: 'string', readOnly: true, filter: true },
      entity: { column: 'entity', kind: 'string', readOnly: true, filter: true },
      entityId: { column: 'entity_id', kind: 'string', readOnly: true, filter: true },
      before: { column: 'before_json', kind: 'json', readOnly: true },
      after: { column: 'after_json', kind: 'json', readOnly: true },
    },
    extraFilters: rangeFilters('t.at'),
    expand: (_db, row) => ({ changes: changesOf(row.before_json, row.after_json) }),
    create: false,
    update: false,
    remove: false,
  });
}
