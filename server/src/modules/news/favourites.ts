import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/kysely';
import { invalid, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { localized } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import { Type, enumOf, envelope, localizedProps, paged, pagedQuery } from '../../lib/schema';
import { iso } from '../../lib/time';
import type { DbExecutor } from '../../tables';
import * as news from './repository';

// Favourites (issue #12; server/API.md "Favourites"). SPEC §7 names POST and DELETE
// /crm/userFootprint and GET /jobCollect/page: a favourite story is a footprint of kind
// 'collect' (a visit is kind 'visit'), removed by its id like any footprint, and the favourites
// page lists these beside the exhibits the visitor follows (/crm/exhibitsInterest).

/** What a footprint of kind 'collect' may point at: a published story or activity. */
export const COLLECTABLE_TYPES = ['news', 'activity'] as const;
export type CollectableType = (typeof COLLECTABLE_TYPES)[number];

const isCollectable = (type: string): type is CollectableType =>
  (COLLECTABLE_TYPES as readonly string[]).includes(type);

/**
 * Keeps a story in the visitor's favourites and answers the favourite's id. Idempotent: adding
 * it again answers the same id and leaves its date alone. A type that cannot be kept is 400, a
 * story that does not exist or is not yet published 404.
 */
export async function keepFavourite(
  db: DbExecutor,
  userId: number,
  type: string,
  targetId: number,
  now: number,
): Promise<number> {
  if (!isCollectable(type)) throw invalid('badRequest');
  const kind = type === 'activity' ? 'activity' : 'news';
  return transaction(db, async (trx) => {
    if (!(await news.isPublished(trx, targetId, kind, now))) throw notFound();
    return news.keepCollect(trx, userId, type, targetId, now);
  });
}

const FavouriteType = enumOf(['exhibit', 'news', 'activity'] as const);

/**
 * A favourite on the favourites page. `id` is what removes it: the footprint id for a story
 * (DELETE /crm/userFootprint), the exhibit id for an exhibit (cancelAttention). `targetId` is
 * what it opens. `name`/`nameEn` stay for clients that read only those.
 */
export const FavouriteSchema = Type.Object({
  id: Type.Integer(),
  type: FavouriteType,
  targetId: Type.Integer(),
  exhibitId: Type.Optional(Type.Integer()),
  name: Type.String(),
  ...localizedProps('name'),
  cover: Type.String(),
  createdAt: Type.String(),
});

/** GET /jobCollect/page: the visitor's favourites, newest first. */
export function registerFavouritesRoute(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  api.get(
    '/jobCollect/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(FavouriteSchema)) },
    },
    async (req) => {
      const userId = requireUser(req);
      const page = await news.favouritesPage(kysely, userId, clock.now(), req.query);
      return ok(
        req,
        mapPage(page, (row) => {
          const names = localized(row, 'name', 'name');
          return {
            id: row.id,
            type: row.type,
            targetId: row.target_id,
            ...(row.type === 'exhibit' ? { exhibitId: row.target_id } : {}),
            name: names.nameZht,
            ...names,
            cover: absUrl(req, row.cover),
            createdAt: iso(row.created_at) as string,
          };
        }),
      );
    },
  );
}
