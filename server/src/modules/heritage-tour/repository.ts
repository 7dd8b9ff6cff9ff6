import type { DbExecutor } from '../../tables';

// The heritage tour's statements (issue #30: async, on the app's Kysely or a caller's
// transaction).

/** How many AR sites there are, and how many of them the visitor has no footprint on yet. */
export async function sitesLeft(
  db: DbExecutor,
  userId: number,
): Promise<{ sites: number; missing: number }> {
  const row = await db
    .selectFrom('ar_sites as s')
    .select((eb) => [
      eb.fn.countAll<number>().as('sites'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('footprints as f')
                    .select('f.id')
                    .where('f.user_id', '=', userId)
                    .where('f.kind', '=', 'visit')
                    .where('f.type', '=', 'ar')
                    .whereRef('f.target_id', '=', 's.id'),
                ),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('missing'),
    ])
    .executeTakeFirstOrThrow();
  return { sites: Number(row.sites), missing: Number(row.missing ?? 0) };
}

/** Where a site is and how near counts as at it (undefined: no such site). */
export function sitePlace(
  db: DbExecutor,
  siteId: number,
): Promise<{ latitude: number | null; longitude: number | null; radius_m: number } | undefined> {
  return db
    .selectFrom('ar_sites')
    .select(['latitude', 'longitude', 'radius_m'])
    .where('id', '=', siteId)
    .executeTakeFirst();
}
