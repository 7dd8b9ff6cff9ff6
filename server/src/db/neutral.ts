// SQL fragments whose text differs by engine (issue #31): a repository asks for the fragment and
// passes its executor's engine (engineOf), so the statement is right on SQLite and on PostgreSQL.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { EngineKind } from './kysely';

/**
 * `column LIKE pattern ESCAPE '\'` ignoring case on either engine: SQLite's LIKE already ignores
 * ASCII case, PostgreSQL's does not, its ILIKE does. `column` is a column name or an expression;
 * `pattern` one of lib/localized's likePattern.
 */
export function likeIgnoringCase(
  engine: EngineKind,
  column: string | Expression<unknown>,
  pattern: string,
): RawBuilder<boolean> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  const like = sql.raw(engine === 'postgres' ? 'ILIKE' : 'LIKE');
  return sql<boolean>`${target} ${like} ${pattern} ESCAPE '\\'`;
}

/**
 * `column IN (ids)` as one statement text whatever the list's length, so the statement is
 * prepared once: SQLite reads the list as JSON (json_each), PostgreSQL as an array (`= ANY`).
 * An empty list matches nothing.
 */
export function inIdList(
  engine: EngineKind,
  column: string,
  ids: readonly number[],
): RawBuilder<boolean> {
  return engine === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = ANY(CAST(${[...ids]} AS bigint[]))`
    : sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
