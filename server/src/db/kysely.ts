// The one query builder (Kysely) over the app's one better-sqlite3 connection (issue #30).
//
// Why a driver of our own and not Kysely's SqliteDialect as is:
// - Write transactions begin IMMEDIATE. Where a repository counts and then inserts (a cap), the
//   write lock must be held from the count on: a deferred BEGIN takes it only at the first write,
//   so another connection (a second process, `npm run admin:create`) could write in between and
//   the transaction would fail at its insert instead of refusing by the cap.
// - It runs on the app's one better-sqlite3 connection, which the engine keeps for what is not a
//   module's statement (the response cache's data-change counters, the erasure's checkpoint, the
//   tests' fixtures): one file handle, one transaction state, no lock held by one handle that
//   another waits for on the same thread.
// - Statements are prepared once per SQL text (better-sqlite3 compiles on every prepare).
//
// One connection means one transaction at a time: every statement and transaction of Kysely waits
// its turn on a mutex (as Kysely's own SQLite driver does), so two requests' async transactions
// never mix their statements. Every module's statement goes through it (#30 converted the last
// synchronous repository; lint refuses prepare/exec/transaction on the handle outside server/src/db
// and the migrations). What still runs on the handle directly (above) does not queue: it runs whole
// between two awaits, and would join an async transaction open at that moment; a transaction awaits
// nothing but its own statements, which better-sqlite3 runs at once, so that window is a few
// microtasks long.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type Transaction,
} from 'kysely';
import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

/** What a repository function runs on: the app's Kysely, or a transaction a caller opened. */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

/** The driver whose transaction the current async call runs inside (see acquireConnection). */
const insideTransaction = new AsyncLocalStorage<ImmediateSqliteDriver>();

/** Scripts of several statements (migrations): run through exec, which takes no parameters. */
const scripts = new WeakSet<CompiledQuery>();

// Enough for every statement text the code builds; a text made per call (an IN list of varying
// length) only pushes the oldest out.
const STATEMENT_CACHE_SIZE = 500;

class SharedConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {}

  private statement(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        this.statements.delete(this.statements.keys().next().value as string);
      }
      this.statements.set(text, statement);
    }
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.executeNow<R>(query);
  }

  /** better-sqlite3 runs a statement at once: the same as executeQuery, without the promise. */
  executeNow<R>(query: CompiledQuery): QueryResult<R> {
    if (scripts.has(query)) {
      this.db.exec(query.sql);
      return { rows: [] };
    }
    const statement = this.statement(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not used: a list is paged.');
  }
}

class ConnectionMutex {
  private tail: Promise<void> = Promise.resolve();
  /** Holders and waiters: 0 when nobody holds the connection or waits for it. */
  private queued = 0;

  get idle(): boolean {
    return this.queued === 0;
  }

  /** Resolves with the function that lets the next waiter in. */
  lock(): Promise<() => void> {
    this.queued += 1;
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = () => {
        this.queued -= 1;
        resolve();
      };
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => turn);
    return ready;
  }
}

class ImmediateSqliteDriver implements Driver {
  private readonly connection: SharedConnection;
  private readonly mutex = new ConnectionMutex();
  private release: (() => void) | null = null;

