// `npm run backup -- <file>` and `npm run restore -- <file>` (issue #31, "Operating it").
//
// SQLite (no DATABASE_URL): the online backup API copies DATA_DIR/app.db page by page while the
// server goes on answering and writing (a write between two steps makes the copy start again, so
// the file is one moment's database). A restore copies the file back through the same API, so the
// database file is never half written, then runs the migrations the backup predates.
// PostgreSQL (DATABASE_URL=postgres://...): pg_dump's custom format, and pg_restore --clean.
// Files (uploads, drawn posters) are not in the database: the disk store's DATA_DIR/uploads is
// copied with the folder, an object store keeps its own (the README's "Backing up").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { DB_FILE_NAME, openDatabase } from '../db/database';
import { createKysely } from '../db/kysely';
import { migrate } from '../db/migrate';

type Out = (line: string) => void;
type Env = Record<string, string | undefined>;

const USAGE = [
  'Usage: npm run backup -- <file>     (a copy of the database, taken while the server runs)',
  '       npm run restore -- <file>    (the database as it was in <file>; stop the instances first)',
  'The database is DATA_DIR/app.db (default ./data), or DATABASE_URL when it is set.',
].join('\n');

function target(args: string[], out: Out): string | undefined {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    out(USAGE);
    return undefined;
  }
  return path.resolve(positionals[0]);
}

const postgresUrl = (env: Env) => {
  const url = env.DATABASE_URL?.trim();
  return url ? url : undefined;
};

/**
 * Runs a PostgreSQL client program (from PG_BINDIR when set, else the PATH: Debian's
 * postgresql-client); rejects with what it wrote when it fails.
 */
function runClient(name: string, args: string[], env: Env): Promise<void> {
  const bindir = env.PG_BINDIR?.trim();
  const program = bindir ? path.join(bindir, name) : name;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new Error(`${program} could not run (install postgresql-client): ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

const sqliteFile = (env: Env) =>
  path.join(path.resolve(env.DATA_DIR?.trim() || 'data'), DB_FILE_NAME);

export async function backup(args: string[], env: Env, out: Out): Promise<number> {
  const file = target(args, out);
  if (!file) return 2;
  const url = postgresUrl(env);
  if (url) {
    await runClient('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url], env);
  } else {
    const source = sqliteFile(env);
    if (!fs.existsSync(source)) {
      out(`No database at ${source} (set DATA_DIR).`);
      return 1;
    }
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
  }
  out(`Backed up ${url ? 'the PostgreSQL database' : sqliteFile(env)} to ${file}.`);
  return 0;
}

export async function restore(args: string[], env: Env, out: Out): Promise<number> {
  const file = target(args, out);
  if (!file) return 2;
  if (!fs.existsSync(file)) {
    out(`No backup at ${file}.`);
    return 1;
  }
  const url = postgresUrl(env);
  if (url) {
    await runClient(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file],
      env,
    );
    out(`Restored ${file} into the PostgreSQL database; start the instances.`);
    return 0;
  }
  const destination = sqliteFile(env);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const backupDb = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await backupDb.backup(destination);
  } finally {
    backupDb.close();
  }
  // A backup from before a release lacks its migrations: run them now, as the server would.
  const db = openDatabase(path.dirname(destination));
  try {
    await migrate(createKysely(db) as Kysely<unknown>);
  } finally {
    db.close();
  }
  out(`Restored ${file} into ${destination}; start the server.`);
  return 0;
}
