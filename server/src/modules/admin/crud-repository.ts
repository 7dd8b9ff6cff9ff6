import { sql, type RawBuilder } from 'kysely';
import { engineOf } from '../../db/kysely';
import { likeIgnoringCase } from '../../db/neutral';
import { likePattern } from '../../lib/localized';
import type { DbExecutor } from '../../tables';

// The statements of the console's generic resources (crud.ts; issue #30: async, on the app's
// Kysely or a caller's transaction). Table, column and fragment texts come from the resources'
// definitions in the code, never from a request; every value a request brings is a parameter.

type Row = Record<string, unknown>;

/** Where a resource's rows are read from: its select list and FROM clause over alias t. */
export interface RowSource {
  select: string;
  from: string;
  idColumn: string;
}

/** A fragment written with named parameters (`t.kind = @kind`) as a query piece. */
export function named(text: string, params: Record<string, unknown>): RawBuilder<unknown> {
  const parts = text.split(/@([A-Za-z_][A-Za-z0-9_]*)/);
  const pieces: RawBuilder<unknown>[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) pieces.push(sql.raw(part));
    } else {
      if (!(part in params)) throw new Error(`no value for @${part}`);
      pieces.push(sql`${params[part]}`);
    }
  });
  return sql.join(pieces, sql.raw(''));
}

/** A condition of a list's WHERE: a piece of SQL with its values as parameters. */
export type Condition = RawBuilder<boolean>;

/** A resource's own filter fragment, written with named parameters, as a condition. */
export function namedCondition(text: string, params: Record<string, unknown>): Condition {
  return sql<boolean>`(${named(text, params)})`;
}

/** The column is one of these values; an empty list matches nothing. */
export function oneOf(column: string, values: readonly (number | string)[]): Condition {
  if (values.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref(column)} IN (${sql.join(values.map((value) => sql`${value}`))})`;
}

/** The column holds this value. */
export function equals(column: string, value: unknown): Condition {
  return sql<boolean>`${sql.ref(column)} = ${value}`;
}

/** Any of these columns contains the text, literally and ignoring case (on either engine). */
export function containsAny(db: DbExecutor, columns: readonly string[], text: string): Condition {
  const pattern = likePattern(text);
  const engine = engineOf(db);
  return sql<boolean>`(${sql.join(
    columns.map((column) => likeIgnoringCase(engine, column, pattern)),
    sql` OR `,
  )})`;
}

export async function loadRow(
  db: DbExecutor,
  source: RowSource,
  id: number | string,
): Promise<Row | undefined> {
  const { rows } = await sql<Row>`SELECT ${sql.raw(source.select)} ${sql.raw(source.from)}
    WHERE ${sql.ref(`t.${source.idColumn}`)} = ${id}`.execute(db);
  return rows[0];
}

/** One page of rows matching every condition, and how many match in all. */
export async function listRows(
  db: DbExecutor,
  source: RowSource,
  query: {
    where: Condition[];
    sortColumn: string;
    order: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  },
): Promise<{ rows: Row[]; total: number }> {
  const where = query.where.length ? sql` WHERE ${sql.join(query.where, sql` AND `)}` : sql``;
  const order = sql.raw(query.order);
  const { rows } = await sql<Row>`SELECT ${sql.raw(source.select)} ${sql.raw(source.from)}${where}
    ORDER BY ${sql.ref(query.sortColumn)} ${order}, ${sql.ref(`t.${source.idColumn}`)} ${order}
    LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
  const counted = await sql<{
    total: number;
  }>`SELECT COUNT(*) AS total ${sql.raw(source.from)}${where}`.execute(db);
  return { rows, total: Number(counted.rows[0].total) };
}

/** Inserts a row of these columns; answers its key (by RETURNING: PostgreSQL has no rowid). */
export async function insertRow(
  db: DbExecutor,
  table: string,
  idColumn: string,
  columns: Row,
): Promise<number | string> {
  const names = Object.keys(columns);
  const key = sql.ref(idColumn);
  const result = names.length
    ? await sql<Row>`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
        VALUES (${sql.join(names.map((name) => sql`${columns[name]}`))}) RETURNING ${key}`.execute(
        db,
      )
    : await sql<Row>`INSERT INTO ${sql.table(table)} DEFAULT VALUES RETURNING ${key}`.execute(db);
  return result.rows[0][idColumn] as number | string;
}

export async function updateRow(
  db: DbExecutor,
  table: string,
  idColumn: string,
  id: number | string,
  columns: Row,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const set = sql.join(names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`));
  await sql`UPDATE ${sql.table(table)} SET ${set} WHERE ${sql.ref(idColumn)} = ${id}`.execute(db);
}

export async function deleteRow(
  db: DbExecutor,
  table: string,
  idColumn: string,
  id: number | string,
): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(idColumn)} = ${id}`.execute(db);
}

/** What still uses a row: the resource's counting query, its one `?` the row's id. */
export async function countInUse(
  db: DbExecutor,
  query: string,
  id: number | string,
): Promise<number> {
  const [before, after] = query.split('?');
  const { rows } = await sql<Row>`${sql.raw(before)}${id}${sql.raw(after ?? '')}`.execute(db);
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}