  constructor(db: Db) {
    this.connection = new SharedConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // A statement sent to the app's Kysely from inside a transaction would wait for that very
    // transaction to end: fail at once instead of hanging (pass the transaction to the repository).
    if (insideTransaction.getStore() === this) {
      throw new Error('A statement outside its transaction, inside it: pass the transaction on.');
    }
    this.release = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  // The handle belongs to the app (db/database.ts), which closes it.
  async destroy(): Promise<void> {}

  runInside<T>(fn: () => Promise<T>): Promise<T> {
    return insideTransaction.run(this, fn);
  }

  /**
   * Runs a compiled statement at once when nobody holds or waits for the connection: a single
   * statement then runs whole between two awaits, as it would with the lock, without the lock's
   * promise hops. Undefined when it must wait its turn (or is inside a transaction: the usual
   * path then refuses a statement sent outside it).
   */
  runNow<R>(query: CompiledQuery): QueryResult<R> | undefined {
    if (!this.mutex.idle || insideTransaction.getStore() === this) return undefined;
    return this.connection.executeNow<R>(query);
  }

  /** Runs a statement of the open transaction that holds the connection. */
  runHeld<R>(query: CompiledQuery): QueryResult<R> {
    return this.connection.executeNow<R>(query);
  }
}

// SQLite's DDL is transactional (Kysely's SQLite adapter says otherwise to be safe): the Migrator
// then runs each step and its record in one transaction, and a failing step leaves nothing.
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const drivers = new WeakMap<Kysely<unknown>, ImmediateSqliteDriver>();
/** The transactions open now (opened by `transaction` below) and the driver whose lock they hold. */
const openTransactions = new WeakMap<Transaction<unknown>, ImmediateSqliteDriver>();

/** The app's one Kysely, over the same better-sqlite3 handle as the synchronous code. */
export function createKysely<DB>(db: Db): Kysely<DB> {
  const driver = new ImmediateSqliteDriver(db);
  const dialect: Dialect = {
    createAdapter: () => new TransactionalDdlSqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  const kysely = new Kysely<DB>({ dialect });
  drivers.set(kysely as Kysely<unknown>, driver);
  return kysely;
}

/**
 * Runs fn in one write transaction (BEGIN IMMEDIATE: the write lock from the first statement on),
 * after the transactions before it. Given a transaction already, fn joins it: a service can call
 * two domains' repository functions that each take an optional transaction, in one.
 */
export async function transaction<DB, T>(
  executor: Executor<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction) return fn(executor as Transaction<DB>);
  const kysely = executor as Kysely<DB>;
  const driver = drivers.get(kysely as Kysely<unknown>);
  if (!driver) return kysely.transaction().execute(fn);
  return kysely.transaction().execute(async (trx) => {
    openTransactions.set(trx as Transaction<unknown>, driver);
    try {
      return await driver.runInside(() => fn(trx));
    } finally {
      openTransactions.delete(trx as Transaction<unknown>);
    }
  });
}

/**
 * Runs a compiled query on the executor: at once when it is the app's Kysely and the connection is
 * free (see runNow), else through Kysely (a transaction's connection, or the queue). The app's
 * Kysely has no plugins, so its results need no transforming.
 */
export function executeCompiled<DB, R>(
  executor: Executor<DB>,
  query: CompiledQuery<R>,
): Promise<QueryResult<R>> {
  if (executor.isTransaction) {
    // The transaction holds the connection from BEGIN to COMMIT: its statements run at once.
    const driver = openTransactions.get(executor as Transaction<unknown>);
    if (driver) return Promise.resolve(driver.runHeld<R>(query));
  } else {
    const now = drivers.get(executor as Kysely<unknown>)?.runNow<R>(query);
    if (now) return Promise.resolve(now);
  }
  return executor.executeQuery(query);
}

/** The engine an executor runs on (issue #31): where SQL must differ, the repository asks this. */
export type EngineKind = 'sqlite' | 'postgres';

export function engineOf<DB>(executor: Executor<DB>): EngineKind {
  return (executor as Executor<unknown>).getExecutor().adapter instanceof PostgresAdapter
    ? 'postgres'
    : 'sqlite';
}

/**
 * Holds a lock named `key` until the transaction ends, for a count-then-insert under a cap (issue
 * #31): the count must see every other transaction's insert of the same key. On SQLite the
 * transaction already holds the database's write lock from BEGIN IMMEDIATE on, so nothing more is
 * needed; on PostgreSQL it is a transaction-level advisory lock on the key's hash.
 */
export async function serialize<DB>(trx: Transaction<DB>, key: string): Promise<void> {
  if (engineOf(trx as Transaction<unknown>) === 'sqlite') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** The smallest statement there is: resolves when the database answers (readiness, issue #31). */
export async function ping<DB>(executor: Executor<DB>): Promise<void> {
  await sql`SELECT 1`.execute(executor);
}

/** A script of several statements without parameters (a migration's DDL). */
export async function runScript<DB>(executor: Executor<DB>, text: string): Promise<void> {
  const query = CompiledQuery.raw(text);
  scripts.add(query);
  await executor.executeQuery(query);
}
