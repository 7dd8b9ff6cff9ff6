import type { Statement } from 'better-sqlite3';
import type { SelectQueryBuilder } from 'kysely';
import type { Paged } from '../contract';
import type { Db } from '../db/database';

export interface PageArgs {
  pageNo: number;
  pageSize: number;
}

/** One list query: what to select, from where (with its WHERE), in which order. */
export interface ListQuery {
  select: string;
  /** `FROM ... [JOIN ...] [WHERE ...]`, with named parameters (@name). */
  from: string;
  orderBy: string;
}

interface Prepared {
  rows: Statement;
  count: Statement;
}

const prepared = new WeakMap<Db, Map<string, Prepared>>();

function statementsFor(db: Db, query: ListQuery): Prepared {
  let byText = prepared.get(db);
  if (!byText) {
    byText = new Map();
    prepared.set(db, byText);
  }
  const key = `${query.select}\u0000${query.from}\u0000${query.orderBy}`;
  let statements = byText.get(key);
  if (!statements) {
    statements = {
      rows: db.prepare(
        `SELECT ${query.select} ${query.from} ORDER BY ${query.orderBy} LIMIT @limit OFFSET @offset`,
      ),
      count: db.prepare(`SELECT COUNT(*) ${query.from}`).pluck(),
    };
    byText.set(key, statements);
  }
  return statements;
}

/**
 * The one pagination helper (API.md Paging): the page's rows and the total. Statements are
 * prepared once per query text. The COUNT runs only when the page does not tell the total by
 * itself: a page that is neither empty nor full is the last one, so the total is known.
 */
export function pageOf<Row>(
  db: Db,
  query: ListQuery,
  params: Record<string, unknown>,
  { pageNo, pageSize }: PageArgs,
): Paged<Row> {
  const statements = statementsFor(db, query);
  const offset = (pageNo - 1) * pageSize;
  const list = statements.rows.all({ ...params, limit: pageSize, offset }) as Row[];
  const total =
    list.length > 0 && list.length < pageSize
      ? offset + list.length
      : (statements.count.get(params) as number);
  return { list, total, pageNo, pageSize };
}

/** The same page with its rows turned into answers. */
export function mapPage<Row, Item>(
  page: Paged<Row>,
  map: (row: Row, index: number) => Item,
): Paged<Item> {
  return { ...page, list: page.list.map(map) };
}

/**
 * pageOf for a Kysely query (issue #30): `base` is the FROM and WHERE, `rows` adds the columns
 * and the order. The COUNT runs only when the page does not tell the total by itself.
 */
export async function pageOfQuery<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  { pageNo, pageSize }: PageArgs,
): Promise<Paged<Row>> {
  const offset = (pageNo - 1) * pageSize;
  const list = (await rows(base).limit(pageSize).offset(offset).execute()) as Row[];
  if (list.length > 0 && list.length < pageSize) {
    return { list, total: offset + list.length, pageNo, pageSize };
  }
  const counted = (await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number };
  return { list, total: Number(counted.total), pageNo, pageSize };
}
