import type { Db } from './database';
import { migrations } from './migrations';

export interface Migration {
  version: number;
  name: string;
  up: string | ((db: Db) => void);
}

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: Db, now: number, steps: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const ran: number[] = [];
  const ordered = [...steps].sort((a, b) => a.version - b.version);
  for (const step of ordered) {
    if (applied.has(step.version)) continue;
    const done = db
      .transaction(() => {
        // Another process may have applied it since the read above; the write lock settles it.
        if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(step.version))
          return false;
        if (typeof step.up === 'string') db.exec(step.up);
        else step.up(db);
        db.prepare(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        ).run(step.version, step.name, now);
        return true;
      })
      .immediate();
    if (done) ran.push(step.version);
  }
  return ran;
}
