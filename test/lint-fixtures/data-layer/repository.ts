// Breaks the data layer's rule on purpose (test/unit/app/lint-data-layer.test.ts): in a
// repository the sql template is allowed, better-sqlite3's synchronous statements are not.
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../server/src/db/database';

export function handler(db: Db, kysely: Kysely<unknown>, app: { ctx: { db: Db } }) {
  const count = db.prepare('SELECT COUNT(*) FROM users').pluck().get();
  app.ctx.db.exec('DELETE FROM sessions');
  db.transaction(() => count)();
  return sql`SELECT 1`.execute(kysely);
}
