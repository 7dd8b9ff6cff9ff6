import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Asset,
  Carousel,
  Channel,
  PageInfo,
  Poster,
  ShareSignature,
} from '../../contract';
import { WechatApiError, WechatNotConfiguredError } from '../../adapters/wechat';
import { ApiError, BodyCode, forbidden, notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requestOrigin, type PageArgs } from '../../http';
import { randomToken } from '../../lib/crypto';
import { localized, pick } from '../../lib/localized';
import { id, idParams, object, pageQuery, str } from '../../lib/schema';
import { iso } from '../../lib/time';
import { renderArt, renderVotePoster } from './art';
import { ART } from './art-catalogue';
import { jsapiSignature, signableOrigin } from './share-signature';

type Row = Record<string, unknown>;

export const votePosterUrl = (playerId: number) =>
  `/exhibition-api/art/vote-player/${playerId}.svg`;

function toPoster(req: FastifyRequest, row: Row): Poster & Row {
  return {
    id: row.id as number,
    image: absUrl(req, String(row.image)),
    title: pick(row, 'title', req.locale),
    ...localized(row, 'title', 'title'),
    link: String(row.link),
    sort: row.sort as number,
  };
}

export function registerContentRoutes(app: FastifyInstance): void {
  const { db, clock, config, wechat } = app.ctx;

  app.get<{ Params: { id: number } }>(
    '/pageInfo/:id',
    { schema: { params: idParams } },
    async (req) => {
      const row = db.prepare('SELECT * FROM page_info WHERE id = ?').get(req.params.id) as
        Row | undefined;
      if (!row) throw notFound();
      const page: PageInfo & { code: string } = {
        id: row.id as number,
        code: String(row.code),
        ...localized(row, 'title', 'title'),
        ...localized(row, 'content', 'content'),
        updatedAt: iso(row.updated_at as number),
      };
      return ok(req, page);
    },
  );

  app.get<{ Querystring: PageArgs & { position?: string } }>(
    '/carousel/info/page',
    { schema: { querystring: pageQuery({ position: str(1, 30) }) } },
    async (req) => {
      const params = { position: req.query.position ?? null, ...pageWindow(req.query) };
      const where = 'WHERE (@position IS NULL OR position = @position)';
      const total = db
        .prepare(`SELECT COUNT(*) FROM carousels ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(`SELECT * FROM carousels ${where} ORDER BY sort, id LIMIT @limit OFFSET @offset`)
        .all(params) as Row[];
      const list = rows.map((r): Carousel & { position: string } => ({
        id: r.id as number,
        image: absUrl(req, String(r.image)),
        ...localized(r, 'title', 'title'),
        link: String(r.link),
        sort: r.sort as number,
        position: String(r.position),
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get<{ Querystring: PageArgs }>(
    '/poster/expand/appPage',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM posters').pluck().get() as number;
      const rows = db
        .prepare('SELECT * FROM posters ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as Row[];
      return ok(
        req,
        paged(
          rows.map((r) => toPoster(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );

  // type=vote with a work's id: that work's own poster; otherwise the programme's share poster.
  app.get<{ Querystring: { id?: number; type?: string } }>(
    '/poster/expand/share',
    { schema: { querystring: object({ id: id(), type: str(0, 20) }) } },
    async (req) => {
      if (req.query.type === 'vote' && req.query.id) {
        const player = db
          .prepare("SELECT id, title_zht FROM vote_players WHERE id = ? AND status = 'approved'")
          .get(req.query.id) as Row | undefined;
        if (!player) throw notFound();
        const poster: Poster = {
          id: player.id as number,
          image: absUrl(req, votePosterUrl(player.id as number)),
          title: String(player.title_zht),
          link: `/pages/vote/detail?id=${player.id}&type=share`,
        };
        return ok(req, poster);
      }
      const row = db.prepare('SELECT * FROM posters ORDER BY sort, id LIMIT 1').get() as
        Row | undefined;
      if (!row) throw notFound();
      return ok(req, toPoster(req, row));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/dm/assetLibrary/view',
    { schema: { querystring: object({ id: id() }, ['id']) } },
    async (req) => {
      const row = db.prepare('SELECT * FROM assets WHERE id = ?').get(req.query.id) as
        Row | undefined;
      if (!row) throw notFound();
      const asset: Asset = {
        id: row.id as number,
        url: absUrl(req, String(row.url)),
        name: String(row.name),
        type: String(row.type),
      };
      return ok(req, asset);
    },
  );

  app.get<{ Querystring: PageArgs }>(
    '/pmm/channel',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const list = db
        .prepare('SELECT id, name, code FROM channels ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as Channel[];
      return ok(req, list);
    },
  );

  app.get<{ Querystring: { url: string } }>(
    '/crm/membersInfo/wechatShare',
    { schema: { querystring: object({ url: str(8, 2000) }, ['url']) } },
    async (req) => {
      const allowed = config.h5Origins.length > 0 ? config.h5Origins : [requestOrigin(req)];
      if (!signableOrigin(req.query.url, allowed)) throw forbidden('shareOriginForbidden');
      let ticket: string;
      try {
        ticket = await wechat.getJsapiTicket();
      } catch (error) {
        if (error instanceof WechatNotConfiguredError)
          throw new ApiError(BodyCode.notConfigured, 'notConfigured');
        if (error instanceof WechatApiError)
          throw new ApiError(BodyCode.upstream, 'upstreamFailed');
        throw error;
      }
      const timestamp = Math.floor(clock.now() / 1000);
      const noncestr = randomToken(12)
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 16);
      const signature: ShareSignature = {
        timestamp,
        noncestr,
        signature: jsapiSignature({ ticket, noncestr, timestamp, url: req.query.url }),
        appId: wechat.mpAppId,
      };
      return ok(req, signature);
    },
  );

  // Live rooms need an RTC vendor account; the programme has none configured.
  app.get(
    '/sound/meeting/getRoomUserToken',
    { schema: { querystring: object({ roomId: str(1, 64), roomType: str(0, 32) }, ['roomId']) } },
    async () => {
      throw new ApiError(BodyCode.notConfigured, 'notConfigured');
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/art/:slug',
    {
      schema: { params: object({ slug: str(1, 80, { pattern: '^[a-z0-9-]+\\.svg$' }) }, ['slug']) },
    },
    async (req, reply) => {
      const spec = ART[req.params.slug.replace(/\.svg$/, '')];
      if (!spec) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderArt(spec));
    },
  );
  app.get<{ Params: { file: string } }>(
    '/art/vote-player/:file',
    {
      schema: {
        params: object({ file: str(5, 20, { pattern: '^[1-9][0-9]{0,8}\\.svg$' }) }, ['file']),
      },
    },
    async (req, reply) => {
      const player = db
        .prepare(
          `SELECT p.slogan, p.author_name, v.name_zht FROM vote_players p JOIN votes v ON v.id = p.vote_id
           WHERE p.id = ? AND p.status = 'approved'`,
        )
        .get(Number.parseInt(req.params.file, 10)) as Row | undefined;
      if (!player) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(
          renderVotePoster(
            String(player.slogan),
            String(player.author_name),
            String(player.name_zht),
          ),
        );
    },
  );
}
