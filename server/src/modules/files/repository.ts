import type { Db } from '../../db/database';

export interface NewUpload {
  userId: number | null;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  now: number;
}

/** The SQL of uploads: the per-account count and the record of each stored file. */
export function filesRepository(db: Db) {
  const since = db
    .prepare('SELECT COUNT(*) FROM uploads WHERE user_id = ? AND created_at > ?')
    .pluck();
  const insert = db.prepare(
    `INSERT INTO uploads (user_id, stored_name, original_name, mime, size, created_at)
     VALUES (@userId, @storedName, @originalName, @mime, @size, @now)`,
  );
  const remove = db.prepare('DELETE FROM uploads WHERE id = ?');
  return {
    /** Uploads of an account after `sinceMs`. */
    countSince: (userId: number, sinceMs: number) => since.get(userId, sinceMs) as number,
    insert: (upload: NewUpload) => Number(insert.run(upload).lastInsertRowid),
    remove: (id: number) => {
      remove.run(id);
    },
  };
}
