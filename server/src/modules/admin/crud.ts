import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database';
import { transaction } from '../../db/kysely';
import type { Transaction } from 'kysely';
import type { Database, DbExecutor } from '../../tables';
import { ApiError, BodyCode, conflict, invalid, notFound } from '../../errors';
import { describeValidation } from '../../i18n';
import { parseTime } from '../../lib/time';
import {
  Type,
  UPLOAD_PATH_PATTERN,
  closed,
  enumOf,
  int,
  storedPicture,
  str,
  type TSchema,
} from '../../lib/schema';
import { isAllowedLink } from '../../../../src/rules/links';
import { audit, operatorOf } from './access';
import * as crud from './crud-repository';
import {
  RESOURCE_ACCESS,
  type Permission,
  type ResourceAccess,
  type ResourceName,
} from './permissions';
import { sanitizeRichText } from './rich-text';

/**
 * The table-driven resources of the console (server/API-admin.md "Lists and rows"): one
 * definition gives a resource its list, row, create, update and delete routes, their schemas,
 * the column mapping, the audit row of every change, and the permission each route needs.
 */

export type FieldKind =
  | 'string'
  | 'html'
  | 'int'
  | 'number'
  | 'bool'
  | 'time'
  | 'json'
  | 'enum'
  /** A picture: an upload of this server, stored as its path (issue #29). */
  | 'picture'
  /** An album: pictures as above, a JSON array. */
  | 'pictures'
  /** Where a tap leads: a page of the app or https:// to a host the web view opens. */
  | 'link';

export interface FieldDef {
  /** The column; absent for a field the resource's select computes. */
  column?: string;
  kind: FieldKind;
  required?: boolean;
  readOnly?: boolean;
  /** Written when the row is created, read only after. */
  createOnly?: boolean;
  min?: number;
  max?: number;
  values?: readonly string[];
  nullable?: boolean;
  sortable?: boolean;
  filter?: boolean;
  /**
   * The visitor's own data (an order's address, a work's words): shown to operators, never
   * copied into the audit log, which cannot be erased when the visitor deletes the account
   * (issue #22, account/erasure.ts).
   */
  personal?: boolean;
}

export interface ExtraFilter {
  schema: TSchema;
  /** A WHERE fragment with named parameters, or '' when the value is refused (400). */
  where: (value: unknown, now: number) => { sql: string; params?: Record<string, unknown> };
}

/**
 * `from` and `to` on a time column (issue #29: date ranges on every list): an ISO instant, or a
 * Macau day `YYYY-MM-DD` (`to` as a day includes that day), as the exports read them.
 */
export function rangeFilters(column: string): Record<string, ExtraFilter> {
  const bound = (name: 'from' | 'to', op: string) => ({
    schema: Type.String(),
    where: (value: unknown) => {
      const ms = typeof value === 'string' ? parseTime(value, name === 'to') : Number.NaN;
      return ms === undefined || Number.isNaN(ms)
        ? { sql: '' }
        : { sql: `${column} ${op} @${name}`, params: { [name]: ms } };
    },
  });
  return { from: bound('from', '>='), to: bound('to', '<') };
}

/** A resource the generic routes serve: one permission reads its rows. */
export type CrudResourceName = {
  [K in ResourceName]: (typeof RESOURCE_ACCESS)[K]['read'] extends Permission ? K : never;
}[ResourceName];

/** The permissions a resource's routes ask: the one table's (permissions.ts), by its name. */
function accessOf(name: CrudResourceName): { read: Permission; write: Permission } {
  const access: ResourceAccess = RESOURCE_ACCESS[name];
  const read = access.read as Permission;
  return { read: access.lookup ?? read, write: access.write ?? read };
}

