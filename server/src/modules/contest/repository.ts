import { sql, type RawBuilder } from 'kysely';
import type { Paged, VotePlayerStatus } from '../../contract';
import { engineOf } from '../../db/kysely';
import { inIdList, likeIgnoringCase } from '../../db/neutral';
import { likePattern, type LocalizedColumns } from '../../lib/localized';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type * as tables from './tables';

/**
 * The rank order, stated once: more votes first; on a tie, the work that reached its count
 * earlier (earlier last vote) first; then the earlier submission; then the lower id.
 * A work with no votes has no last vote and sorts after every voted work of the same count (0).
 */
export const RANK_ORDER =
  'p.votes DESC, (p.last_vote_at IS NULL) ASC, p.last_vote_at ASC, p.created_at ASC, p.id ASC';

export type VoteRow = Static<typeof tables.VoteRow>;

export type VoteGroupRow = Static<typeof tables.VoteGroupRow>;

/** A work as stored; `pictures` is a JSON array of stored paths ('[]' for older works). */
export type PlayerRow = Omit<Static<typeof tables.VotePlayerRow>, 'status'> & {
  status: VotePlayerStatus;
};

export type ArSiteRow = LocalizedColumns<'name'> &
  LocalizedColumns<'description'> & {
    id: number;
    cover: string;
    latitude: number | null;
    longitude: number | null;
    link: string;
    sort: number;
  };

export interface PlayerFilter {
  groupId?: number;
  keyword?: string;
}

export interface NewWork {
  voteId: number;
  groupId: number;
  userId: number;
  title: string;
  slogan: string;
  authorName: string;
  cover: string;
  /** Stored picture paths, in order. */
  pictures: string[];
  now: number;
}

export interface InviteCredit {
  voteId: number;
  inviterId: number;
  inviteeId: number;
  playerId: number;
  now: number;
}

