import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Booth, Enterprise, Exhibit, ExhibitCategory } from '../../contract';
import { notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { likePattern, localized } from '../../lib/localized';
import { id, idParams, object, pageQuery, str } from '../../lib/schema';
import { registerFavouritesRoute } from '../news/favourites';
import { registerCardRoutes } from './cards';
import { registerEventRoutes } from './events';
import { registerScheduleRoutes } from './schedules';

type Row = Record<string, unknown>;

export function registerExhibitionRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;

  const toBooth = (r: Row): Booth => ({
    id: r.id as number,
    code: r.code,
    name: String(r.name_zht),
    nameEn: String(r.name_en || r.name_zht),
    hall: r.hall,
    area: r.area,
    enterpriseId: r.enterprise_id,
    enterpriseName: r.enterprise_name ?? '',
  });
  const BOOTH_SELECT =
    'SELECT b.*, e.name_zht AS enterprise_name FROM booths b LEFT JOIN enterprises e ON e.id = b.enterprise_id';

  app.get<{ Querystring: PageArgs }>(
    '/pmm/booth/info/page',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM booths').pluck().get() as number;
      const rows = db
        .prepare(`${BOOTH_SELECT} ORDER BY b.sort, b.id LIMIT ? OFFSET ?`)
        .all(limit, offset) as Row[];
      return ok(req, paged(rows.map(toBooth), total, req.query.pageNo, req.query.pageSize));
    },
  );
  app.get<{ Params: { id: number } }>(
    '/pmm/booth/info/:id',
    { schema: { params: idParams } },
    async (req) => {
      const row = db.prepare(`${BOOTH_SELECT} WHERE b.id = ?`).get(req.params.id) as
        Row | undefined;
      if (!row) throw notFound();
      return ok(req, toBooth(row));
    },
  );

  const following = db.prepare(
    'SELECT 1 FROM exhibit_interests WHERE user_id = ? AND exhibit_id = ?',
  );
  const toExhibit = (req: FastifyRequest, r: Row): Exhibit => ({
    id: r.id as number,
    name: String(r.name_zht),
    nameEn: String(r.name_en || r.name_zht),
    intro: String(r.intro_zht),
    introEn: String(r.intro_en || r.intro_zht),
    cover: absUrl(req, String(r.cover)),
    era: r.era,
    categoryId: r.category_id,
    boothId: r.booth_id,
    enterpriseId: r.enterprise_id,
    attention: req.userId !== null && following.get(req.userId, r.id) !== undefined,
  });

  app.get<{ Querystring: PageArgs & { categoryId?: number; keyword?: string } }>(
    '/em/exhibitInfo/info/page',
    {
      config: { auth: 'optional' },
      schema: { querystring: pageQuery({ categoryId: id(), keyword: str(0, 50) }) },
    },
    async (req) => {
      const q = req.query;
      // A category answers for its sub-categories too.
      const where = `WHERE (@categoryId IS NULL OR x.category_id = @categoryId
          OR x.category_id IN (SELECT id FROM exhibit_categories WHERE parent_id = @categoryId))
        AND (@kw = '%%' OR x.name_zht LIKE @kw ESCAPE '\\' OR x.name_en LIKE @kw ESCAPE '\\')`;
      const params = {
        categoryId: q.categoryId ?? null,
        kw: likePattern(q.keyword?.trim() ?? ''),
        ...pageWindow(q),
      };
      const total = db
        .prepare(`SELECT COUNT(*) FROM exhibits x ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT x.* FROM exhibits x ${where} ORDER BY x.sort, x.id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as Row[];
      return ok(
        req,
        paged(
          rows.map((r) => toExhibit(req, r)),
          total,
          q.pageNo,
          q.pageSize,
        ),
      );
    },
  );
  app.get<{ Params: { id: number } }>(
    '/em/exhibitInfo/info/:id',
    { config: { auth: 'optional' }, schema: { params: idParams } },
    async (req) => {
      const row = db.prepare('SELECT * FROM exhibits WHERE id = ?').get(req.params.id) as
        Row | undefined;
      if (!row) throw notFound();
      return ok(req, toExhibit(req, row));
    },
  );
  app.get('/em/categoryInfo/list', async (req) => {
    const rows = db.prepare('SELECT * FROM exhibit_categories ORDER BY sort, id').all() as Row[];
    const node = (r: Row): ExhibitCategory => {
      const children = rows.filter((c) => c.parent_id === r.id).map(node);
      return {
        id: r.id as number,
        name: String(r.name_zht),
        nameEn: String(r.name_en || r.name_zht),
        ...(children.length > 0 ? { children } : {}),
      };
    };
    return ok(req, rows.filter((r) => r.parent_id === null).map(node));
  });

  app.get<{ Params: { id: number } }>(
    '/pmm/enterprise/:id',
    { schema: { params: idParams } },
    async (req) => {
      const row = db.prepare('SELECT * FROM enterprises WHERE id = ?').get(req.params.id) as
        Row | undefined;
      if (!row) throw notFound();
      const enterprise: Enterprise = {
        id: row.id as number,
        name: String(row.name_zht),
        ...localized(row, 'name', 'name'),
        intro: row.intro_zht,
        introEn: row.intro_en || row.intro_zht,
        logo: absUrl(req, String(row.logo)),
        website: row.website,
        address: row.address,
        industry: row.industry,
      };
      return ok(req, enterprise);
    },
  );

  // ---------- interests (exhibits form-encoded with spuId, SPEC §7; exhibitors as JSON) ----------

  const spuForm = object({ spuId: id() }, ['spuId']);
  app.post<{ Body: { spuId: number } }>(
    '/crm/exhibitsInterest/attentionSpu',
    { config: { auth: 'required' }, schema: { body: spuForm } },
    async (req) => {
      const userId = requireUser(req);
      if (!db.prepare('SELECT 1 FROM exhibits WHERE id = ?').get(req.body.spuId)) throw notFound();
      db.prepare(
        'INSERT OR IGNORE INTO exhibit_interests (user_id, exhibit_id, created_at) VALUES (?, ?, ?)',
      ).run(userId, req.body.spuId, clock.now());
      return ok(req, null, 'operationOk');
    },
  );
  app.delete<{ Body: { spuId: number } }>(
    '/crm/exhibitsInterest/cancelAttention',
    { config: { auth: 'required' }, schema: { body: spuForm } },
    async (req) => {
      db.prepare('DELETE FROM exhibit_interests WHERE user_id = ? AND exhibit_id = ?').run(
        requireUser(req),
        req.body.spuId,
      );
      return ok(req, null, 'operationOk');
    },
  );
  const enterpriseBody = object({ enterpriseId: id() }, ['enterpriseId']);
  app.post<{ Body: { enterpriseId: number } }>(
    '/crm/exhibitorsInterest',
    { config: { auth: 'required' }, schema: { body: enterpriseBody } },
    async (req) => {
      const userId = requireUser(req);
      if (!db.prepare('SELECT 1 FROM enterprises WHERE id = ?').get(req.body.enterpriseId))
        throw notFound();
      db.prepare(
        'INSERT OR IGNORE INTO exhibitor_interests (user_id, enterprise_id, created_at) VALUES (?, ?, ?)',
      ).run(userId, req.body.enterpriseId, clock.now());
      return ok(req, null, 'operationOk');
    },
  );
  app.delete<{ Body: { enterpriseId: number } }>(
    '/crm/exhibitorsInterest',
    { config: { auth: 'required' }, schema: { body: enterpriseBody } },
    async (req) => {
      db.prepare('DELETE FROM exhibitor_interests WHERE user_id = ? AND enterprise_id = ?').run(
        requireUser(req),
        req.body.enterpriseId,
      );
      return ok(req, null, 'operationOk');
    },
  );

  registerCardRoutes(app);

  // The favourites page (server/API.md "Favourites"): exhibits followed and stories kept.
  registerFavouritesRoute(app);

  registerEventRoutes(app);
  registerScheduleRoutes(app);
}
