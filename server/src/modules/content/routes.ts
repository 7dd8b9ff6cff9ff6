import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Asset,
  Carousel,
  Channel,
  Locale,
  PageInfo,
  Poster,
  ShareSignature,
} from '../../contract';
import { WechatApiError, WechatNotConfiguredError } from '../../adapters/wechat';
import { ApiError, BodyCode, forbidden, notFound } from '../../errors';
import { clientAddress } from '../../plugins/rate-limit';
import { absUrl, ok, requestOrigin } from '../../http';
import { LOCALES } from '../../i18n';
import { randomToken } from '../../lib/crypto';
import { localized, pick } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  id,
  idParams,
  localizedProps,
  nothing,
  paged,
  pagedQuery,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import { qrMatrix } from '../../lib/qr';
import { renderArt, renderVotePoster } from './art';
import { ART } from './art-catalogue';
import { artPngStore } from './art-png';
import type { PosterPngStore } from './poster-png';
import * as content from './repository';
import { jsapiSignature, signableOrigin } from './share-signature';

/**
 * A work's generated poster, its heading in the reader's language. The language is in the URL:
 * the picture is fetched by an <img> or WeChat's previewer, which send no app language header.
 * A PNG (issue #21: WeChat previews and saves no SVG), or the SVG when the server has no font
 * that draws Chinese (poster-png.ts says so in the log at start).
 */
export async function votePosterUrl(
  posters: PosterPngStore,
  playerId: number,
  locale: Locale,
  sharer?: { id: number; code: string },
): Promise<string> {
  const format = (await posters.available()) ? 'png' : 'svg';
  return `/exhibition-api/art/vote-player/${playerId}.${format}?lang=${encodeURIComponent(locale)}${
    sharer ? `&inviter=${sharer.id}&code=${encodeURIComponent(sharer.code)}` : ''
  }`;
}

/**
 * The H5 page of a work as a share link carries it (SPEC §2: type=share, with the sharer's id as
 * inviter and invitation code as code), on the origin the H5 app is served from: the link and QR
 * code of the work's poster (issue #21).
 */
export function workShareLink(
  h5Origin: string,
  playerId: number,
  sharer?: { id: number; code: string },
): string {
  const query = new URLSearchParams({ id: String(playerId), type: 'share' });
  if (sharer) {
    query.set('inviter', String(sharer.id));
    query.set('code', sharer.code);
  }
  return `${h5Origin}/pages/vote/detail?${query.toString()}`;
}

// ---------- schemas ----------

const PageInfoSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...localizedProps('title'),
  ...localizedProps('content'),
  updatedAt: Type.String(),
});
const CarouselSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  ...localizedProps('title'),
  link: Type.String(),
  sort: Type.Integer(),
  position: Type.String(),
});
const PosterSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  ...localizedProps('title'),
  link: Type.String(),
  sort: Type.Integer(),
});
/** A work's own poster has no sort; its title is in the reader's language (the author's if untranslated). */
const SharePosterSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  link: Type.String(),
  ...Type.Partial(Type.Object({ ...localizedProps('title'), sort: Type.Integer() })).properties,
});
const AssetSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
});
const ChannelSchema = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
const ShareSignatureSchema = Type.Object({
  timestamp: Type.Integer(),
  noncestr: Type.String(),
  signature: Type.String(),
  appId: Type.Optional(Type.String()),
});

agrees<Serves<Static<typeof PageInfoSchema>, PageInfo>>();
agrees<Serves<Static<typeof CarouselSchema>, Carousel>>();
agrees<Serves<Static<typeof PosterSchema>, Poster>>();
agrees<Serves<Static<typeof SharePosterSchema>, Poster>>();
agrees<Serves<Static<typeof AssetSchema>, Asset>>();
agrees<Serves<Static<typeof ChannelSchema>, Channel>>();
agrees<Serves<Static<typeof ShareSignatureSchema>, ShareSignature>>();

function toPoster(req: FastifyRequest, row: content.PosterRow): Static<typeof PosterSchema> {
  return {
    id: row.id,
    image: absUrl(req, row.image),
    title: pick(row, 'title', req.locale),
    ...localized(row, 'title', 'title'),
    link: row.link,
    sort: row.sort,
  };
}

