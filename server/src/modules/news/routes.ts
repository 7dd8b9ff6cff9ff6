import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Activity,
  Advert,
  LayoutBlock,
  NewsCategory,
  NewsPageQuery,
  NewsWord,
} from '../../contract';
import { notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { likePattern, localized } from '../../lib/localized';
import { enumOf, id, idParams, object, pageQuery, str } from '../../lib/schema';
import { iso } from '../../lib/time';

type Row = Record<string, unknown>;

/**
 * A news item or activity. Lists leave out the four rich-text bodies (two thirds of a page's
 * bytes): a list shows title, summary and cover, and the detail call carries the content.
 */
function toNews(req: FastifyRequest, row: Row, withContent: boolean): Activity & { kind: string } {
  const item: Activity & { kind: string } = {
    id: row.id as number,
    ...localized(row, 'title', 'title'),
    ...localized(row, 'summary', 'summary'),
    cover: absUrl(req, String(row.cover)),
    categoryId: row.category_id as number,
    publishedAt: iso(row.published_at as number) as string,
    views: row.views as number,
    kind: String(row.kind),
  };
  if (withContent) Object.assign(item, localized(row, 'content', 'content'));
  if (row.start_at !== null) item.startAt = iso(row.start_at as number);
  if (row.end_at !== null) item.endAt = iso(row.end_at as number);
  if (row.location) item.location = String(row.location);
  return item;
}

const newsQuery = pageQuery({
  categoryId: id(),
  keyword: str(0, 50),
  kind: enumOf(['news', 'activity']),
});

export function registerNewsRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;

  const page = (req: FastifyRequest<{ Querystring: NewsPageQuery & PageArgs }>) => {
    const q = req.query;
    const now = clock.now();
    const where = ['n.published_at <= @now'];
    if (q.categoryId) where.push('n.category_id = @categoryId');
    if (q.kind) where.push('c.kind = @kind');
    if (q.keyword?.trim()) {
      where.push(
        `(n.title_zht LIKE @kw ESCAPE '\\' OR n.title_zhs LIKE @kw ESCAPE '\\' OR n.title_pt LIKE @kw ESCAPE '\\' OR n.title_en LIKE @kw ESCAPE '\\')`,
      );
    }
    const params = {
      now,
      categoryId: q.categoryId ?? null,
      kind: q.kind ?? null,
      kw: likePattern(q.keyword?.trim() ?? ''),
      ...pageWindow(q),
    };
    const from = `FROM news n JOIN news_categories c ON c.id = n.category_id WHERE ${where.join(' AND ')}`;
    const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(params) as number;
    const rows = db
      .prepare(
        `SELECT n.*, c.kind ${from} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params) as Row[];
    return { rows, total };
  };

  app.get<{ Querystring: NewsPageQuery & PageArgs }>(
    '/exhibitionNews/appPage',
    { schema: { querystring: newsQuery } },
    async (req) => {
      const { rows, total } = page(req);
      return ok(
        req,
        paged(
          rows.map((r) => toNews(req, r, false)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );

  // The signed-in feed: the same items, each marked read when the visitor has a footprint on it.
  app.get<{ Querystring: NewsPageQuery & PageArgs }>(
    '/exhibitionNews/user/appPage',
    { config: { auth: 'required' }, schema: { querystring: newsQuery } },
    async (req) => {
      const userId = requireUser(req);
      const { rows, total } = page(req);
      const read = db.prepare(
        "SELECT 1 FROM footprints WHERE user_id = ? AND type IN ('news', 'activity') AND target_id = ?",
      );
      const list = rows.map((r) => ({
        ...toNews(req, r, false),
        read: read.get(userId, r.id) !== undefined,
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/exhibitionNews/app/:id',
    { schema: { params: idParams } },
    async (req) => {
      const row = db
        .prepare(`UPDATE news SET views = views + 1 WHERE id = ? AND published_at <= ? RETURNING *`)
        .get(req.params.id, clock.now()) as Row | undefined;
      if (!row) throw notFound();
      const kind = db
        .prepare('SELECT kind FROM news_categories WHERE id = ?')
        .pluck()
        .get(row.category_id);
      return ok(req, toNews(req, { ...row, kind }, true));
    },
  );

  app.get<{ Querystring: { kind?: 'news' | 'activity' } }>(
    '/newsCategory/list',
    { schema: { querystring: object({ kind: enumOf(['news', 'activity']) }) } },
    async (req) => {
      const rows = db
        .prepare(
          'SELECT * FROM news_categories WHERE (@kind IS NULL OR kind = @kind) ORDER BY sort, id',
        )
        .all({ kind: req.query.kind ?? null }) as Row[];
      return ok(
        req,
        rows.map((r): NewsCategory => ({
          id: r.id as number,
          ...localized(r, 'name', 'name'),
          kind: r.kind as 'news' | 'activity',
          sort: r.sort as number,
        })),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/news/sysAdvert/getType/:id',
    { schema: { params: idParams } },
    async (req) => {
      const rows = db
        .prepare('SELECT * FROM adverts WHERE type_id = ? ORDER BY sort, id')
        .all(req.params.id) as Row[];
      return ok(
        req,
        rows.map((r): Advert => ({
          id: r.id as number,
          image: absUrl(req, String(r.image)),
          link: String(r.link),
          typeId: r.type_id as number,
        })),
      );
    },
  );

  app.get<{ Querystring: PageArgs & { code?: string } }>(
    '/layout/management/page',
    { schema: { querystring: pageQuery({ code: str(1, 50) }) } },
    async (req) => {
      const params = { code: req.query.code ?? null, ...pageWindow(req.query) };
      const where = 'WHERE (@code IS NULL OR code = @code)';
      const total = db
        .prepare(`SELECT COUNT(*) FROM layout_blocks ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT * FROM layout_blocks ${where} ORDER BY sort, id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as Row[];
      const list = rows.map((r): LayoutBlock => ({
        id: r.id as number,
        code: String(r.code),
        ...localized(r, 'title', 'title'),
        link: String(r.link),
        icon: absUrl(req, String(r.icon)),
        sort: r.sort as number,
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get<{ Querystring: PageArgs }>(
    '/news/word/page',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM news_words').pluck().get() as number;
      const list = db
        .prepare('SELECT id, word FROM news_words ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as NewsWord[];
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );
}