export interface ResourceDef {
  name: CrudResourceName;
  table: string;
  /** 'code': the id is a text column (rich-texts). */
  idKind?: 'int' | 'code';
  idColumn?: string;
  fields: Record<string, FieldDef>;
  /** Select list over alias t (default t.*). */
  select?: string;
  /** FROM clause with alias t (default FROM <table> t). */
  from?: string;
  search?: string[];
  extraFilters?: Record<string, ExtraFilter>;
  create?: boolean;
  update?: boolean;
  /** false: no DELETE route; a query counting what still uses the row (409 when > 0). */
  remove?: false | { inUse?: string };
  /** Extra body fields a resource writes itself (quiz options). */
  extraBody?: Record<string, TSchema>;
  /** Checks or completes the columns before a write (inside the transaction). */
  beforeWrite?: (
    columns: Record<string, unknown>,
    extra: Record<string, unknown>,
    now: number,
  ) => void;
  /** Writes what the extra body fields hold (quiz options), in the write's transaction. */
  afterWrite?: (
    db: DbExecutor,
    id: number | string,
    extra: Record<string, unknown>,
    created: boolean,
  ) => Promise<void>;
  /**
   * Time fields that come in order: [start, end] pairs an end before its start refuses (an
   * activity, a contest and its sign-up), checked on the row as written, so a partial update
   * is checked against what it leaves.
   */
  ordered?: [string, string][];
  /** Adds fields to a row as answered (quiz options). */
  expand?: (
    db: DbExecutor,
    row: Record<string, unknown>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const SUFFIXES = [
  ['Zht', 'zht'],
  ['Zhs', 'zhs'],
  ['Pt', 'pt'],
  ['En', 'en'],
] as const;

/** The four language fields of one column base: `titleZht` ... `titleEn` (SPEC §1). */
export function loc(
  base: string,
  options: { required?: boolean; kind?: 'string' | 'html'; max?: number; column?: string } = {},
): Record<string, FieldDef> {
  const out: Record<string, FieldDef> = {};
  const column = options.column ?? base.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  for (const [suffix, lang] of SUFFIXES) {
    out[`${base}${suffix}`] = {
      column: `${column}_${lang}`,
      kind: options.kind ?? 'string',
      max: options.max ?? (options.kind === 'html' ? 200_000 : 200),
      required: options.required && lang === 'zht',
      min: options.required && lang === 'zht' ? 1 : 0,
    };
  }
  return out;
}

function fieldSchema(field: FieldDef): TSchema {
  let schema: TSchema;
  switch (field.kind) {
    case 'string':
      schema = str(field.min ?? 0, field.max ?? 200);
      break;
    case 'html':
      schema = str(field.min ?? 0, field.max ?? 200_000);
      break;
    case 'int':
      schema = int(field.min ?? 0, field.max ?? 2_147_483_647);
      break;
    case 'number':
      schema = Type.Number({ minimum: field.min ?? -1e9, maximum: field.max ?? 1e9 });
      break;
    case 'bool':
      schema = Type.Boolean();
      break;
    case 'time':
      schema = Type.String({ format: 'date-time', maxLength: 40 });
      break;
    case 'json':
    case 'pictures':
      schema = Type.Array(str(1, 500), { maxItems: 20 });
      break;
    case 'picture':
    case 'link':
      schema = str(field.min ?? 0, field.max ?? 500);
      break;
    case 'enum':
      schema = enumOf(field.values ?? []);
      break;
  }
  return field.nullable ? Type.Union([schema, Type.Null()]) : schema;
}

const OWN_PICTURE = new RegExp(`^(https?://[^/\\s]+)?${UPLOAD_PATH_PATTERN}$`);

/** A picture the app may show: an upload of this server, kept as its path; else 400. */
function ownPicture(value: unknown): string {
  const text = String(value).trim();
  if (text === '') return '';
  if (!OWN_PICTURE.test(text)) throw invalid('pictureNotOwn');
  return storedPicture(text) ?? '';
}

function toColumn(field: FieldDef, value: unknown, linkHosts: readonly string[]): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'picture':
      return ownPicture(value);
    case 'pictures':
      return JSON.stringify((value as unknown[]).map(ownPicture).filter(Boolean));
    case 'link': {
      const link = String(value).trim();
      if (!isAllowedLink(link, linkHosts)) {
        throw invalid('linkNotAllowed', { hosts: linkHosts.join(', ') });
      }
      return link;
    }
    case 'bool':
      return value ? 1 : 0;
    case 'time':
      return Date.parse(String(value));
    case 'json':
      return JSON.stringify(value);
    case 'html':
      return sanitizeRichText(String(value));
    default:
      return value;
  }
}

function fromColumn(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'bool':
      return value === 1 || value === true;
    case 'time':
      return new Date(Number(value)).toISOString();
    case 'json':
    case 'pictures':
      try {
        return JSON.parse(String(value));
      } catch {
        return [];
      }
    default:
      return value;
  }
}

function columnName(name: string, field: FieldDef): string {
  return field.column ?? name;
}

const FILTER_JSON_MAX = 2000;

function badFilter(req: FastifyRequest, key: string): ApiError {
  const detail = describeValidation(
    req.locale,
    {
      keyword: 'additionalProperties',
      instancePath: '/filter',
      params: { additionalProperty: key },
    },
    'query',
  );
  return new ApiError(BodyCode.validation, 'validation', { detail });
}

function typeMatches(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'int':
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'bool':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string' && value.length <= 200;
  }
}

