import { sql } from 'kysely';
import type { Paged } from '../../contract';
import { engineOf } from '../../db/kysely';
import { likeIgnoringCase } from '../../db/neutral';
import { likePattern } from '../../lib/localized';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type {
  AdvertRow,
  LayoutBlockRow,
  NewsCategoryRow,
  NewsKind,
  NewsRow,
  NewsWordRow,
} from './tables';

export type { NewsKind } from './tables';

type News = Static<typeof NewsRow>;
type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

/** A list item: no rich-text bodies (it shows title, summary and cover), with its kind. */
export type NewsListRow = Omit<News, Languages<'content'>> & { kind: NewsKind };
export type NewsDetailRow = News & { kind: NewsKind };
export type NewsCategory = Static<typeof NewsCategoryRow>;
export type Advert = Omit<Static<typeof AdvertRow>, 'sort'>;
export type LayoutBlock = Static<typeof LayoutBlockRow>;
export type NewsWord = Omit<Static<typeof NewsWordRow>, 'sort'>;

export interface NewsFilter {
  categoryId?: number;
  kind?: NewsKind;
  keyword?: string;
}

const LANGUAGES = ['zht', 'zhs', 'pt', 'en'] as const;

const LIST_COLUMNS = [
  'n.id',
  'n.category_id',
  ...LANGUAGES.map((l) => `n.title_${l}` as const),
  ...LANGUAGES.map((l) => `n.summary_${l}` as const),
  'n.cover',
  'n.location',
  'n.start_at',
  'n.end_at',
  'n.published_at',
  'n.views',
  'c.kind',
] as const;

// The statements of news, activities, their categories, the home page's blocks and the
// favourites kept on stories (issue #30: async, on the app's Kysely or a caller's transaction).

/** Published items, newest first. */
export function newsPage(
  db: DbExecutor,
  filter: NewsFilter,
  now: number,
  page: PageArgs,
): Promise<Paged<NewsListRow>> {
  const keyword = filter.keyword?.trim();
  let base = db
    .selectFrom('news as n')
    .innerJoin('news_categories as c', 'c.id', 'n.category_id')
    .where('n.published_at', '<=', now);
  if (filter.categoryId) base = base.where('n.category_id', '=', filter.categoryId);
  if (filter.kind) base = base.where('c.kind', '=', filter.kind);
  if (keyword) {
    const pattern = likePattern(keyword);
    base = base.where(({ or }) =>
      or(LANGUAGES.map((l) => likeIgnoringCase(engineOf(db), `n.title_${l}`, pattern))),
    );
  }
  return pageOfQuery(
    base,
    (q) => q.select(LIST_COLUMNS).orderBy('n.published_at', 'desc').orderBy('n.id', 'desc'),
    page,
  );
}

/** When the next item scheduled after `now` appears (epoch ms), or Infinity. */
export async function nextPublishedAfter(db: DbExecutor, now: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('published_at', '>', now)
    .executeTakeFirst();
  return row?.next == null ? Infinity : Number(row.next);
}

/** Which of these items the visitor has a footprint on (the signed-in feed's `read`). */
export async function readIds(db: DbExecutor, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('footprints')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'visit')
    .where('type', 'in', ['news', 'activity'])
    .where('target_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.target_id));
}

/** A published item with its bodies; counts the view. */
export async function viewDetail(
  db: DbExecutor,
  id: number,
  now: number,
): Promise<NewsDetailRow | undefined> {
  const row = await db
    .updateTable('news')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .returningAll()
    .returning((eb) =>
      eb
        .selectFrom('news_categories as c')
        .select('c.kind')
        .whereRef('c.id', '=', 'news.category_id')
        .as('kind'),
    )
    .executeTakeFirst();
  return row as NewsDetailRow | undefined;
}

export function categories(db: DbExecutor, kind: NewsKind | undefined): Promise<NewsCategory[]> {
  let query = db.selectFrom('news_categories').selectAll();
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('sort').orderBy('id').execute();
}

