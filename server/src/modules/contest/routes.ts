import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ArSite,
  Poster,
  SignUpBody,
  VoteGroup,
  VoteInfo,
  VotePlayer,
  VotePlayerQuery,
  VoteRecord,
  VoteRecordBody,
} from '../../contract';
import { isUniqueViolation } from '../../db/database';
import { migrate, type Migration } from '../../db/migrate';
import { conflict, notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { likePattern, localized } from '../../lib/localized';
import { id, idParams, object, pageQuery, pictureUrl, storedPicture, str } from '../../lib/schema';
import { iso, macauDay } from '../../lib/time';
import { completeMissionsByTrigger } from '../points/missions';
import { votePosterUrl } from '../content/routes';

type Row = Record<string, unknown>;

/** Pictures of one work (the album of the sign-up form). */
export const MAX_PICTURES_PER_WORK = 9;

/**
 * What the contest added after the first schema (issue #13), applied by the contest module itself
 * so that its change stays inside the module. Versions 1301+ cannot clash with db/migrations.
 * - vote_invites: a visitor who opened a shared link and then votes credits the sharer once per
 *   contest; the unique key, not a read first, is what makes it once.
 * - vote_players.pictures (JSON array of stored paths) and review_remark (the reviewer's words).
 */
export const CONTEST_MIGRATIONS: readonly Migration[] = [
  {
    version: 1301,
    name: 'contest-invites-pictures-remark',
    up: `
CREATE TABLE vote_invites (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes(id),
  inviter_id INTEGER NOT NULL REFERENCES users(id),
  invitee_id INTEGER NOT NULL REFERENCES users(id),
  player_id INTEGER NOT NULL REFERENCES vote_players(id),
  created_at INTEGER NOT NULL,
  CHECK (inviter_id <> invitee_id),
  UNIQUE (vote_id, invitee_id)
);
CREATE INDEX vote_invites_inviter ON vote_invites (inviter_id);
ALTER TABLE vote_players ADD COLUMN pictures TEXT NOT NULL DEFAULT '[]';
ALTER TABLE vote_players ADD COLUMN review_remark TEXT NOT NULL DEFAULT '';
`,
  },
];

function picturesOf(row: Row): string[] {
  try {
    const parsed: unknown = JSON.parse(String(row.pictures ?? '[]'));
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Works one visitor may submit to one contest. */
export const MAX_WORKS_PER_USER = 5;

/**
 * The rank order, stated once: more votes first; on a tie, the work that reached its count
 * earlier (earlier last vote) first; then the earlier submission; then the lower id.
 * A work with no votes has no last vote and sorts after every voted work of the same count (0).
 */
export const RANK_ORDER =
  'p.votes DESC, (p.last_vote_at IS NULL) ASC, p.last_vote_at ASC, p.created_at ASC, p.id ASC';

interface VoteRow extends Row {
  id: number;
  start_at: number;
  end_at: number;
  sign_up_start_at: number;
  sign_up_end_at: number;
  votes_per_user_per_day: number;
  votes_per_work_per_day: number;
}

interface PlayerRow extends Row {
  id: number;
  vote_id: number;
  group_id: number;
  user_id: number;
  status: VotePlayer['status'];
  votes: number;
}

export function registerContestRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  migrate(db, clock.now(), CONTEST_MIGRATIONS);

  const voteOf = (voteId: number) =>
    db.prepare('SELECT * FROM votes WHERE id = ?').get(voteId) as VoteRow | undefined;

  const votedToday = db.prepare(
    'SELECT 1 FROM vote_records WHERE user_id = ? AND player_id = ? AND day = ? LIMIT 1',
  );

  const toPlayer = (req: FastifyRequest, row: PlayerRow, rank?: number): VotePlayer & Row => {
    const player: VotePlayer & Row = {
      id: row.id,
      voteId: row.vote_id,
      groupId: row.group_id,
      userId: row.user_id,
      ...localized(row, 'title', 'title'),
      slogan: String(row.slogan),
      authorName: String(row.author_name),
      cover: absUrl(req, String(row.cover)),
      pictures: picturesOf(row).map((picture) => absUrl(req, picture)),
      votes: row.votes,
      status: row.status,
      createdAt: iso(row.created_at as number) as string,
      lastVoteAt: iso(row.last_vote_at as number | null) ?? null,
    };
    if (rank !== undefined) player.rank = rank;
    // The reviewer's words are for the author only.
    if (req.userId !== null && req.userId === row.user_id) {
      player.remark = String(row.review_remark ?? '');
    }
    if (req.userId !== null) {
      player.voted = votedToday.get(req.userId, row.id, macauDay(clock.now())) !== undefined;
    }
    return player;
  };

  const playerFilter = (q: VotePlayerQuery) => {
    const where = ["p.status = 'approved'"];
    if (q.groupId) where.push('p.group_id = @groupId');
    if (q.keyword?.trim()) {
      where.push(
        "(p.title_zht LIKE @kw ESCAPE '\\' OR p.slogan LIKE @kw ESCAPE '\\' OR p.author_name LIKE @kw ESCAPE '\\')",
      );
    }
    return {
      sql: `FROM vote_players p WHERE ${where.join(' AND ')}`,
      params: { groupId: q.groupId ?? null, kw: likePattern(q.keyword?.trim() ?? '') },
    };
  };

  const playerQuery = pageQuery({ groupId: id(), keyword: str(0, 50) });

  // ---------- the contest ----------

  app.get<{ Params: { id: number } }>(
    '/vote/:id',
    { config: { auth: 'optional' }, schema: { params: idParams } },
    async (req) => {
      const row = voteOf(req.params.id);
      if (!row) throw notFound();
      const info: VoteInfo & Row = {
        id: row.id,
        ...localized(row, 'name', 'name'),
        startAt: iso(row.start_at) as string,
        endAt: iso(row.end_at) as string,
        rules: String(row.rules),
        visits: row.visits as number,
        votesPerDay: row.votes_per_user_per_day,
        votesPerWorkPerDay: row.votes_per_work_per_day,
        signUpStartAt: iso(row.sign_up_start_at),
        signUpEndAt: iso(row.sign_up_end_at),
      };
      // What the vote button shows: the visitor's votes of this Macau day.
      if (req.userId !== null) {
        info.votesUsedToday = db
          .prepare(
            'SELECT COUNT(*) FROM vote_records WHERE vote_id = ? AND user_id = ? AND day = ?',
          )
          .pluck()
          .get(row.id, req.userId, macauDay(clock.now())) as number;
      }
      return ok(req, info);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/vote/getGroupByVoteId/:id',
    { schema: { params: idParams } },
    async (req) => {
      const rows = db
        .prepare('SELECT * FROM vote_groups WHERE vote_id = ? ORDER BY sort, id')
        .all(req.params.id) as Row[];
      return ok(
        req,
        rows.map((r): VoteGroup => ({
          id: r.id as number,
          voteId: r.vote_id as number,
          ...localized(r, 'name', 'name'),
          sort: r.sort as number,
        })),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/vote/updateVisit/:id',
    { schema: { params: idParams } },
    async (req) => {
      const visits = db
        .prepare('UPDATE votes SET visits = visits + 1 WHERE id = ? RETURNING visits')
        .pluck()
        .get(req.params.id) as number | undefined;
      if (visits === undefined) throw notFound();
      return ok(req, { visits });
    },
  );

  // ---------- works ----------

  app.get<{ Querystring: VotePlayerQuery & PageArgs }>(
    '/votePlayer/public/page',
    { config: { auth: 'optional' }, schema: { querystring: playerQuery } },
    async (req) => {
      const { sql, params } = playerFilter(req.query);
      const all = { ...params, ...pageWindow(req.query) };
      const total = db.prepare(`SELECT COUNT(*) ${sql}`).pluck().get(all) as number;
      const rows = db
        .prepare(
          `SELECT p.* ${sql} ORDER BY p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(all) as PlayerRow[];
      return ok(
        req,
        paged(
          rows.map((r) => toPlayer(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );

  app.get<{ Querystring: VotePlayerQuery & PageArgs }>(
    '/votePlayer/public/rank',
    { config: { auth: 'optional' }, schema: { querystring: playerQuery } },
    async (req) => {
      const { sql, params } = playerFilter(req.query);
      const window = pageWindow(req.query);
      const all = { ...params, ...window };
      const total = db.prepare(`SELECT COUNT(*) ${sql}`).pluck().get(all) as number;
      const rows = db
        .prepare(`SELECT p.* ${sql} ORDER BY ${RANK_ORDER} LIMIT @limit OFFSET @offset`)
        .all(all) as PlayerRow[];
      const list = rows.map((r, i) => toPlayer(req, r, window.offset + i + 1));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/votePlayer/public/detail/:id',
    { config: { auth: 'optional' }, schema: { params: idParams } },
    async (req) => {
      const row = db.prepare('SELECT * FROM vote_players WHERE id = ?').get(req.params.id) as
        PlayerRow | undefined;
      // A work under review or rejected is visible to its author only.
      if (!row || (row.status !== 'approved' && row.user_id !== req.userId)) throw notFound();
      let rank: number | undefined;
      if (row.status === 'approved') {
        const ordered = db
          .prepare(
            `SELECT p.id FROM vote_players p WHERE p.vote_id = ? AND p.group_id = ? AND p.status = 'approved'
             ORDER BY ${RANK_ORDER}`,
          )
          .pluck()
          .all(row.vote_id, row.group_id) as number[];
        rank = ordered.indexOf(row.id) + 1;
      }
      return ok(req, toPlayer(req, row, rank));
    },
  );

  app.get<{ Querystring: PageArgs }>(
    '/votePlayer/public/applyPage',
    { config: { auth: 'required' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const userId = requireUser(req);
      const { limit, offset } = pageWindow(req.query);
      const total = db
        .prepare('SELECT COUNT(*) FROM vote_players WHERE user_id = ?')
        .pluck()
        .get(userId) as number;
      const rows = db
        .prepare('SELECT * FROM vote_players WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(userId, limit, offset) as PlayerRow[];
      return ok(
        req,
        paged(
          rows.map((r) => toPlayer(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );

  app.post<{ Body: SignUpBody }>(
    '/votePlayer',
    {
      config: { auth: 'required' },
      schema: {
        body: object(
          {
            groupId: id(),
            title: str(1, 50),
            slogan: str(2, 140),
            authorName: str(1, 50),
            cover: pictureUrl(),
            pictures: {
              type: 'array',
              items: { ...pictureUrl(), minLength: 1 },
              maxItems: MAX_PICTURES_PER_WORK,
            },
          },
          ['groupId', 'title', 'slogan', 'authorName'],
        ),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const b = req.body;
      const now = clock.now();
      const group = db.prepare('SELECT vote_id FROM vote_groups WHERE id = ?').get(b.groupId) as
        { vote_id: number } | undefined;
      if (!group) throw notFound();
      const vote = voteOf(group.vote_id) as VoteRow;
      if (now < vote.sign_up_start_at || now >= vote.sign_up_end_at) throw conflict('signUpClosed');
      const pictures = (b.pictures ?? []).map((picture) => storedPicture(picture) ?? '');
      const cover = storedPicture(b.cover) || pictures[0] || '';
      const playerId = db
        .transaction(() => {
          const mine = db
            .prepare('SELECT COUNT(*) FROM vote_players WHERE user_id = ? AND vote_id = ?')
            .pluck()
            .get(userId, vote.id) as number;
          if (mine >= MAX_WORKS_PER_USER)
            throw conflict('signUpLimit', { max: MAX_WORKS_PER_USER });
          const title = b.title.trim();
          return Number(
            db
              .prepare(
                `INSERT INTO vote_players (vote_id, group_id, user_id, title_zht, title_zhs, title_pt, title_en,
                   slogan, author_name, cover, pictures, status, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
              )
              .run(
                vote.id,
                b.groupId,
                userId,
                title,
                title,
                title,
                title,
                b.slogan.trim(),
                b.authorName.trim(),
                cover,
                JSON.stringify(pictures),
                now,
              ).lastInsertRowid,
          );
        })
        .immediate();
      completeMissionsByTrigger(db, userId, 'signup', now);
      const row = db.prepare('SELECT * FROM vote_players WHERE id = ?').get(playerId) as PlayerRow;
      return ok(req, toPlayer(req, row), 'created');
    },
  );

  app.post<{ Body: VoteRecordBody }>(
    '/voteRecord',
    {
      config: { auth: 'required' },
      schema: { body: object({ playerId: id(), inviterId: id() }, ['playerId']) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const day = macauDay(now);
      const result = db
        .transaction(() => {
          const player = db
            .prepare("SELECT * FROM vote_players WHERE id = ? AND status = 'approved'")
            .get(req.body.playerId) as PlayerRow | undefined;
          if (!player) throw notFound();
          const vote = voteOf(player.vote_id) as VoteRow;
          if (now < vote.start_at || now >= vote.end_at) throw conflict('voteClosed');
          if (player.user_id === userId) throw conflict('voteOwnWork');
          const insert = db.prepare(
            `INSERT INTO vote_records (vote_id, player_id, user_id, day, user_slot, work_slot,
               per_user_limit, per_work_limit, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          );
          // Take the first free (work slot, day slot) pair; the unique keys say which are taken.
          let recordId: number | undefined;
          let dailyFull = false;
          workSlots: for (
            let workSlot = 1;
            workSlot <= vote.votes_per_work_per_day;
            workSlot += 1
          ) {
            for (let userSlot = 1; userSlot <= vote.votes_per_user_per_day; userSlot += 1) {
              try {
                recordId = Number(
                  insert.run(
                    vote.id,
                    player.id,
                    userId,
                    day,
                    userSlot,
                    workSlot,
                    vote.votes_per_user_per_day,
                    vote.votes_per_work_per_day,
                    now,
                  ).lastInsertRowid,
                );
                break workSlots;
              } catch (error) {
                if (!isUniqueViolation(error)) throw error;
                if (String((error as Error).message).includes('work_slot')) continue workSlots;
                if (userSlot === vote.votes_per_user_per_day) {
                  dailyFull = true;
                  break workSlots;
                }
              }
            }
          }
          if (recordId === undefined)
            throw conflict(dailyFull ? 'voteDailyLimit' : 'voteWorkLimit');
          const votes = db
            .prepare(
              'UPDATE vote_players SET votes = votes + 1, last_vote_at = ? WHERE id = ? RETURNING votes',
            )
            .pluck()
            .get(now, player.id) as number;
          // The sharer of the link this visitor opened is credited with the first vote it led to;
          // an unknown sharer, oneself or a second credit in this contest changes nothing.
          const inviterId = req.body.inviterId;
          let invited = false;
          if (inviterId !== undefined && inviterId !== userId) {
            invited =
              db
                .prepare(
                  `INSERT OR IGNORE INTO vote_invites (vote_id, inviter_id, invitee_id, player_id, created_at)
                   SELECT ?, id, ?, ?, ? FROM users WHERE id = ? AND deleted_at IS NULL`,
                )
                .run(vote.id, userId, player.id, now, inviterId).changes === 1;
          }
          return { recordId, votes, playerId: player.id, invited, inviterId };
        })
        .immediate();
      completeMissionsByTrigger(db, userId, 'vote', now);
      if (result.invited && result.inviterId !== undefined) {
        completeMissionsByTrigger(db, result.inviterId, 'invite', now);
      }
      const record: VoteRecord = {
        id: result.recordId,
        playerId: result.playerId,
        userId,
        createdAt: iso(now) as string,
        votes: result.votes,
        invited: result.invited,
      };
      return ok(req, record, 'operationOk');
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/votePlayer/share',
    { config: { auth: 'optional' }, schema: { querystring: object({ id: id() }, ['id']) } },
    async (req) => {
      const row = db
        .prepare(
          "UPDATE vote_players SET shares = shares + 1 WHERE id = ? AND status = 'approved' RETURNING *",
        )
        .get(req.query.id) as PlayerRow | undefined;
      if (!row) throw notFound();
      if (req.userId !== null) completeMissionsByTrigger(db, req.userId, 'share', clock.now());
      const poster: Poster & Row = {
        id: row.id,
        image: absUrl(req, votePosterUrl(row.id)),
        title: String(row.title_zht),
        slogan: String(row.slogan),
        link: `/pages/vote/detail?id=${row.id}&type=share`,
      };
      return ok(req, poster);
    },
  );

  // ---------- AR tour ----------

  app.get<{ Querystring: PageArgs }>(
    '/arParam/page',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM ar_sites').pluck().get() as number;
      const rows = db
        .prepare('SELECT * FROM ar_sites ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as Row[];
      const list = rows.map((r): ArSite & Row => ({
        id: r.id as number,
        ...localized(r, 'name', 'name'),
        ...localized(r, 'description', 'description'),
        cover: absUrl(req, String(r.cover)),
        latitude: r.latitude as number,
        longitude: r.longitude as number,
        link: String(r.link),
        sort: r.sort as number,
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );
}
