// Breaks the data layer's rule on purpose (test/unit/app/lint-data-layer.test.ts): a test that
// sets up its state and reads its result with SQL of its own, on the test server's handle.
import type { Db } from '../../../../../server/src/db/database';

export function givesPoints(t: { db: Db }, userId: number) {
  t.db.prepare('UPDATE users SET points = 50 WHERE id = ?').run(userId);
  const db = () => t.db;
  db().exec('DELETE FROM points_flows');
  return t.db.prepare('SELECT points FROM users WHERE id = ?').pluck().get(userId);
}
