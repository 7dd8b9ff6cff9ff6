import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import { likePattern, localizedColumns, type LocalizedColumns } from '../../lib/localized';
import { pageOf, type PageArgs } from '../../lib/paging';

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

const EXHIBIT_SELECT = `x.id, ${localizedColumns('name', 'x')}, ${localizedColumns('intro', 'x')},
  x.cover, x.era, x.category_id, x.booth_id, x.enterprise_id,
  EXISTS (SELECT 1 FROM exhibit_interests i WHERE i.user_id = @userId AND i.exhibit_id = x.id)
    AS attention`;
const EXHIBIT_WHERE = `WHERE (@categoryId IS NULL OR x.category_id = @categoryId
    OR x.category_id IN (SELECT id FROM exhibit_categories WHERE parent_id = @categoryId))
  AND (@kw = '%%' OR x.name_zht LIKE @kw ESCAPE '\\' OR x.name_zhs LIKE @kw ESCAPE '\\'
    OR x.name_pt LIKE @kw ESCAPE '\\' OR x.name_en LIKE @kw ESCAPE '\\')`;

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
    boothPage: (page: PageArgs): Paged<BoothRow> =>
      pageOf<BoothRow>(
        db,
        { select: BOOTH_SELECT, from: BOOTH_FROM, orderBy: 'b.sort, b.id' },
        {},
        page,
      ),
    exhibit: (userId: number | null, id: number) =>
      exhibit.get({ userId, id }) as ExhibitRow | undefined,
    exhibitPage: (
      userId: number | null,
      filter: ExhibitFilter,
      page: PageArgs,
    ): Paged<ExhibitRow> =>
      pageOf<ExhibitRow>(
        db,
        {
          select: EXHIBIT_SELECT,
          from: `FROM exhibits x ${EXHIBIT_WHERE}`,
          orderBy: 'x.sort, x.id',
        },
        {
          userId,
          categoryId: filter.categoryId ?? null,
          kw: likePattern(filter.keyword?.trim() ?? ''),
        },
        page,
      ),
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
