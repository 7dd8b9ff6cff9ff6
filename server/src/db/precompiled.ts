// Queries built and compiled once, run with each call's values (issue #30, "Speed").
//
// Kysely builds a query as a tree of immutable nodes and compiles it to SQL on every call: for the
// statements every signed-in request runs (the session check) and the hot lists, that costs more
// than SQLite's own work, and its garbage grows with the connections. A precompiled query is
// built once with named placeholders, compiled once, and each call only puts its values in the
// placeholders' slots of the parameter list. The SQL text is the same as the built query's, so
// the driver's statement cache and the database see no difference.
import type { Compilable, CompiledQuery, QueryResult, SelectQueryBuilder } from 'kysely';
import type { Paged } from '../contract';
import type { PageArgs } from '../lib/paging';
import { engineOf, executeCompiled, type EngineKind, type Executor } from './kysely';

/** A named placeholder: stands for a value in the built query, found again in the parameters. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Hands out placeholders typed as the values they stand for. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

const param = ((name: string) => new Placeholder(name)) as Param<Record<string, unknown>>;

interface Compiled {
  query: CompiledQuery;
  /** Per parameter: the name of the call's value, or the value the query was built with. */
  slots: unknown[];
}

function compileOnce(query: Compilable<unknown>): Compiled {
  const compiled = query.compile();
  return {
    query: compiled,
    slots: [...compiled.parameters],
  };
}

function parametersOf(compiled: Compiled, values: Record<string, unknown>): unknown[] {
  return compiled.slots.map((slot) => {
    if (!(slot instanceof Placeholder)) return slot;
    if (!(slot.name in values)) throw new Error(`precompiled: no value for "${slot.name}"`);
    return values[slot.name];
  });
}

async function execute<R>(
  executor: Executor<unknown>,
  compiled: Compiled,
  values: Record<string, unknown>,
): Promise<QueryResult<R>> {
  const query: CompiledQuery<R> = {
    ...(compiled.query as CompiledQuery<R>),
    parameters: parametersOf(compiled, values),
  };
  return executeCompiled(executor, query);
}

export interface Precompiled<DB, P, R> {
  /** Every row. */
  all(executor: Executor<DB>, values: P): Promise<R[]>;
  /** The first row, if any. */
  first(executor: Executor<DB>, values: P): Promise<R | undefined>;
  /**
   * An INSERT, UPDATE or DELETE: how many rows it changed. An INSERT that needs its row's id
   * builds `.returning('id')` and calls `first` (PostgreSQL has no last insert id, issue #31).
   */
  run(executor: Executor<DB>, values: P): Promise<{ changes: number }>;
}

/**
 * A query of fixed shape, built on first use with `param(name)` where each call's values go:
 * `precompiled<DB, { hash: string }, Row>((db, param) => db.selectFrom('t').where('h', '=',
 * param('hash')))`. A placeholder stands for one value (not a list, not a column). Values the
 * build passes itself (constants) stay as built.
 */
export function precompiled<DB, P extends object, R>(
  build: (db: Executor<DB>, param: Param<P>) => Compilable<R>,
): Precompiled<DB, P, R> {
  // One compiled query per engine (issue #31): each engine's compiler writes its own SQL, and a
  // process may run both (the tests).
  const compiled: Partial<Record<EngineKind, Compiled>> = {};
  const ready = (executor: Executor<DB>) =>
    (compiled[engineOf(executor as Executor<unknown>)] ??= compileOnce(
      build(executor, param as unknown as Param<P>),
    ));
  return {
    async all(executor, values) {
      const { rows } = await execute<R>(
        executor as Executor<unknown>,
        ready(executor),
        values as Record<string, unknown>,
      );
      return rows;
    },
    async first(executor, values) {
      return (await this.all(executor, values))[0];
    },
    async run(executor, values) {
      const result = await execute<R>(
        executor as Executor<unknown>,
        ready(executor),
        values as Record<string, unknown>,
      );
      return { changes: Number(result.numAffectedRows ?? 0) };
    },
  };
}

/** One precompiled query per key (a query whose shape depends on, say, the caller's language). */
export function precompiledBy<K, Q>(make: (key: K) => Q): (key: K) => Q {
  const byKey = new Map<K, Q>();
  return (key) => {
    let query = byKey.get(key);
    if (!query) {
      query = make(key);
      byKey.set(key, query);
    }
    return query;
  };
}

interface PageValues {
  limit: number;
  offset: number;
}

/**
 * lib/paging's pageOfQuery, precompiled: `base` is the FROM and WHERE (with placeholders), `rows`
 * adds the columns and the order. The COUNT runs only when the page does not tell the total by
 * itself (a page neither empty nor full is the last one).
 */
export function precompiledPage<DB, TB extends keyof DB, P extends object, Row>(
  base: (db: Executor<DB>, param: Param<P>) => SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): (executor: Executor<DB>, values: P, page: PageArgs) => Promise<Paged<Row>> {
  const list = precompiled<DB, P & PageValues, Row>((db, param) =>
    rows(base(db, param as unknown as Param<P>))
      .limit(param('limit'))
      .offset(param('offset')),
  );
  const count = precompiled<DB, P, { total: number }>((db, param) =>
    base(db, param).select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return async (executor, values, { pageNo, pageSize }) => {
    const offset = (pageNo - 1) * pageSize;
    const found = await list.all(executor, { ...values, limit: pageSize, offset });
    if (found.length > 0 && found.length < pageSize) {
      return { list: found, total: offset + found.length, pageNo, pageSize };
    }
    const counted = await count.first(executor, values);
    return { list: found, total: Number(counted?.total ?? 0), pageNo, pageSize };
  };
}
