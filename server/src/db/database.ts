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

function sqliteCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { code?: string }).code
    : undefined;
}

/**
 * A duplicate key: a UNIQUE index's or the PRIMARY KEY's (issue #28: a text primary key such as
 * a rich text's code answered 500). By SQLite's extended error code, never by the message text.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A reference to a row that does not exist, by SQLite's extended error code. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqliteCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
