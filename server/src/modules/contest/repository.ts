import type { Paged, VotePlayerStatus } from '../../contract';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../tables';
import { likePattern, type LocalizedColumns } from '../../lib/localized';
import { pageOf, type PageArgs } from '../../lib/paging';

/**
 * The rank order, stated once: more votes first; on a tie, the work that reached its count
 * earlier (earlier last vote) first; then the earlier submission; then the lower id.
 * A work with no votes has no last vote and sorts after every voted work of the same count (0).
 */
export const RANK_ORDER =
  'p.votes DESC, (p.last_vote_at IS NULL) ASC, p.last_vote_at ASC, p.created_at ASC, p.id ASC';

export type VoteRow = LocalizedColumns<'name'> & {
  id: number;
  rules: string;
  start_at: number;
  end_at: number;
  sign_up_start_at: number;
  sign_up_end_at: number;
  visits: number;
  votes_per_user_per_day: number;
  votes_per_work_per_day: number;
};

export type VoteGroupRow = LocalizedColumns<'name'> & { id: number; vote_id: number; sort: number };

export type PlayerRow = LocalizedColumns<'title'> & {
  id: number;
  vote_id: number;
  group_id: number;
  user_id: number;
  slogan: string;
  author_name: string;
  cover: string;
  /** JSON array of stored picture paths (the album); '[]' for older works. */
  pictures: string;
  /** The reviewer's words, for the author only. */
  review_remark: string;
  status: VotePlayerStatus;
  /** A moderator hid the work's text (issue #23, migration 0013). */
  hidden_at?: number | null;
  votes: number;
  last_vote_at: number | null;
  created_at: number;
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

/**
 * The SQL of the contest: votes, groups, works, vote records, invites and the AR sites.
 */
export function contestRepository(db: Db) {
  const vote = db.prepare('SELECT * FROM votes WHERE id = ?');
  const groups = db.prepare('SELECT * FROM vote_groups WHERE vote_id = ? ORDER BY sort, id');
  const group = db.prepare('SELECT id, vote_id FROM vote_groups WHERE id = ?');
  const addVisit = db
    .prepare('UPDATE votes SET visits = visits + 1 WHERE id = ? RETURNING visits')
    .pluck();
  const player = db.prepare('SELECT * FROM vote_players WHERE id = ?');
  const approvedPlayer = db.prepare(
    "SELECT * FROM vote_players WHERE id = ? AND status = 'approved'",
  );
  const rankedIds = db
    .prepare(
      `SELECT p.id FROM vote_players p
       WHERE p.vote_id = ? AND p.group_id = ? AND p.status = 'approved' ORDER BY ${RANK_ORDER}`,
    )
    .pluck();
  const votedAmong = db
    .prepare(
      `SELECT DISTINCT player_id FROM vote_records WHERE user_id = ? AND day = ?
       AND player_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const worksOf = db
    .prepare('SELECT COUNT(*) FROM vote_players WHERE user_id = ? AND vote_id = ?')
    .pluck();
  const insertWork = db.prepare(
    `INSERT INTO vote_players (vote_id, group_id, user_id, title_zht, title_zhs, title_pt, title_en,
       slogan, author_name, cover, pictures, status, created_at)
     VALUES (@voteId, @groupId, @userId, @title, @title, @title, @title, @slogan, @authorName,
       @cover, @pictures, 'pending', @now)`,
  );
  const insertVote = db.prepare(
    `INSERT INTO vote_records (vote_id, player_id, user_id, day, user_slot, work_slot,
       per_user_limit, per_work_limit, created_at)
     VALUES (@voteId, @playerId, @userId, @day, @userSlot, @workSlot, @perUserLimit,
       @perWorkLimit, @now)`,
  );
  const countVote = db
    .prepare(
      'UPDATE vote_players SET votes = votes + 1, last_vote_at = ? WHERE id = ? RETURNING votes',
    )
    .pluck();
  const usedToday = db
    .prepare('SELECT COUNT(*) FROM vote_records WHERE vote_id = ? AND user_id = ? AND day = ?')
    .pluck();
  // An unknown or deleted sharer inserts nothing; a second credit in one contest is ignored.
  const creditInvite = db.prepare(
    `INSERT OR IGNORE INTO vote_invites (vote_id, inviter_id, invitee_id, player_id, created_at)
     SELECT @voteId, id, @inviteeId, @playerId, @now FROM users
     WHERE id = @inviterId AND deleted_at IS NULL`,
  );
  const share = db.prepare(
    "UPDATE vote_players SET shares = shares + 1 WHERE id = ? AND status = 'approved' RETURNING *",
  );

  const approvedPage = (filter: PlayerFilter, orderBy: string, page: PageArgs) => {
    const where = ["p.status = 'approved'"];
    const keyword = filter.keyword?.trim();
    if (filter.groupId) where.push('p.group_id = @groupId');
    if (keyword) {
      where.push(
        "(p.title_zht LIKE @kw ESCAPE '\\' OR p.slogan LIKE @kw ESCAPE '\\' OR p.author_name LIKE @kw ESCAPE '\\')",
      );
    }
    return pageOf<PlayerRow>(
      db,
      { select: 'p.*', from: `FROM vote_players p WHERE ${where.join(' AND ')}`, orderBy },
      {
        ...(filter.groupId ? { groupId: filter.groupId } : {}),
        ...(keyword ? { kw: likePattern(keyword) } : {}),
      },
      page,
    );
  };

  return {
    vote: (id: number) => vote.get(id) as VoteRow | undefined,
    groups: (voteId: number) => groups.all(voteId) as VoteGroupRow[],
    group: (id: number) => group.get(id) as { id: number; vote_id: number } | undefined,
    addVisit: (voteId: number) => addVisit.get(voteId) as number | undefined,
    player: (id: number) => player.get(id) as PlayerRow | undefined,
    approvedPlayer: (id: number) => approvedPlayer.get(id) as PlayerRow | undefined,
    /** Approved works, newest first. */
    newest: (filter: PlayerFilter, page: PageArgs): Paged<PlayerRow> =>
      approvedPage(filter, 'p.created_at DESC, p.id DESC', page),
    /** Approved works in rank order. */
    ranked: (filter: PlayerFilter, page: PageArgs): Paged<PlayerRow> =>
      approvedPage(filter, RANK_ORDER, page),
    /** A work's place in its group (1 = first). */
    rankInGroup: (row: PlayerRow) =>
      (rankedIds.all(row.vote_id, row.group_id) as number[]).indexOf(row.id) + 1,
    /** Which of these works the visitor has voted for on this Macau day. */
    votedAmong: (userId: number, day: string, ids: number[]): Set<number> =>
      ids.length === 0
        ? new Set()
        : new Set(votedAmong.all(userId, day, JSON.stringify(ids)) as number[]),
    /** The visitor's own works, any status, newest first. */
    mine: (userId: number, page: PageArgs): Paged<PlayerRow> =>
      pageOf<PlayerRow>(
        db,
        { select: '*', from: 'FROM vote_players WHERE user_id = @userId', orderBy: 'id DESC' },
        { userId },
        page,
      ),
    worksOf: (userId: number, voteId: number) => worksOf.get(userId, voteId) as number,
    insertWork: (work: NewWork) =>
      Number(insertWork.run({ ...work, pictures: JSON.stringify(work.pictures) }).lastInsertRowid),
    /** Takes one vote slot; a unique key refuses a slot already taken (the caller tries the next). */
    insertVote: (slot: VoteSlot) => Number(insertVote.run(slot).lastInsertRowid),
    countVote: (playerId: number, now: number) => countVote.get(now, playerId) as number,
    /** The visitor's votes in this contest on this Macau day. */
    usedToday: (voteId: number, userId: number, day: string) =>
      usedToday.get(voteId, userId, day) as number,
    /** Credits the sharer with this visitor's vote, once per contest; true when it did. */
    creditInvite: (credit: InviteCredit) => creditInvite.run(credit).changes === 1,
    share: (id: number) => share.get(id) as PlayerRow | undefined,
    arSites: (page: PageArgs): Paged<ArSiteRow> =>
      pageOf<ArSiteRow>(db, { select: '*', from: 'FROM ar_sites', orderBy: 'sort, id' }, {}, page),
  };
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
