import { sql } from 'kysely';
import type { Paged } from '../../contract';
import { engineOf } from '../../db/kysely';
import { likeIgnoringCase } from '../../db/neutral';
import { likePattern, type LocalizedColumns } from '../../lib/localized';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { DbExecutor } from '../../tables';

// The older exhibition layer (server/API.md "Older exhibition layer"): booths, exhibits and their
// categories, enterprises, and the visitor's interest in an exhibit or an exhibitor.

export interface BoothRow extends LocalizedColumns<'name'>, LocalizedColumns<'hall'> {
  id: number;
  code: string;
  area: number;
  enterprise_id: number | null;
  /** The enterprise's Chinese name; null when the booth has none. */
  enterprise_name: string | null;
}

export interface ExhibitRow extends LocalizedColumns<'name'>, LocalizedColumns<'intro'> {
  id: number;
  cover: string;
  era: string;
  category_id: number | null;
  booth_id: number | null;
  enterprise_id: number | null;
  /** 1 when the visitor asking follows the exhibit (0 for a guest). */
  attention: number;
}

export interface CategoryRow extends LocalizedColumns<'name'> {
  id: number;
  parent_id: number | null;
}

export interface EnterpriseRow {
  id: number;
  name_zht: string;
  name_zhs: string;
  name_pt: string;
  name_en: string;
  intro_zht: string;
  intro_en: string;
  logo: string;
  website: string;
  address: string;
  industry: string;
}

export interface ExhibitFilter {
  /** A category answers for its sub-categories too. */
  categoryId?: number;
  /** Over the names in the four languages, literally (no LIKE wildcards). */
  keyword?: string;
}

const LANGUAGES = ['zht', 'zhs', 'pt', 'en'] as const;

// The statements of the older layer's single rows and the follows (issue #30: async, on the app's
// Kysely or a caller's transaction).

export async function booth(db: DbExecutor, id: number): Promise<BoothRow | undefined> {
  return db
    .selectFrom('booths as b')
    .leftJoin('enterprises as e', 'e.id', 'b.enterprise_id')
    .select([
      'b.id',
      'b.code',
      ...LANGUAGES.map((l) => `b.name_${l}` as const),
      // The hall's zh-Hant name keeps its first column, `hall`; its other languages came with
      // step 16.
      'b.hall as hall_zht',
      'b.hall_zhs',
      'b.hall_pt',
      'b.hall_en',
      'b.area',
      'b.enterprise_id',
      'e.name_zht as enterprise_name',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

const exhibitsFrom = (db: DbExecutor) => db.selectFrom('exhibits as x');
type ExhibitsFrom = ReturnType<typeof exhibitsFrom>;

/** An exhibit's columns, with whether the visitor follows it (a guest follows nothing). */
function withExhibitColumns(query: ExhibitsFrom, userId: number | null) {
  return query.select((eb) => [
    'x.id',
    ...LANGUAGES.map((l) => `x.name_${l}` as const),
    ...LANGUAGES.map((l) => `x.intro_${l}` as const),
    'x.cover',
    'x.era',
    'x.category_id',
    'x.booth_id',
    'x.enterprise_id',
    userId === null
      ? sql<number>`0`.as('attention')
      : // 1 or 0 on either engine (PostgreSQL's EXISTS is a boolean, issue #31).
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('exhibit_interests as i')
                .select('i.exhibit_id')
                .where('i.user_id', '=', userId)
                .whereRef('i.exhibit_id', '=', 'x.id'),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('attention'),
  ]);
}

/** One exhibit, with whether the visitor (null: a guest, who follows nothing) follows it. */
export async function exhibit(
  db: DbExecutor,
  userId: number | null,
  id: number,
): Promise<ExhibitRow | undefined> {
  return withExhibitColumns(exhibitsFrom(db), userId).where('x.id', '=', id).executeTakeFirst();
}

/** Every category, in display order; the caller builds the tree. */
export function categories(db: DbExecutor): Promise<CategoryRow[]> {
  return db
    .selectFrom('exhibit_categories')
    .select(['id', 'parent_id', ...LANGUAGES.map((l) => `name_${l}` as const)])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function enterprise(db: DbExecutor, id: number): Promise<EnterpriseRow | undefined> {
  return db
    .selectFrom('enterprises')
    .select([
      'id',
      ...LANGUAGES.map((l) => `name_${l}` as const),
      'intro_zht',
      'intro_en',
      'logo',
      'website',
      'address',
      'industry',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function exhibitExists(db: DbExecutor, id: number): Promise<boolean> {
  const row = await db.selectFrom('exhibits').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function enterpriseExists(db: DbExecutor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('enterprises')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Idempotent, like the unfollows. */
export async function followExhibit(
  db: DbExecutor,
  userId: number,
  exhibitId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('exhibit_interests')
    .values({ user_id: userId, exhibit_id: exhibitId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unfollowExhibit(
  db: DbExecutor,
  userId: number,
  exhibitId: number,
): Promise<void> {
  await db
    .deleteFrom('exhibit_interests')
    .where('user_id', '=', userId)
    .where('exhibit_id', '=', exhibitId)
    .execute();
}

export async function followEnterprise(
  db: DbExecutor,
  userId: number,
  enterpriseId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('exhibitor_interests')
    .values({ user_id: userId, enterprise_id: enterpriseId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unfollowEnterprise(
  db: DbExecutor,
  userId: number,
  enterpriseId: number,
): Promise<void> {
  await db
    .deleteFrom('exhibitor_interests')
    .where('user_id', '=', userId)
    .where('enterprise_id', '=', enterpriseId)
    .execute();
}

/** The booths, in display order, each with its enterprise's Chinese name. */
export function boothPage(db: DbExecutor, page: PageArgs): Promise<Paged<BoothRow>> {
  return pageOfQuery(
    db.selectFrom('booths as b').leftJoin('enterprises as e', 'e.id', 'b.enterprise_id'),
    (q) =>
      q
        .select([
          'b.id',
          'b.code',
          ...LANGUAGES.map((l) => `b.name_${l}` as const),
          'b.hall as hall_zht',
          'b.hall_zhs',
          'b.hall_pt',
          'b.hall_en',
          'b.area',
          'b.enterprise_id',
          'e.name_zht as enterprise_name',
        ])
        .orderBy('b.sort')
        .orderBy('b.id'),
    page,
  );
}

/** The exhibits, in display order, with whether the visitor (null: a guest) follows each. */
export function exhibitPage(
  db: DbExecutor,
  userId: number | null,
  filter: ExhibitFilter,
  page: PageArgs,
): Promise<Paged<ExhibitRow>> {
  const { categoryId } = filter;
  const keyword = filter.keyword?.trim();
  let base = exhibitsFrom(db);
  if (categoryId !== undefined) {
    base = base.where((eb) =>
      eb.or([
        eb('x.category_id', '=', categoryId),
        eb(
          'x.category_id',
          'in',
          eb.selectFrom('exhibit_categories').select('id').where('parent_id', '=', categoryId),
        ),
      ]),
    );
  }
  if (keyword) {
    const pattern = likePattern(keyword);
    base = base.where(({ or }) =>
      or(LANGUAGES.map((l) => likeIgnoringCase(engineOf(db), `x.name_${l}`, pattern))),
    );
  }
  return pageOfQuery(
    base,
    (q) => withExhibitColumns(q, userId).orderBy('x.sort').orderBy('x.id'),
    page,
  );
}