export function registerContentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, config, wechat, posters } = app.ctx;
  const artPngs = artPngStore(app.ctx.files);

  api.get(
    '/pageInfo/:id',
    { schema: { params: idParams, response: envelope(PageInfoSchema) } },
    async (req) => {
      const row = await content.pageInfo(kysely, req.params.id);
      if (!row) throw notFound();
      return ok(req, {
        id: row.id,
        code: row.code,
        ...localized(row, 'title', 'title'),
        ...localized(row, 'content', 'content'),
        updatedAt: iso(row.updated_at) as string,
      });
    },
  );

  api.get(
    '/carousel/info/page',
    {
      schema: {
        querystring: pagedQuery({ position: Type.Optional(str(1, 30)) }),
        response: envelope(paged(CarouselSchema)),
      },
    },
    async (req) =>
      ok(
        req,
        mapPage(await content.carousels(kysely, req.query.position, req.query), (r) => ({
          id: r.id,
          image: absUrl(req, r.image),
          ...localized(r, 'title', 'title'),
          link: r.link,
          sort: r.sort,
          position: r.position,
        })),
      ),
  );

  api.get(
    '/poster/expand/appPage',
    { schema: { querystring: pagedQuery({}), response: envelope(paged(PosterSchema)) } },
    async (req) =>
      ok(
        req,
        mapPage(await content.posters(kysely, req.query), (r) => toPoster(req, r)),
      ),
  );

  // type=vote with a work's id: that work's own poster; otherwise the programme's share poster.
  api.get(
    '/poster/expand/share',
    {
      schema: {
        querystring: closed({ id: Type.Optional(id()), type: Type.Optional(str(0, 20)) }),
        response: envelope(SharePosterSchema),
      },
    },
    async (req) => {
      if (req.query.type === 'vote' && req.query.id) {
        const work = await content.approvedWork(kysely, req.query.id);
        if (!work) throw notFound();
        return ok(req, {
          id: work.id,
          image: absUrl(req, await votePosterUrl(posters, work.id, req.locale)),
          title: pick(work, 'title', req.locale),
          link: `/pages/vote/detail?id=${work.id}&type=share`,
        });
      }
      const row = await content.firstPoster(kysely);
      if (!row) throw notFound();
      return ok(req, toPoster(req, row));
    },
  );

  api.get(
    '/dm/assetLibrary/view',
    { schema: { querystring: closed({ id: id() }), response: envelope(AssetSchema) } },
    async (req) => {
      const row = await content.asset(kysely, req.query.id);
      if (!row) throw notFound();
      return ok(req, { ...row, url: absUrl(req, row.url) });
    },
  );

  api.get(
    '/pmm/channel',
    { schema: { querystring: pagedQuery({}), response: envelope(Type.Array(ChannelSchema)) } },
    async (req) => ok(req, await content.channels(kysely, req.query)),
  );

  api.get(
    '/crm/membersInfo/wechatShare',
    {
      schema: {
        querystring: closed({ url: str(8, 2000) }),
        response: envelope(ShareSignatureSchema),
      },
    },
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
      return ok(req, {
        timestamp,
        noncestr,
        signature: jsapiSignature({ ticket, noncestr, timestamp, url: req.query.url }),
        appId: wechat.mpAppId,
      });
    },
  );

  // Live rooms need an RTC vendor account; the programme has none configured, so the route only
  // answers 503 and its success carries nothing. A vendor's token shape is declared with it.
  api.get(
    '/sound/meeting/getRoomUserToken',
    {
      schema: {
        querystring: closed({ roomId: str(1, 64), roomType: Type.Optional(str(0, 32)) }),
        response: envelope(nothing()),
      },
    },
    async () => {
      throw new ApiError(BodyCode.notConfigured, 'notConfigured');
    },
  );

  // Pictures, not envelopes: their answer is SVG or PNG, so no response schema. The PNG is the
  // share card's layout of the picture (5:4), drawn once (art-png.ts): WeChat draws no SVG.
  api.get(
    '/art/:slug',
    {
      schema: { params: closed({ slug: str(1, 80, { pattern: '^[a-z0-9-]+\\.(svg|png)$' }) }) },
    },
    async (req, reply) => {
      const [, name, ext] = /^(.+)\.(svg|png)$/.exec(req.params.slug) ?? [];
      const spec = name ? ART[name] : undefined;
      if (!spec) throw notFound();
      if (ext === 'png') {
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .send(await artPngs.png(name!, spec));
      }
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderArt(spec));
    },
  );
  // The heading (the contest's name) in `lang`, else in the request's Accept-Language. The PNG is
  // the same SVG drawn by resvg (poster-png.ts), kept per poster; 503 without a Chinese font.
  api.get(
    '/art/vote-player/:file',
    {
      schema: {
        params: closed({ file: str(5, 20, { pattern: '^[1-9][0-9]{0,8}\\.(svg|png)$' }) }),
        querystring: closed({
          lang: Type.Optional(enumOf(LOCALES)),
          // The sharer, whose id and code the poster's link carries (issue #21).
          inviter: Type.Optional(id()),
          code: Type.Optional(str(4, 16, { pattern: '^[A-Za-z0-9]+$' })),
        }),
      },
    },
    async (req, reply) => {
      const playerId = Number.parseInt(req.params.file, 10);
      const work = await content.workPoster(kysely, playerId);
      if (!work) throw notFound();
      const locale = req.query.lang ?? req.locale;
      // A code that is not the inviter's own is left out: anyone may ask for this picture.
      const { inviter, code } = req.query;
      const sharer =
        inviter !== undefined &&
        code !== undefined &&
        (await content.inviterByCode(kysely, code.toUpperCase())) === inviter
          ? { id: inviter, code: code.toUpperCase() }
          : undefined;
      const link = workShareLink(config.h5Origins[0] ?? config.publicUrl ?? '', playerId, sharer);
      const svg = renderVotePoster(
        work.slogan,
        work.author_name,
        pick(work, 'contest_name', locale),
        locale,
        { link, qr: qrMatrix(link) },
      );
      const png = req.params.file.endsWith('.png');
      if (png && !(await posters.available()))
        throw new ApiError(BodyCode.notConfigured, 'notConfigured');
      // Five minutes: the picture is the work as it is now (an edited work is another poster).
      // Set once there is a picture: a "try again" answer is never kept.
      const cached = () =>
        reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      if (!png) return cached().type('image/svg+xml; charset=utf-8').send(svg);
      // Named by the work and the sharer: erasing either removes the drawing (issue #28).
      const owners = [`w${playerId}`, ...(sharer ? [`u${sharer.id}`] : [])];
      // A drawing for a client that has gone is dropped before it starts (issue #28).
      const left = new AbortController();
      const leave = () => left.abort();
      req.raw.socket.once('close', leave);
      try {
        const drawn = await posters.png(svg, owners, {
          key: clientAddress(req),
          signal: left.signal,
        });
        return cached().type('image/png').send(drawn);
      } finally {
        req.raw.socket.off('close', leave);
      }
    },
  );
}
