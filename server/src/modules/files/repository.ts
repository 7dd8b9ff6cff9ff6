import type { DbExecutor } from '../../tables';

// The statements of uploads (issue #30: async, on the app's Kysely or a caller's transaction): the
// per-account count and the record of each stored file.

export interface NewUpload {
  userId: number | null;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  now: number;
}

/** Uploads of an account after `sinceMs`. */
export async function countSince(db: DbExecutor, userId: number, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceMs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(db: DbExecutor, upload: NewUpload): Promise<number> {
  const { id } = await db
    .insertInto('uploads')
    .values({
      user_id: upload.userId,
      stored_name: upload.storedName,
      original_name: upload.originalName,
      mime: upload.mime,
      size: upload.size,
      created_at: upload.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