export interface Resource {
  def: ResourceDef;
  load(db: DbExecutor, id: number | string): Promise<Record<string, unknown> | undefined>;
  /** The row as answered; `db` reads what a resource adds to it (quiz options). */
  answer(db: DbExecutor, row: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The row as the audit log keeps it: the answer without its personal fields. */
  audited(db: DbExecutor, row: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Registers a resource's routes on the admin scope and returns its loader for actions. */
export function registerResource(app: FastifyInstance, def: ResourceDef): Resource {
  const { kysely, clock, config } = app.ctx;
  // The hosts the H5 web view may frame (H5_FRAME_HOSTS, TARO_APP_WEBVIEW_HOSTS' default).
  const linkHosts = config.h5Security.frameHosts.map((source) =>
    source.replace(/^https?:\/\//, ''),
  );
  const idColumn = def.idColumn ?? 'id';
  const select = def.select ?? 't.*';
  const from = def.from ?? `FROM ${def.table} t`;
  const entries = Object.entries(def.fields);
  const sortable = ['id', ...entries.filter(([, f]) => f.sortable).map(([n]) => n)];
  const { read: readPermission, write: writePermission } = accessOf(def.name);
  const idSchema =
    def.idKind === 'code'
      ? closed({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }) })
      : closed({ id: int(1) });
  const source = { select, from, idColumn };

  const load = (executor: DbExecutor, id: number | string) => crud.loadRow(executor, source, id);
  const answer = async (executor: DbExecutor, row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {
      id: def.idKind === 'code' ? row[idColumn] : Number(row[idColumn]),
    };
    for (const [name, field] of entries) {
      if (name === 'id') continue;
      out[name] = fromColumn(field, row[columnName(name, field)]);
    }
    return def.expand ? { ...out, ...(await def.expand(executor, row)) } : out;
  };
  const personal = entries.filter(([, f]) => f.personal).map(([name]) => name);
  const audited = async (executor: DbExecutor, row: Record<string, unknown>) => {
    const out = await answer(executor, row);
    for (const name of personal) delete out[name];
    return out;
  };

  const writable = (creating: boolean) =>
    entries.filter(([, f]) => !f.readOnly && f.column !== undefined && (creating || !f.createOnly));

  const bodySchema = (creating: boolean) => {
    const props: Record<string, TSchema> = {};
    for (const [name, field] of writable(creating)) {
      const schema = fieldSchema(field);
      props[name] = creating && field.required ? schema : Type.Optional(schema);
    }
    for (const [name, schema] of Object.entries(def.extraBody ?? {})) {
      props[name] = Type.Optional(schema);
    }
    return Type.Object(props, {
      additionalProperties: false,
      ...(creating ? {} : { minProperties: 1 }),
    });
  };

  const split = (body: Record<string, unknown>, creating: boolean) => {
    const columns: Record<string, unknown> = {};
    const extra: Record<string, unknown> = {};
    const fields = new Map(writable(creating));
    for (const [name, value] of Object.entries(body)) {
      const field = fields.get(name);
      if (field) columns[columnName(name, field)] = toColumn(field, value, linkHosts);
      else extra[name] = value;
    }
    return { columns, extra };
  };

  const base = `/${def.name}`;
  const ListQuery = closed({
    page: Type.Optional(int(1, 10_000)),
    perPage: Type.Optional(int(1, 100)),
    sort: Type.Optional(enumOf(sortable)),
    order: Type.Optional(enumOf(['ASC', 'DESC', 'asc', 'desc'])),
    filter: Type.Optional(str(0, FILTER_JSON_MAX)),
  });

  app.get(
    base,
    { config: { access: readPermission }, schema: { querystring: ListQuery } },
    async (req) => {
      const q = req.query as {
        page?: number;
        perPage?: number;
        sort?: string;
        order?: string;
        filter?: string;
      };
      const page = q.page ?? 1;
      const perPage = q.perPage ?? 25;
      const where: crud.Condition[] = [];
      let filter: Record<string, unknown> = {};
      if (q.filter) {
        try {
          filter = JSON.parse(q.filter);
        } catch {
          throw new ApiError(BodyCode.validation, 'malformedJson');
        }
        if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
          throw badFilter(req, 'filter');
        }
      }
      for (const [key, value] of Object.entries(filter)) {
        if (key === 'id') {
          const ids = Array.isArray(value) ? value : [value];
          if (
            ids.length > 1000 ||
            !ids.every((v) => typeof v === 'number' || typeof v === 'string')
          ) {
            throw badFilter(req, key);
          }
          // A numeric key compared with a text matches nothing (PostgreSQL would refuse it).
          const keys =
            def.idKind === 'code'
              ? ids.map(String)
              : ids.flatMap((v) => (/^\d{1,15}$/.test(String(v)) ? [Number(v)] : []));
          where.push(crud.oneOf(`t.${idColumn}`, keys));
        } else if (key === 'q' && def.search) {
          if (typeof value !== 'string' || value.length > 100) throw badFilter(req, key);
          if (value.trim() === '') continue;
          where.push(crud.containsAny(kysely, def.search, value.trim()));
        } else if (def.extraFilters?.[key]) {
          const extra = def.extraFilters[key];
          const { sql, params: extraParams } = extra.where(value, clock.now());
          if (sql === '') throw badFilter(req, key);
          where.push(crud.namedCondition(sql, extraParams ?? {}));
        } else {
          const field = def.fields[key];
          if (!field?.filter || field.column === undefined || !typeMatches(field.kind, value)) {
            throw badFilter(req, key);
          }
          if (field.kind === 'enum' && !(field.values ?? []).includes(String(value))) {
            throw badFilter(req, key);
          }
          where.push(
            crud.equals(`t.${field.column}`, field.kind === 'bool' ? (value ? 1 : 0) : value),
          );
        }
      }
      const sortName = q.sort ?? 'id';
      const sortField = def.fields[sortName];
      const sortColumn =
        sortName === 'id' || !sortField ? `t.${idColumn}` : `t.${columnName(sortName, sortField)}`;
      const order = (q.order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
      const { rows, total } = await crud.listRows(kysely, source, {
        where,
        sortColumn,
        order,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: await Promise.all(rows.map((row) => answer(kysely, row))), total };
    },
  );

  app.get(
    `${base}/:id`,
    { config: { access: readPermission }, schema: { params: idSchema } },
    async (req) => {
      const row = await load(kysely, (req.params as { id: number | string }).id);
      if (!row) throw notFound();
      return { data: await answer(kysely, row) };
    },
  );

  const checkOrder = (row: Record<string, unknown>) => {
    for (const [start, end] of def.ordered ?? []) {
      const from = row[columnName(start, def.fields[start])];
      const to = row[columnName(end, def.fields[end])];
      if (from !== null && to !== null && Number(to) < Number(from)) {
        throw invalid('endBeforeStart');
      }
    }
  };

  const write = async <T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    try {
      return await transaction(kysely, fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('duplicateKey');
      if (isForeignKeyViolation(error)) {
        throw invalid('validation', { detail: 'reference' });
      }
      throw error;
    }
  };

  if (def.create !== false) {
    app.post(
      base,
      { config: { access: writePermission }, schema: { body: bodySchema(true) } },
      async (req) => {
        const op = operatorOf(req);
        const { columns, extra } = split(req.body as Record<string, unknown>, true);
        const created = await write(async (trx) => {
          def.beforeWrite?.(columns, extra, clock.now());
          const id = await crud.insertRow(trx, def.table, idColumn, columns);
          await def.afterWrite?.(trx, id, extra, true);
          const row = (await load(trx, id)) as Record<string, unknown>;
          checkOrder(row);
          await audit(trx, op, {
            action: `${def.name}.create`,
            entity: def.name,
            entityId: id,
            before: null,
            after: await audited(trx, row),
            at: clock.now(),
          });
          return answer(trx, row);
        });
        return { data: created };
      },
    );
  }

  if (def.update !== false) {
    app.put(
      `${base}/:id`,
      {
        config: { access: writePermission },
        schema: { params: idSchema, body: bodySchema(false) },
      },
      async (req) => {
        const op = operatorOf(req);
        const id = (req.params as { id: number | string }).id;
        const { columns, extra } = split(req.body as Record<string, unknown>, false);
        const updated = await write(async (trx) => {
          const row = await load(trx, id);
          if (!row) throw notFound();
          const before = await audited(trx, row);
          def.beforeWrite?.(columns, extra, clock.now());
          await crud.updateRow(trx, def.table, idColumn, id, columns);
          await def.afterWrite?.(trx, id, extra, false);
          const changed = (await load(trx, id)) as Record<string, unknown>;
          checkOrder(changed);
          await audit(trx, op, {
            action: `${def.name}.update`,
            entity: def.name,
            entityId: id,
            before,
            after: await audited(trx, changed),
            at: clock.now(),
          });
          return answer(trx, changed);
        });
        return { data: updated };
      },
    );
  }

  if (def.remove) {
    const { inUse } = def.remove;
    app.delete(
      `${base}/:id`,
      { config: { access: writePermission }, schema: { params: idSchema } },
      async (req) => {
        const op = operatorOf(req);
        const id = (req.params as { id: number | string }).id;
        const removed = await write(async (trx) => {
          const row = await load(trx, id);
          if (!row) throw notFound();
          if (inUse && (await crud.countInUse(trx, inUse, id)) > 0) throw conflict('inUse');
          await crud.deleteRow(trx, def.table, idColumn, id);
          await audit(trx, op, {
            action: `${def.name}.delete`,
            entity: def.name,
            entityId: id,
            before: await audited(trx, row),
            after: null,
            at: clock.now(),
          });
          return answer(trx, row);
        });
        return { data: removed };
      },
    );
  }

  return { def, load, answer, audited };
}
