import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import { likePattern, localizedColumns, type LocalizedColumns } from '../../lib/localized';
import { pageOf, type PageArgs } from '../../lib/paging';

export type NewsKind = 'news' | 'activity';

export type NewsListRow = LocalizedColumns<'title'> &
  LocalizedColumns<'summary'> & {
    id: number;
    category_id: number;
    cover: string;
    location: string;
    start_at: number | null;
    end_at: number | null;
    published_at: number;
    views: number;
    kind: NewsKind;
  };

export type NewsDetailRow = NewsListRow & LocalizedColumns<'content'>;

export type NewsCategoryRow = LocalizedColumns<'name'> & {
  id: number;
  kind: NewsKind;
  sort: number;
};

export interface AdvertRow {
  id: number;
  type_id: number;
  image: string;
  link: string;
}

export type LayoutBlockRow = LocalizedColumns<'title'> & {
  id: number;
  code: string;
  link: string;
  icon: string;
  sort: number;
};

export interface NewsWordRow {
  id: number;
  word: string;
}

export interface NewsFilter {
  categoryId?: number;
  kind?: NewsKind;
  keyword?: string;
}

// A list leaves out the four rich-text bodies: it shows title, summary and cover.
const LIST_COLUMNS = `n.id, n.category_id, ${localizedColumns('title', 'n')}, ${localizedColumns('summary', 'n')},
  n.cover, n.location, n.start_at, n.end_at, n.published_at, n.views, c.kind`;

const KEYWORD_MATCH = ['zht', 'zhs', 'pt', 'en']
  .map((s) => `n.title_${s} LIKE @kw ESCAPE '\\'`)
  .join(' OR ');

/** The SQL of news, activities, their categories and the home page's blocks. */
export function newsRepository(db: Db) {
  const detail = db.prepare(
    `UPDATE news SET views = views + 1 WHERE id = ? AND published_at <= ?
     RETURNING *, (SELECT kind FROM news_categories c WHERE c.id = news.category_id) AS kind`,
  );
  const categories = db.prepare(
    'SELECT * FROM news_categories WHERE (@kind IS NULL OR kind = @kind) ORDER BY sort, id',
  );
  const adverts = db.prepare(
    'SELECT id, type_id, image, link FROM adverts WHERE type_id = ? ORDER BY sort, id',
  );
  const readAmong = db
    .prepare(
      `SELECT target_id FROM footprints WHERE user_id = ? AND kind = 'visit' AND type IN ('news', 'activity')
       AND target_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const nextPublished = db
    .prepare('SELECT MIN(published_at) FROM news WHERE published_at > ?')
    .pluck();

  return {
    /** Published items, newest first. */
    page(filter: NewsFilter, now: number, page: PageArgs): Paged<NewsListRow> {
      const where = ['n.published_at <= @now'];
      if (filter.categoryId) where.push('n.category_id = @categoryId');
      if (filter.kind) where.push('c.kind = @kind');
      const keyword = filter.keyword?.trim();
      if (keyword) where.push(`(${KEYWORD_MATCH})`);
      return pageOf<NewsListRow>(
        db,
        {
          select: LIST_COLUMNS,
          from: `FROM news n JOIN news_categories c ON c.id = n.category_id WHERE ${where.join(' AND ')}`,
          orderBy: 'n.published_at DESC, n.id DESC',
        },
        {
          now,
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(keyword ? { kw: likePattern(keyword) } : {}),
        },
        page,
      );
    },

    /** When the next item scheduled after `now` appears (epoch ms), or Infinity. */
    nextPublishedAfter(now: number): number {
      return (nextPublished.get(now) as number | null) ?? Infinity;
    },

    /** Which of these items the visitor has a footprint on (the signed-in feed's `read`). */
    readIds(userId: number, ids: number[]): Set<number> {
      if (ids.length === 0) return new Set();
      return new Set(readAmong.all(userId, JSON.stringify(ids)) as number[]);
    },

    /** A published item with its bodies; counts the view. */
    viewDetail(id: number, now: number): NewsDetailRow | undefined {
      return detail.get(id, now) as NewsDetailRow | undefined;
    },

    categories(kind: NewsKind | undefined): NewsCategoryRow[] {
      return categories.all({ kind: kind ?? null }) as NewsCategoryRow[];
    },

    adverts(typeId: number): AdvertRow[] {
      return adverts.all(typeId) as AdvertRow[];
    },

    layoutBlocks(code: string | undefined, page: PageArgs): Paged<LayoutBlockRow> {
      return pageOf<LayoutBlockRow>(
        db,
        {
          select: '*',
          from: 'FROM layout_blocks WHERE (@code IS NULL OR code = @code)',
          orderBy: 'sort, id',
        },
        { code: code ?? null },
        page,
      );
    },

    words(page: PageArgs): Paged<NewsWordRow> {
      return pageOf<NewsWordRow>(
        db,
        { select: 'id, word', from: 'FROM news_words', orderBy: 'sort, id' },
        {},
        page,
      );
    },
  };
}

export type NewsRepository = ReturnType<typeof newsRepository>;
