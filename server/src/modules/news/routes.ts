import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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
import { absUrl, ok, requireUser } from '../../http';
import { localized } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import { cachedList } from '../../lib/response-cache';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  id,
  idParams,
  localizedProps,
  paged,
  pagedQuery,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import { sharePicture } from '../content';
import { completeMissionsByTrigger } from '../points';
import * as news from './repository';
import type { NewsDetailRow, NewsListRow } from './repository';

// ---------- schemas: the request and the answer of each call, written once ----------

const Kind = enumOf(['news', 'activity'] as const);

const NewsQuery = pagedQuery({
  categoryId: Type.Optional(id()),
  keyword: Type.Optional(str(0, 50)),
  kind: Type.Optional(Kind),
});

/** A list item: no `content*` (server/API.md); activities add time and place. */
const NewsListItem = Type.Object({
  id: Type.Integer(),
  ...localizedProps('title'),
  ...localizedProps('summary'),
  cover: Type.String(),
  shareImage: Type.Optional(Type.String()),
  categoryId: Type.Integer(),
  publishedAt: Type.String(),
  views: Type.Integer(),
  kind: Kind,
  startAt: Type.Optional(Type.String()),
  endAt: Type.Optional(Type.String()),
  location: Type.Optional(Type.String()),
});
const NewsFeedItem = Type.Object({ ...NewsListItem.properties, read: Type.Boolean() });
const NewsDetail = Type.Object({ ...NewsListItem.properties, ...localizedProps('content') });
/** Signed in, the detail says whether the visitor keeps the story: its favourite's id. */
const NewsDetailAnswer = Type.Object({
  ...NewsDetail.properties,
  favouriteId: Type.Optional(Type.Integer()),
});

const NewsCategorySchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  kind: Kind,
  sort: Type.Integer(),
});
const AdvertSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  link: Type.String(),
  typeId: Type.Integer(),
});
const LayoutBlockSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...localizedProps('title'),
  link: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
});
const NewsWordSchema = Type.Object({ id: Type.Integer(), word: Type.String() });

// The app's types and these answers agree: a drift on either side fails tsc.
// A list item is an Activity without its bodies (API.md: the detail carries them).
type ActivityInList = Omit<Activity, 'contentZht' | 'contentZhs' | 'contentPt' | 'contentEn'>;
agrees<Serves<Static<typeof NewsListItem>, ActivityInList>>();
agrees<Serves<Static<typeof NewsDetail>, Activity>>();
agrees<Serves<Static<typeof NewsCategorySchema>, NewsCategory>>();
agrees<Serves<Static<typeof AdvertSchema>, Advert>>();
agrees<Serves<Static<typeof LayoutBlockSchema>, LayoutBlock>>();
agrees<Serves<Static<typeof NewsWordSchema>, NewsWord>>();
agrees<Serves<Required<NewsPageQuery>, Static<typeof NewsQuery>>>();

// ---------- rows to answers ----------

function toListItem(req: FastifyRequest, row: NewsListRow): Static<typeof NewsListItem> {
  const item: Static<typeof NewsListItem> = {
    id: row.id,
    ...localized(row, 'title', 'title'),
    ...localized(row, 'summary', 'summary'),
    cover: absUrl(req, row.cover),
    categoryId: row.category_id,
    publishedAt: iso(row.published_at) as string,
    views: row.views,
    kind: row.kind,
  };
  if (row.start_at !== null) item.startAt = iso(row.start_at);
  if (row.end_at !== null) item.endAt = iso(row.end_at);
  if (row.location) item.location = row.location;
  const picture = sharePicture(row.cover);
  if (picture) item.shareImage = absUrl(req, picture);
  return item;
}

function toDetail(req: FastifyRequest, row: NewsDetailRow): Static<typeof NewsDetail> {
  return { ...toListItem(req, row), ...localized(row, 'content', 'content') };
}