/** The album of a work; a malformed value reads as no pictures. */
export function picturesOf(row: Pick<PlayerRow, 'pictures'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.pictures ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export interface VoteSlot {
  voteId: number;
  playerId: number;
  userId: number;
  day: string;
  userSlot: number;
  workSlot: number;
  perUserLimit: number;
  perWorkLimit: number;
  now: number;
}

// The statements of the contest: votes, groups, works, vote records, invites and the AR sites
// (issue #30: async, on the app's Kysely or a caller's transaction).

export function vote(db: DbExecutor, id: number): Promise<VoteRow | undefined> {
  return db.selectFrom('votes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function groups(db: DbExecutor, voteId: number): Promise<VoteGroupRow[]> {
  return db
    .selectFrom('vote_groups')
    .selectAll()
    .where('vote_id', '=', voteId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function group(
  db: DbExecutor,
  id: number,
): Promise<{ id: number; vote_id: number } | undefined> {
  return db
    .selectFrom('vote_groups')
    .select(['id', 'vote_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Counts a visit; the new count, or undefined for an unknown contest. */
export async function addVisit(db: DbExecutor, voteId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('votes')
    .set((eb) => ({ visits: eb('visits', '+', 1) }))
    .where('id', '=', voteId)
    .returning('visits')
    .executeTakeFirst();
  return row?.visits;
}

export function player(db: DbExecutor, id: number): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('vote_players')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<PlayerRow | undefined>;
}

export function approvedPlayer(db: DbExecutor, id: number): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('vote_players')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst() as Promise<PlayerRow | undefined>;
}

function approvedPage(
  db: DbExecutor,
  filter: PlayerFilter,
  orderBy: RawBuilder<unknown>,
  page: PageArgs,
): Promise<Paged<PlayerRow>> {
  const keyword = filter.keyword?.trim();
  let base = db.selectFrom('vote_players as p').where('p.status', '=', 'approved');
  if (filter.groupId) base = base.where('p.group_id', '=', filter.groupId);
  if (keyword) {
    const pattern = likePattern(keyword);
    base = base.where(({ or }) =>
      or(
        (['p.title_zht', 'p.slogan', 'p.author_name'] as const).map((column) =>
          likeIgnoringCase(engineOf(db), column, pattern),
        ),
      ),
    );
  }
  return pageOfQuery(base, (q) => q.selectAll('p').orderBy(orderBy), page) as Promise<
    Paged<PlayerRow>
  >;
}

/** Approved works, newest first. */
export function newest(
  db: DbExecutor,
  filter: PlayerFilter,
  page: PageArgs,
): Promise<Paged<PlayerRow>> {
  return approvedPage(db, filter, sql`p.created_at DESC, p.id DESC`, page);
}

/** Approved works in rank order. */
export function ranked(
  db: DbExecutor,
  filter: PlayerFilter,
  page: PageArgs,
): Promise<Paged<PlayerRow>> {
  return approvedPage(db, filter, sql.raw(RANK_ORDER), page);
}

/** A work's place in its group (1 = first). */
export async function rankInGroup(db: DbExecutor, row: PlayerRow): Promise<number> {
  const ids = await db
    .selectFrom('vote_players as p')
    .select('p.id')
    .where('p.vote_id', '=', row.vote_id)
    .where('p.group_id', '=', row.group_id)
    .where('p.status', '=', 'approved')
    .orderBy(sql.raw(RANK_ORDER))
    .execute();
  return ids.findIndex((r) => r.id === row.id) + 1;
}

/** Which of these works the visitor has voted for on this Macau day. */
export async function votedAmong(
  db: DbExecutor,
  userId: number,
  day: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // One statement text whatever the page's length, so it is prepared once.
  const rows = await db
    .selectFrom('vote_records')
    .select('player_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where(inIdList(engineOf(db), 'player_id', ids))
    .execute();
  return new Set(rows.map((r) => r.player_id));
}

/** The visitor's own works, any status, newest first. */
export function mine(db: DbExecutor, userId: number, page: PageArgs): Promise<Paged<PlayerRow>> {
  return pageOfQuery(
    db.selectFrom('vote_players').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('id', 'desc'),
    page,
  ) as Promise<Paged<PlayerRow>>;
}

/** How many works the visitor entered in this contest. */
export async function worksOf(db: DbExecutor, userId: number, voteId: number): Promise<number> {
  const row = await db
    .selectFrom('vote_players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('vote_id', '=', voteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWork(db: DbExecutor, work: NewWork): Promise<number> {
  const { id } = await db
    .insertInto('vote_players')
    .values({
      vote_id: work.voteId,
      group_id: work.groupId,
      user_id: work.userId,
      title_zht: work.title,
      title_zhs: work.title,
      title_pt: work.title,
      title_en: work.title,
      slogan: work.slogan,
      author_name: work.authorName,
      cover: work.cover,
      pictures: JSON.stringify(work.pictures),
      status: 'pending',
      created_at: work.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Takes one vote slot: the record's id, or undefined when a unique key says the slot is taken
 * (the caller tries the next). Nothing fails: on PostgreSQL a failed statement would end the
 * vote's transaction (issue #31).
 */
export async function insertVote(db: DbExecutor, slot: VoteSlot): Promise<number | undefined> {
  const row = await db
    .insertInto('vote_records')
    .values({
      vote_id: slot.voteId,
      player_id: slot.playerId,
      user_id: slot.userId,
      day: slot.day,
      user_slot: slot.userSlot,
      work_slot: slot.workSlot,
      per_user_limit: slot.perUserLimit,
      per_work_limit: slot.perWorkLimit,
      created_at: slot.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether the visitor's day slot of this record is taken (else its work slot was). */
export async function userSlotTaken(db: DbExecutor, slot: VoteSlot): Promise<boolean> {
  const row = await db
    .selectFrom('vote_records')
    .select('id')
    .where('vote_id', '=', slot.voteId)
    .where('user_id', '=', slot.userId)
    .where('day', '=', slot.day)
    .where('user_slot', '=', slot.userSlot)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a vote on the work; its new count. */
export async function countVote(db: DbExecutor, playerId: number, now: number): Promise<number> {
  const row = await db
    .updateTable('vote_players')
    .set((eb) => ({ votes: eb('votes', '+', 1), last_vote_at: now }))
    .where('id', '=', playerId)
    .returning('votes')
    .executeTakeFirstOrThrow();
  return row.votes;
}

/** The visitor's votes in this contest on this Macau day. */
export async function usedToday(
  db: DbExecutor,
  voteId: number,
  userId: number,
  day: string,
): Promise<number> {
  const row = await db
    .selectFrom('vote_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vote_id', '=', voteId)
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Credits the sharer with this visitor's vote, once per contest; true when it did. */
export async function creditInvite(db: DbExecutor, credit: InviteCredit): Promise<boolean> {
  // An unknown or deleted sharer inserts nothing; a second credit in one contest is ignored.
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('vote_invites')
    .columns(['vote_id', 'inviter_id', 'invitee_id', 'player_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          s.val(credit.voteId).as('vote_id'),
          'id',
          s.val(credit.inviteeId).as('invitee_id'),
          s.val(credit.playerId).as('player_id'),
          s.val(credit.now).as('created_at'),
        ])
        .where('id', '=', credit.inviterId)
        .where('deleted_at', 'is', null),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirstOrThrow();
  return Number(numInsertedOrUpdatedRows) === 1;
}

/** Counts a share of an approved work; the work, or undefined when there is none to share. */
export function share(db: DbExecutor, id: number): Promise<PlayerRow | undefined> {
  return db
    .updateTable('vote_players')
    .set((eb) => ({ shares: eb('shares', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .returningAll()
    .executeTakeFirst() as Promise<PlayerRow | undefined>;
}

export function arSites(db: DbExecutor, page: PageArgs): Promise<Paged<ArSiteRow>> {
  return pageOfQuery(
    db.selectFrom('ar_sites'),
    (q) =>
      q
        .select([
          'id',
          'name_zht',
          'name_zhs',
          'name_pt',
          'name_en',
          'description_zht',
          'description_zhs',
          'description_pt',
          'description_en',
          'cover',
          'latitude',
          'longitude',
          'link',
          'sort',
        ])
        .orderBy('sort')
        .orderBy('id'),
    page,
  );
}

/** A sharer's invitation code, for the link their poster carries (issue #21), on Kysely (#30). */
export async function sharerCode(db: DbExecutor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('invitation_code')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.invitation_code;
}
