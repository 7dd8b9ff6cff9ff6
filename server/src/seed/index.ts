import { hashPassword } from '../lib/password';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { createKysely, serialize, transaction } from '../db/kysely';
import type { Database } from '../tables';
import { seedDictionaries } from './dictionaries';
import { seedExhibition } from './exhibition';
import { seedNews } from './news';
import { seedPages } from './pages';
import { DEMO_ACCOUNT, seedPeople } from './people';
import { alignIdSequences, markSeeded, seededAt } from './repository';
import { seedContest, seedPointsCatalogue } from './programme';

export { DEMO_ACCOUNT };

/**
 * Fills a new database once; a database that was seeded before is left alone. `kysely` is the
 * app's (a test that seeds a bare SQLite handle gets one of its own; on PostgreSQL, issue #31,
 * there is no handle and the app's Kysely is given).
 */
export async function seedIfEmpty(
  db: Db | null,
  now: number,
  kysely: Kysely<Database> = createKysely<Database>(db as Db),
): Promise<boolean> {
  if (await seededAt(kysely)) return false;
  const demoPasswordHash = await hashPassword(DEMO_ACCOUNT.password);
  return transaction(kysely, async (trx) => {
    // Checked again inside the lock: two processes starting at once seed only once.
    await serialize(trx, 'seed');
    if (await seededAt(trx)) return false;
    await seedDictionaries(trx);
    await seedPages(trx, now);
    await seedNews(trx, now);
    await seedContest(trx, now);
    await seedPointsCatalogue(trx);
    await seedPeople(trx, now, demoPasswordHash);
    await seedExhibition(trx, now);
    await alignIdSequences(trx);
    await markSeeded(trx, new Date(now).toISOString());
    return true;
  });
}
