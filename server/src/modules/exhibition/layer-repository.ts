import { sql } from 'kysely';
import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import { likePattern, localizedColumns, type LocalizedColumns } from '../../lib/localized';
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

// The hall's zh-Hant name keeps its first column, `hall`; its other languages came with step 16.
const BOOTH_SELECT = `b.id, b.code, ${localizedColumns('name', 'b')}, b.hall AS hall_zht,
  b.hall_zhs, b.hall_pt, b.hall_en, b.area,
  b.enterprise_id, e.name_zht AS enterprise_name`;
const BOOTH_FROM = 'FROM booths b LEFT JOIN enterprises e ON e.id = b.enterprise_id';
const LANGUAGES = ['zht', 'zhs', 'pt', 'en'] as const;

const EXHIBIT_SELECT = `x.id, ${localizedColumns('name', 'x')}, ${localizedColumns('intro', 'x')},
  x.cover, x.era, x.category_id, x.booth_id, x.enterprise_id,
  EXISTS (SELECT 1 FROM exhibit_interests i WHERE i.user_id = @userId AND i.exhibit_id = x.id)
    AS attention`;

/** The SQL of the older exhibition layer. `userId` null is a guest, who follows nothing. */
export function layerRepository(db: Db) {
  const booth = db.prepare(`SELECT ${BOOTH_SELECT} ${BOOTH_FROM} WHERE b.id = ?`);
  const exhibit = db.prepare(`SELECT ${EXHIBIT_SELECT} FROM exhibits x WHERE x.id = @id`);
  const categories = db.prepare(
    'SELECT id, parent_id, name_zht, name_zhs, name_pt, name_en FROM exhibit_categories ORDER BY sort, id',
  );
  const enterprise = db.prepare(
    `SELECT id, name_zht, name_zhs, name_pt, name_en, intro_zht, intro_en, logo, website, address,
       industry
     FROM enterprises WHERE id = ?`,
  );
  const exhibitExists = db.prepare('SELECT 1 FROM exhibits WHERE id = ?').pluck();
  const enterpriseExists = db.prepare('SELECT 1 FROM enterprises WHERE id = ?').pluck();
  const followExhibit = db.prepare(
    'INSERT OR IGNORE INTO exhibit_interests (user_id, exhibit_id, created_at) VALUES (?, ?, ?)',
  );
  const unfollowExhibit = db.prepare(
    'DELETE FROM exhibit_interests WHERE user_id = ? AND exhibit_id = ?',
  );
  const followEnterprise = db.prepare(
    'INSERT OR IGNORE INTO exhibitor_interests (user_id, enterprise_id, created_at) VALUES (?, ?, ?)',
  );
  const unfollowEnterprise = db.prepare(
    'DELETE FROM exhibitor_interests WHERE user_id = ? AND enterprise_id = ?',
  );

  return {
    booth: (id: number) => booth.get(id) as BoothRow | undefined,
    exhibit: (userId: number | null, id: number) =>
      exhibit.get({ userId, id }) as ExhibitRow | undefined,
    /** Every category, in display order; the caller builds the tree. */
    categories: () => categories.all() as CategoryRow[],
    enterprise: (id: number) => enterprise.get(id) as EnterpriseRow | undefined,
    exhibitExists: (id: number) => exhibitExists.get(id) !== undefined,
    enterpriseExists: (id: number) => enterpriseExists.get(id) !== undefined,
    /** Idempotent, like the unfollows. */
    followExhibit: (userId: number, exhibitId: number, now: number) => {
      followExhibit.run(userId, exhibitId, now);
    },
    unfollowExhibit: (userId: number, exhibitId: number) => {
      unfollowExhibit.run(userId, exhibitId);
    },
    followEnterprise: (userId: number, enterpriseId: number, now: number) => {
      followEnterprise.run(userId, enterpriseId, now);
    },
    unfollowEnterprise: (userId: number, enterpriseId: number) => {
      unfollowEnterprise.run(userId, enterpriseId);
    },
  };
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
  let base = db.selectFrom('exhibits as x');
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
      or(LANGUAGES.map((l) => sql<boolean>`${sql.ref(`x.name_${l}`)} LIKE ${pattern} ESCAPE '\\'`)),
    );
  }
  return pageOfQuery(
    base,
    (q) =>
      q
        .select((eb) => [
          'x.id',
          ...LANGUAGES.map((l) => `x.name_${l}` as const),
          ...LANGUAGES.map((l) => `x.intro_${l}` as const),
          'x.cover',
          'x.era',
          'x.category_id',
          'x.booth_id',
          'x.enterprise_id',
          // A guest follows nothing.
          userId === null
            ? sql<number>`0`.as('attention')
            : eb
                .exists(
                  eb
                    .selectFrom('exhibit_interests as i')
                    .select('i.exhibit_id')
                    .where('i.user_id', '=', userId)
                    .whereRef('i.exhibit_id', '=', 'x.id'),
                )
                .$castTo<number>()
                .as('attention'),
        ])
        .orderBy('x.sort')
        .orderBy('x.id'),
    page,
  );
}