export function registerNewsRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  // The public lists are the same for every reader: kept until a write to what they read (or,
  // for the news list, until the next scheduled story is due).
  const newsCache = cachedList(app, {
    tables: ['news', 'news_categories'],
    freshUntil: (now) => news.nextPublishedAfter(kysely, now),
  });

  api.get(
    '/exhibitionNews/appPage',
    {
      ...newsCache,
      schema: { querystring: NewsQuery, response: envelope(paged(NewsListItem)) },
    },
    async (req) => {
      const page = await news.newsPage(kysely, req.query, clock.now(), req.query);
      return ok(
        req,
        mapPage(page, (row) => toListItem(req, row)),
      );
    },
  );

  // The signed-in feed: the same items, each marked read when the visitor has a footprint on it.
  api.get(
    '/exhibitionNews/user/appPage',
    {
      config: { auth: 'required' },
      schema: { querystring: NewsQuery, response: envelope(paged(NewsFeedItem)) },
    },
    async (req) => {
      const userId = requireUser(req);
      const page = await news.newsPage(kysely, req.query, clock.now(), req.query);
      const read = await news.readIds(
        kysely,
        userId,
        page.list.map((row) => row.id),
      );
      return ok(
        req,
        mapPage(page, (row) => ({ ...toListItem(req, row), read: read.has(row.id) })),
      );
    },
  );

  api.get(
    '/exhibitionNews/app/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(NewsDetailAnswer) },
    },
    async (req) => {
      const now = clock.now();
      const row = await news.viewDetail(kysely, req.params.id, now);
      if (!row) throw notFound();
      // The server saw the visitor open a story: that, and never the app's word, completes the
      // read missions (issue #11), once per their period. An activity is not a news story.
      if (req.userId !== null && row.kind === 'news') {
        await completeMissionsByTrigger(kysely, req.userId, 'read', now);
      }
      const favourite =
        req.userId === null ? undefined : await news.favouriteId(kysely, req.userId, row.id);
      return ok(req, {
        ...toDetail(req, row),
        ...(favourite === undefined ? {} : { favouriteId: favourite }),
      });
    },
  );

  api.get(
    '/newsCategory/list',
    {
      ...cachedList(app, { tables: ['news_categories'] }),
      schema: {
        querystring: closed({ kind: Type.Optional(Kind) }),
        response: envelope(Type.Array(NewsCategorySchema)),
      },
    },
    async (req) =>
      ok(
        req,
        (await news.categories(kysely, req.query.kind)).map((r) => ({
          id: r.id,
          ...localized(r, 'name', 'name'),
          kind: r.kind,
          sort: r.sort,
        })),
      ),
  );

  api.get(
    '/news/sysAdvert/getType/:id',
    {
      ...cachedList(app, { tables: ['adverts'] }),
      schema: { params: idParams, response: envelope(Type.Array(AdvertSchema)) },
    },
    async (req) =>
      ok(
        req,
        (await news.adverts(kysely, req.params.id)).map((r) => ({
          id: r.id,
          image: absUrl(req, r.image),
          link: r.link,
          typeId: r.type_id,
        })),
      ),
  );

  api.get(
    '/layout/management/page',
    {
      ...cachedList(app, { tables: ['layout_blocks'] }),
      schema: {
        querystring: pagedQuery({ code: Type.Optional(str(1, 50)) }),
        response: envelope(paged(LayoutBlockSchema)),
      },
    },
    async (req) =>
      ok(
        req,
        mapPage(await news.layoutBlocks(kysely, req.query.code, req.query), (r) => ({
          id: r.id,
          code: r.code,
          ...localized(r, 'title', 'title'),
          link: r.link,
          icon: absUrl(req, r.icon),
          sort: r.sort,
        })),
      ),
  );

  api.get(
    '/news/word/page',
    {
      ...cachedList(app, { tables: ['news_words'] }),
      schema: { querystring: pagedQuery({}), response: envelope(paged(NewsWordSchema)) },
    },
    async (req) => ok(req, await news.words(kysely, req.query)),
  );
}
