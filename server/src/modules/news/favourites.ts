import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { localized } from '../../lib/localized';
import { mapPage, pageOf } from '../../lib/paging';
import { Type, enumOf, envelope, localizedProps, paged, pagedQuery } from '../../lib/schema';
import { iso } from '../../lib/time';

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
export function keepFavourite(
  db: Db,
  userId: number,
  type: string,
  targetId: number,
  now: number,
): number {
  if (!isCollectable(type)) throw invalid('badRequest');
  const kind = type === 'activity' ? 'activity' : 'news';
  return db
    .transaction(() => {
      const published = db
        .prepare(
          `SELECT 1 FROM news n JOIN news_categories c ON c.id = n.category_id
           WHERE n.id = ? AND n.published_at <= ? AND c.kind = ?`,
        )
        .get(targetId, now, kind);
      if (!published) throw notFound();
      db.prepare(
        `INSERT INTO footprints (user_id, kind, type, target_id, created_at)
         VALUES (?, 'collect', ?, ?, ?) ON CONFLICT (user_id, kind, type, target_id) DO NOTHING`,
      ).run(userId, type, targetId, now);
      return db
        .prepare(
          `SELECT id FROM footprints WHERE user_id = ? AND kind = 'collect' AND type = ? AND target_id = ?`,
        )
        .pluck()
        .get(userId, type, targetId) as number;
    })
    .immediate();
}

/** The id of the visitor's favourite on this story, if they keep it. */
export function favouriteId(db: Db, userId: number, targetId: number): number | undefined {
  return db
    .prepare(
      `SELECT id FROM footprints WHERE user_id = ? AND kind = 'collect'
       AND type IN ('news', 'activity') AND target_id = ?`,
    )
    .pluck()
    .get(userId, targetId) as number | undefined;
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

interface FavouriteRow {
  id: number;
  type: 'exhibit' | 'news' | 'activity';
  target_id: number;
  name_zht: string;
  name_zhs: string;
  name_pt: string;
  name_en: string;
  cover: string;
  created_at: number;
}

// Exhibits carry Chinese and English names only: Portuguese readers get the English one.
const FAVOURITES = `FROM (
  SELECT x.id AS id, 'exhibit' AS type, x.id AS target_id, x.name_zht, x.name_zht AS name_zhs,
    x.name_en AS name_pt, x.name_en, x.cover, i.created_at
  FROM exhibit_interests i JOIN exhibits x ON x.id = i.exhibit_id
  WHERE i.user_id = @userId
  UNION ALL
  SELECT f.id, f.type, n.id, n.title_zht, n.title_zhs, n.title_pt, n.title_en, n.cover,
    f.created_at
  FROM footprints f JOIN news n ON n.id = f.target_id
  WHERE f.user_id = @userId AND f.kind = 'collect' AND f.type IN ('news', 'activity')
    AND n.published_at <= @now
)`;

/** GET /jobCollect/page: the visitor's favourites, newest first. */
export function registerFavouritesRoute(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = app.ctx;
  api.get(
    '/jobCollect/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(FavouriteSchema)) },
    },
    async (req) => {
      const userId = requireUser(req);
      const page = pageOf<FavouriteRow>(
        db,
        { select: '*', from: FAVOURITES, orderBy: 'created_at DESC, type, id DESC' },
        { userId, now: clock.now() },
        req.query,
      );
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
