// A repository as the data layer's rule wants it (test/unit/app/lint-data-layer.test.ts): async
// statements on the executor it is given, the sql template included.
import { sql, type Kysely } from 'kysely';
import { transaction } from '../../../server/src/db/kysely';

export async function handler(kysely: Kysely<{ users: { id: number } }>) {
  const count = await kysely.selectFrom('users').select('id').execute();
  await transaction(kysely, async (trx) => sql`DELETE FROM sessions`.execute(trx));
  return count.length + (await sql<number>`SELECT 1`.execute(kysely)).rows.length;
}
