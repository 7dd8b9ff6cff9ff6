import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../tables';
import { localizedColumns, type LocalizedColumns } from '../../lib/localized';
import { pageOf, type PageArgs } from '../../lib/paging';

export type PageInfoRow = LocalizedColumns<'title'> &
  LocalizedColumns<'content'> & { id: number; code: string; updated_at: number };

export type CarouselRow = LocalizedColumns<'title'> & {
  id: number;
  position: string;
  image: string;
  link: string;
  sort: number;
};

export type PosterRow = LocalizedColumns<'title'> & {
  id: number;
  image: string;
  link: string;
  sort: number;
};

export interface AssetRow {
  id: number;
  url: string;
  name: string;
  type: string;
}

export interface ChannelRow {
  id: number;
  name: string;
  code: string;
}

export type SharedWorkRow = LocalizedColumns<'title'> & { id: number };

/** A work's poster: its slogan and author as written, the contest's name in four languages. */
export type WorkPosterRow = LocalizedColumns<'contest_name'> & {
  slogan: string;
  author_name: string;
};

/** The SQL of fixed pages, carousels, posters, assets and channels. */
export function contentRepository(db: Db) {
  const pageInfo = db.prepare('SELECT * FROM page_info WHERE id = ?');
  const firstPoster = db.prepare('SELECT * FROM posters ORDER BY sort, id LIMIT 1');
  const asset = db.prepare('SELECT id, url, name, type FROM assets WHERE id = ?');
  const channels = db.prepare(
    'SELECT id, name, code FROM channels ORDER BY sort, id LIMIT ? OFFSET ?',
  );
  const approvedWork = db.prepare(
    `SELECT id, ${localizedColumns('title')} FROM vote_players WHERE id = ? AND status = 'approved'`,
  );
  const workPoster = db.prepare(
    // A slogan a moderator hid is blanked on its poster as in the contest (contest/routes.ts): the
    // poster is anyone's to fetch by id.
    `SELECT CASE WHEN p.hidden_at IS NULL THEN p.slogan ELSE '' END AS slogan, p.author_name, v.name_zht AS contest_name_zht, v.name_zhs AS contest_name_zhs,
            v.name_pt AS contest_name_pt, v.name_en AS contest_name_en
     FROM vote_players p JOIN votes v ON v.id = p.vote_id
     WHERE p.id = ? AND p.status = 'approved'`,
  );

  return {
    pageInfo: (id: number) => pageInfo.get(id) as PageInfoRow | undefined,
    carousels: (position: string | undefined, page: PageArgs): Paged<CarouselRow> =>
      pageOf<CarouselRow>(
        db,
        {
          select: '*',
          from: 'FROM carousels WHERE (@position IS NULL OR position = @position)',
          orderBy: 'sort, id',
        },
        { position: position ?? null },
        page,
      ),
    posters: (page: PageArgs): Paged<PosterRow> =>
      pageOf<PosterRow>(db, { select: '*', from: 'FROM posters', orderBy: 'sort, id' }, {}, page),
    firstPoster: () => firstPoster.get() as PosterRow | undefined,
    asset: (id: number) => asset.get(id) as AssetRow | undefined,
    /** A plain array (API.md): the page's channels without a total. */
    channels: ({ pageNo, pageSize }: PageArgs) =>
      channels.all(pageSize, (pageNo - 1) * pageSize) as ChannelRow[],
    approvedWork: (id: number) => approvedWork.get(id) as SharedWorkRow | undefined,
    workPoster: (id: number) => workPoster.get(id) as WorkPosterRow | undefined,
  };
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
