import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serialize, transaction } from '../../db/kysely';
import { conflict, invalid, notFound } from '../../errors';
import { SLOGAN_MAX, SLOGAN_MIN, sloganProblem, titleProblem } from '../../../../src/rules/contest';
import { isPersonName } from '../../../../src/rules/validators';
import { absUrl, ok, requireUser } from '../../http';
import { localized, pick } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import {
  Type,
  closed,
  envelope,
  id,
  idParams,
  paged,
  pagedQuery,
  storedPicture,
  type Static,
} from '../../lib/schema';
import { iso, macauDay } from '../../lib/time';
import { votePosterUrl } from '../content';
import { completeMissionsByTrigger } from '../points';
import * as contest from './repository';
import type { PlayerRow, VoteRow } from './repository';
import {
  VoteInfoSchema,
  VoteGroupSchema,
  VotePlayerSchema,
  VoteRecordSchema,
  WorkPosterSchema,
  ArSiteSchema,
  PlayerQuery,
  SignUpSchema,
  VoteBodySchema,
  toPlayer,
  MAX_WORKS_PER_USER,
} from './schemas';

export function registerContestRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, posters } = app.ctx;

  /** A page of works for the caller: `voted` (today) with a token, `rank` when asked for. */
  const playerPage = async (
    req: FastifyRequest,
    rows: PlayerRow[],
    firstRank?: number,
  ): Promise<Static<typeof VotePlayerSchema>[]> => {
    const voted =
      req.userId === null
        ? null
        : await contest.votedAmong(
            kysely,
            req.userId,
            macauDay(clock.now()),
            rows.map((r) => r.id),
          );
    return rows.map((row, i) =>
      toPlayer(req, row, {
        rank: firstRank === undefined ? undefined : firstRank + i,
        voted: voted === null ? undefined : voted.has(row.id),
      }),
    );
  };

  // ---------- the contest ----------

  api.get(
    '/vote/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(VoteInfoSchema) },
    },
    async (req) => {
      const row = await contest.vote(kysely, req.params.id);
      if (!row) throw notFound();
      return ok(req, {
        id: row.id,
        ...localized(row, 'name', 'name'),
        startAt: iso(row.start_at) as string,
        endAt: iso(row.end_at) as string,
        rules: row.rules,
        visits: row.visits,
        votesPerDay: row.votes_per_user_per_day,
        votesPerWorkPerDay: row.votes_per_work_per_day,
        signUpStartAt: iso(row.sign_up_start_at) as string,
        signUpEndAt: iso(row.sign_up_end_at) as string,
        // What the vote button shows: the visitor's votes of this Macau day.
        ...(req.userId !== null
          ? {
              votesUsedToday: await contest.usedToday(
                kysely,
                row.id,
                req.userId,
                macauDay(clock.now()),
              ),
            }
          : {}),
      });
    },
  );

  api.get(
    '/vote/getGroupByVoteId/:id',
    { schema: { params: idParams, response: envelope(Type.Array(VoteGroupSchema)) } },
    async (req) =>
      ok(
        req,
        (await contest.groups(kysely, req.params.id)).map((r) => ({
          id: r.id,
          voteId: r.vote_id,
          ...localized(r, 'name', 'name'),
          sort: r.sort,
        })),
      ),
  );

  api.get(
    '/vote/updateVisit/:id',
    {
      schema: {
        params: idParams,
        response: envelope(Type.Object({ visits: Type.Integer() })),
      },
    },
    async (req) => {
      const visits = await contest.addVisit(kysely, req.params.id);
      if (visits === undefined) throw notFound();
      return ok(req, { visits });
    },
  );

  // ---------- works ----------

  api.get(
    '/votePlayer/public/page',
    {
      config: { auth: 'optional' },
      schema: { querystring: PlayerQuery, response: envelope(paged(VotePlayerSchema)) },
    },
    async (req) => {
      const page = await contest.newest(kysely, req.query, req.query);
      return ok(req, { ...page, list: await playerPage(req, page.list) });
    },
  );

  api.get(
    '/votePlayer/public/rank',
    {
      config: { auth: 'optional' },
      schema: { querystring: PlayerQuery, response: envelope(paged(VotePlayerSchema)) },
    },
    async (req) => {
      const page = await contest.ranked(kysely, req.query, req.query);
      const firstRank = (req.query.pageNo - 1) * req.query.pageSize + 1;
      return ok(req, { ...page, list: await playerPage(req, page.list, firstRank) });
    },
  );

  api.get(
    '/votePlayer/public/detail/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(VotePlayerSchema) },
    },
    async (req) => {
      const row = await contest.player(kysely, req.params.id);
      // A work under review or rejected is visible to its author only.
      if (!row || (row.status !== 'approved' && row.user_id !== req.userId)) throw notFound();
      const rank = row.status === 'approved' ? await contest.rankInGroup(kysely, row) : undefined;
      return ok(req, (await playerPage(req, [row], rank))[0]);
    },
  );

  api.get(
    '/votePlayer/public/applyPage',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(VotePlayerSchema)) },
    },
    async (req) => {
      const page = await contest.mine(kysely, requireUser(req), req.query);
      return ok(req, { ...page, list: await playerPage(req, page.list) });
    },
  );

  api.post(
    '/votePlayer',
    {
      config: { auth: 'required' },
      schema: { body: SignUpSchema, response: envelope(VotePlayerSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const b = req.body;
      const now = clock.now();
      // The app's rule (issue #21): an author of emoji or symbols only is not a name.
      if (!isPersonName(b.authorName)) throw invalid('nameInvalid');
      // The rules page's limits, as the form holds them (issue #27: the form took 140
      // characters where the rules say 30, and an emoji-only title or slogan).
      const title = titleProblem(b.title);
      if (title) throw invalid(title === 'noWords' ? 'titleNoWords' : 'titleRequired');
      const slogan = sloganProblem(b.slogan);
      if (slogan === 'noWords') throw invalid('sloganNoWords');
      if (slogan === 'tooLong') throw invalid('sloganTooLong', { max: SLOGAN_MAX });
      if (slogan) throw invalid('sloganTooShort', { min: SLOGAN_MIN });
      const group = await contest.group(kysely, b.groupId);
      if (!group) throw notFound();
      const vote = (await contest.vote(kysely, group.vote_id)) as VoteRow;
      if (now < vote.sign_up_start_at || now >= vote.sign_up_end_at) throw conflict('signUpClosed');
      const pictures = (b.pictures ?? []).map((picture) => storedPicture(picture) ?? '');
      const playerId = await transaction(kysely, async (trx) => {
        // The count must see the visitor's other entries being written at the same moment.
        await serialize(trx, `contest:works:${userId}:${vote.id}`);
        if ((await contest.worksOf(trx, userId, vote.id)) >= MAX_WORKS_PER_USER) {
          throw conflict('signUpLimit', { max: MAX_WORKS_PER_USER });
        }
        return contest.insertWork(trx, {
          voteId: vote.id,
          groupId: b.groupId,
          userId,
          title: b.title.trim(),
          slogan: b.slogan.trim(),
          authorName: b.authorName.trim(),
          // Without a cover, the album's first picture is the cover.
          cover: storedPicture(b.cover) || pictures[0] || '',
          pictures,
          now,
        });
      });
      await completeMissionsByTrigger(kysely, userId, 'signup', now);
      return ok(
        req,
        (await playerPage(req, [(await contest.player(kysely, playerId)) as PlayerRow]))[0],
        'created',
      );
    },
  );

  api.post(
    '/voteRecord',
    {
      config: { auth: 'required' },
      schema: { body: VoteBodySchema, response: envelope(VoteRecordSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const day = macauDay(now);
      const result = await transaction(kysely, async (trx) => {
        const player = await contest.approvedPlayer(trx, req.body.playerId);
        if (!player) throw notFound();
        const vote = (await contest.vote(trx, player.vote_id)) as VoteRow;
        if (now < vote.start_at || now >= vote.end_at) throw conflict('voteClosed');
        if (player.user_id === userId) throw conflict('voteOwnWork');
        // Take the first free (work slot, day slot) pair; the unique keys say which are taken.
        let recordId: number | undefined;
        let dailyFull = false;
        workSlots: for (let workSlot = 1; workSlot <= vote.votes_per_work_per_day; workSlot += 1) {
          for (let userSlot = 1; userSlot <= vote.votes_per_user_per_day; userSlot += 1) {
            const slot = {
              voteId: vote.id,
              playerId: player.id,
              userId,
              day,
              userSlot,
              workSlot,
              perUserLimit: vote.votes_per_user_per_day,
              perWorkLimit: vote.votes_per_work_per_day,
              now,
            };
            recordId = await contest.insertVote(trx, slot);
            if (recordId !== undefined) break workSlots;
            if (!(await contest.userSlotTaken(trx, slot))) continue workSlots;
            if (userSlot === vote.votes_per_user_per_day) {
              dailyFull = true;
              break workSlots;
            }
          }
        }
        if (recordId === undefined) throw conflict(dailyFull ? 'voteDailyLimit' : 'voteWorkLimit');
        const votes = await contest.countVote(trx, player.id, now);
        // The sharer of the link this visitor opened is credited with the first vote it led to;
        // an unknown sharer, oneself or a second credit in this contest changes nothing.
        const inviterId = req.body.inviterId;
        const invited =
          inviterId !== undefined &&
          inviterId !== userId &&
          (await contest.creditInvite(trx, {
            voteId: vote.id,
            inviterId,
            inviteeId: userId,
            playerId: player.id,
            now,
          }));
        return { recordId, votes, playerId: player.id, invited, inviterId };
      });
      await completeMissionsByTrigger(kysely, userId, 'vote', now);
      // The server saw the share work: a visitor not credited to anyone in this contest voted
      // through the sharer's link. That completes the sharer's share mission (its period: once
      // a Macau day); calling GET /votePlayer/share alone credits nothing. The invite mission
      // ("a friend registers with your code") needs a registration (issue #21): POST /register/app.
      if (result.invited && result.inviterId !== undefined) {
        await completeMissionsByTrigger(kysely, result.inviterId, 'share', now);
      }
      return ok(
        req,
        {
          id: result.recordId,
          playerId: result.playerId,
          userId,
          createdAt: iso(now) as string,
          votes: result.votes,
          invited: result.invited,
        },
        'operationOk',
      );
    },
  );

  api.get(
    '/votePlayer/share',
    {
      config: { auth: 'optional' },
      schema: { querystring: closed({ id: id() }), response: envelope(WorkPosterSchema) },
    },
    async (req) => {
      // Counts the share and answers the poster; it credits nothing. Whether the work reached
      // anyone is known only when a vote arrives through the sharer's link (POST /voteRecord).
      const row = await contest.share(kysely, req.query.id);
      if (!row) throw notFound();
      // Issue #21: a signed-in sharer's poster links back with their id and invitation code.
      const userId = req.userId ?? undefined;
      const code = userId !== undefined ? await contest.sharerCode(kysely, userId) : undefined;
      const sharer = userId !== undefined && code ? { id: userId, code } : undefined;
      return ok(req, {
        id: row.id,
        image: absUrl(req, await votePosterUrl(posters, row.id, req.locale, sharer)),
        title: pick(row, 'title', req.locale),
        slogan: row.hidden_at ? '' : row.slogan,
        link: `/pages/vote/detail?id=${row.id}&type=share`,
      });
    },
  );

  // ---------- AR tour ----------

  api.get(
    '/arParam/page',
    { schema: { querystring: pagedQuery({}), response: envelope(paged(ArSiteSchema)) } },
    async (req) =>
      ok(
        req,
        mapPage(await contest.arSites(kysely, req.query), (r) => ({
          id: r.id,
          ...localized(r, 'name', 'name'),
          ...localized(r, 'description', 'description'),
          cover: absUrl(req, r.cover),
          ...(r.latitude !== null ? { latitude: r.latitude } : {}),
          ...(r.longitude !== null ? { longitude: r.longitude } : {}),
          link: r.link,
          sort: r.sort,
        })),
      ),
  );
}
