import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DB_FILE_NAME = 'app.db';

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE_NAME));
  // WAL lets readers go on while a write commits; NORMAL is durable enough in WAL mode.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // A deleted or overwritten value is zeroed in the file, not left in free space for anyone who
  // reads the bytes (issue #28: 14 of 15 strings of a deleted account were still there).
  db.pragma('secure_delete = ON');
  return db;
}

/** Runs fn in a BEGIN IMMEDIATE transaction: the write lock is taken before the first read. */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate();
}

/** better-sqlite3's extended result code, or PostgreSQL's SQLSTATE (node-postgres puts both in `code`). */
function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { code?: string }).code
    : undefined;
}

/**
 * A duplicate key: a UNIQUE index's or the PRIMARY KEY's (issue #28: a text primary key such as
 * a rich text's code answered 500). By the engine's error code (SQLite's extended code,
 * PostgreSQL's SQLSTATE 23505, issue #31), never by the message text.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

/** A reference to a row that does not exist, by the engine's error code (PostgreSQL: 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