export function adverts(db: DbExecutor, typeId: number): Promise<Advert[]> {
  return db
    .selectFrom('adverts')
    .select(['id', 'type_id', 'image', 'link'])
    .where('type_id', '=', typeId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function layoutBlocks(
  db: DbExecutor,
  code: string | undefined,
  page: PageArgs,
): Promise<Paged<LayoutBlock>> {
  let base = db.selectFrom('layout_blocks');
  if (code !== undefined) base = base.where('code', '=', code);
  return pageOfQuery(base, (q) => q.selectAll().orderBy('sort').orderBy('id'), page);
}

export function words(db: DbExecutor, page: PageArgs): Promise<Paged<NewsWord>> {
  return pageOfQuery(
    db.selectFrom('news_words'),
    (q) => q.select(['id', 'word']).orderBy('sort').orderBy('id'),
    page,
  );
}

// ---------- favourites (issue #12): footprints of kind 'collect' on a story ----------

/** Whether a story (or an activity) of this kind is published. */
export async function isPublished(
  db: DbExecutor,
  id: number,
  kind: NewsKind,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('news as n')
    .innerJoin('news_categories as c', 'c.id', 'n.category_id')
    .select('n.id')
    .where('n.id', '=', id)
    .where('n.published_at', '<=', now)
    .where('c.kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the favourite once (a second keep changes nothing) and answers its id. */
export async function keepCollect(
  db: DbExecutor,
  userId: number,
  type: NewsKind,
  targetId: number,
  now: number,
): Promise<number> {
  await db
    .insertInto('footprints')
    .values({ user_id: userId, kind: 'collect', type, target_id: targetId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'type', 'target_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('footprints')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'collect')
    .where('type', '=', type)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the visitor's favourite on this story, if they keep it. */
export async function favouriteId(
  db: DbExecutor,
  userId: number,
  targetId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('footprints')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'collect')
    .where('type', 'in', ['news', 'activity'])
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row?.id;
}

/** A row of the favourites page: a union of two tables' columns, so a shape of its own. */
export interface FavouriteRow {
  id: number;
  type: 'exhibit' | NewsKind;
  target_id: number;
  name_zht: string;
  name_zhs: string;
  name_pt: string;
  name_en: string;
  cover: string;
  created_at: number;
}

/** The visitor's favourites: followed exhibits and kept stories, newest first. */
export function favouritesPage(
  db: DbExecutor,
  userId: number,
  now: number,
  page: PageArgs,
): Promise<Paged<FavouriteRow>> {
  // Exhibits carry Chinese and English names only: Portuguese readers get the English one.
  const exhibits = db
    .selectFrom('exhibit_interests as i')
    .innerJoin('exhibits as x', 'x.id', 'i.exhibit_id')
    .select([
      'x.id as id',
      sql<FavouriteRow['type']>`'exhibit'`.as('type'),
      'x.id as target_id',
      'x.name_zht as name_zht',
      'x.name_zht as name_zhs',
      'x.name_en as name_pt',
      'x.name_en as name_en',
      'x.cover as cover',
      'i.created_at as created_at',
    ])
    .where('i.user_id', '=', userId);
  const stories = db
    .selectFrom('footprints as f')
    .innerJoin('news as n', 'n.id', 'f.target_id')
    .select([
      'f.id as id',
      sql<FavouriteRow['type']>`f.type`.as('type'),
      'n.id as target_id',
      'n.title_zht as name_zht',
      'n.title_zhs as name_zhs',
      'n.title_pt as name_pt',
      'n.title_en as name_en',
      'n.cover as cover',
      'f.created_at as created_at',
    ])
    .where('f.user_id', '=', userId)
    .where('f.kind', '=', 'collect')
    .where('f.type', 'in', ['news', 'activity'])
    .where('n.published_at', '<=', now);
  return pageOfQuery(
    db.selectFrom(exhibits.unionAll(stories).as('favourites')),
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('type').orderBy('id', 'desc'),
    page,
  );
}
