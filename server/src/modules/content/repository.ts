import type { Paged } from '../../contract';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import type { LocalizedColumns } from '../../lib/localized';
import type { DbExecutor } from '../../tables';
import type * as tables from './tables';

// The statements of fixed pages, carousels, posters, assets and channels (issue #30: async, on
// the app's Kysely or a caller's transaction).

export type PageInfoRow = Static<typeof tables.PageInfoRow>;
export type CarouselRow = Static<typeof tables.CarouselRow>;
export type PosterRow = Static<typeof tables.PosterRow>;
export type AssetRow = Static<typeof tables.AssetRow>;
export type ChannelRow = Omit<Static<typeof tables.ChannelRow>, 'sort'>;

export type SharedWorkRow = LocalizedColumns<'title'> & { id: number };

/** A work's poster: its slogan and author as written, the contest's name in four languages. */
export type WorkPosterRow = LocalizedColumns<'contest_name'> & {
  slogan: string;
  author_name: string;
};

export function pageInfo(db: DbExecutor, id: number): Promise<PageInfoRow | undefined> {
  return db.selectFrom('page_info').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Carousels of one position (every position without one), in display order. */
export function carousels(
  db: DbExecutor,
  position: string | undefined,
  page: PageArgs,
): Promise<Paged<CarouselRow>> {
  let base = db.selectFrom('carousels');
  if (position !== undefined) base = base.where('position', '=', position);
  return pageOfQuery(base, (q) => q.selectAll().orderBy('sort').orderBy('id'), page);
}

export function posters(db: DbExecutor, page: PageArgs): Promise<Paged<PosterRow>> {
  return pageOfQuery(
    db.selectFrom('posters'),
    (q) => q.selectAll().orderBy('sort').orderBy('id'),
    page,
  );
}

export function firstPoster(db: DbExecutor): Promise<PosterRow | undefined> {
  return db
    .selectFrom('posters')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function asset(db: DbExecutor, id: number): Promise<AssetRow | undefined> {
  return db
    .selectFrom('assets')
    .select(['id', 'url', 'name', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A plain array (API.md): the page's channels without a total. */
export function channels(db: DbExecutor, { pageNo, pageSize }: PageArgs): Promise<ChannelRow[]> {
  return db
    .selectFrom('channels')
    .select(['id', 'name', 'code'])
    .orderBy('sort')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
}

export function approvedWork(db: DbExecutor, id: number): Promise<SharedWorkRow | undefined> {
  return db
    .selectFrom('vote_players')
    .select(['id', 'title_zht', 'title_zhs', 'title_pt', 'title_en'])
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

export function workPoster(db: DbExecutor, id: number): Promise<WorkPosterRow | undefined> {
  return (
    db
      .selectFrom('vote_players as p')
      .innerJoin('votes as v', 'v.id', 'p.vote_id')
      // A slogan a moderator hid is blanked on its poster as in the contest (contest/routes.ts):
      // the poster is anyone's to fetch by id.
      .select((eb) => [
        eb
          .case()
          .when('p.hidden_at', 'is', null)
          .then(eb.ref('p.slogan'))
          .else('')
          .end()
          .as('slogan'),
        'p.author_name',
        'v.name_zht as contest_name_zht',
        'v.name_zhs as contest_name_zhs',
        'v.name_pt as contest_name_pt',
        'v.name_en as contest_name_en',
      ])
      .where('p.id', '=', id)
      .where('p.status', '=', 'approved')
      .executeTakeFirst()
  );
}

/** The account whose invitation code this is (issue #21: a poster's sharer), on Kysely (#30). */
export async function inviterByCode(db: DbExecutor, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
