import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, forbidden, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { localized, pick } from '../../lib/localized';
import { mapPage } from '../../lib/paging';
import { cachedList } from '../../lib/response-cache';
import {
  Type,
  closed,
  envelope,
  id,
  idParams,
  paged,
  pagedQuery,
  str,
  type Static,
} from '../../lib/schema';
import { iso, macauDay } from '../../lib/time';
import { transaction } from '../../db/kysely';
import { ownedAddress } from '../address';
import { awardBadges } from './badges';
import { debitPoints, reasons } from './ledger';
import { completeMission } from './missions';
import { pointsRepository, type TradeListRow } from './repository';
import {
  TradeStatus,
  PointsFlowSchema,
  SpuSchema,
  SpuDetailSchema,
  TradeSchema,
  RichTextSchema,
  MissionSchema,
  MissionResultSchema,
  BadgeSchema,
  BadgeTypeSchema,
  ExchangeSchema,
  toSpu,
  toTrade,
  toMission,
  toBadge,
} from './schemas';

export function registerPointsRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, kysely, clock } = app.ctx;
  const points = pointsRepository(db);

  api.get(
    '/grow/integralFlow/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(PointsFlowSchema)) },
    },
    async (req) =>
      ok(
        req,
        mapPage(points.flows(requireUser(req), req.locale, req.query), (r) => ({
          id: r.id,
          amount: r.amount,
          balanceAfter: r.balance_after,
          reason: r.reason,
          createdAt: iso(r.created_at) as string,
        })),
      ),
  );

  // ---------- gifts ----------

  api.get(
    '/grow/integralSpu/page',
    {
      // The same for every reader until a gift changes (its stock, with every exchange).
      ...cachedList(app, { tables: ['integral_spu'] }),
      schema: { querystring: pagedQuery({}), response: envelope(paged(SpuSchema)) },
    },
    async (req) =>
      ok(
        req,
        mapPage(points.gifts(req.query), (r) => toSpu(req, r)),
      ),
  );
  api.get(
    '/grow/integralSpu/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(SpuDetailSchema) },
    },
    async (req) => {
      const row = points.gift(req.params.id);
      if (!row) throw notFound();
      // A per-person limit is said before the tap, as "not enough points" is (issue #21).
      const exchanged = req.userId === null ? undefined : points.bought(req.userId, row.id);
      return ok(req, { ...toSpu(req, row), ...(exchanged === undefined ? {} : { exchanged }) });
    },
  );

  // ---------- exchange orders ----------

  api.get(
    '/grow/integralTrade/page',
    {
      config: { auth: 'required' },
      schema: {
        querystring: pagedQuery({ status: Type.Optional(TradeStatus) }),
        response: envelope(paged(TradeSchema)),
      },
    },
    async (req) =>
      ok(
        req,
        mapPage(points.trades(requireUser(req), req.query.status, req.query), (r) =>
          toTrade(req, r),
        ),
      ),
  );
  api.get(
    '/grow/integralTrade/:id',
    {
      config: { auth: 'required' },
      // SPEC §7 names a contacts query; the contact comes from the order's own address copy.
      schema: {
        params: idParams,
        querystring: closed({ contacts: Type.Optional(str(0, 100)) }),
        response: envelope(TradeSchema),
      },
    },
    async (req) => {
      const row = points.ownTrade(requireUser(req), req.params.id);
      if (!row) throw notFound();
      return ok(req, toTrade(req, row));
    },
  );

  api.post(
    '/grow/integralTrade',
    {
      config: { auth: 'required' },
      schema: { body: ExchangeSchema, response: envelope(TradeSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const body = req.body;
      const now = clock.now();
      // One transaction across two domains (issue #30): the address's and the ledger's statements
      // are async (Kysely); the gift's and the order's are still synchronous on the same
      // connection, inside the same BEGIN IMMEDIATE.
      const tradeId = await transaction(kysely, async (trx): Promise<number> => {
        const previous = points.tradeByKey(userId, body.idempotencyKey);
        if (previous) {
          // The same tap again: answer the first order. Another order under the same key is a bug.
          if (previous.spu_id !== body.spuId || previous.quantity !== body.quantity) {
            throw conflict('idempotencyReused');
          }
          return previous.id;
        }
        const spu = points.gift(body.spuId);
        if (!spu) throw notFound();
        const address = await ownedAddress(trx, userId, body.addressId);
        if (!address) throw notFound();
        // #31: count-then-insert under the write lock; PostgreSQL needs a row/advisory lock here
        if (
          spu.limit_per_user > 0 &&
          points.bought(userId, spu.id) + body.quantity > spu.limit_per_user
        ) {
          throw conflict('exchangeLimit');
        }
        const cost = spu.points * body.quantity;
        if (!points.takeStock(spu.id, body.quantity)) throw conflict('outOfStock');
        const newTradeId = points.insertTrade({
          userId,
          spuId: spu.id,
          spuName: pick(spu, 'name', req.locale),
          cover: spu.cover,
          points: cost,
          quantity: body.quantity,
          address,
          idempotencyKey: body.idempotencyKey,
          now,
        });
        const name = { zht: spu.name_zht, zhs: spu.name_zhs, pt: spu.name_pt, en: spu.name_en };
        const balance = await debitPoints(
          trx,
          userId,
          cost,
          reasons.exchange(name, body.quantity),
          { type: 'trade', id: newTradeId },
          now,
        );
        if (balance === null) throw conflict('pointsInsufficient');
        await awardBadges(trx, userId, now);
        return newTradeId;
      });
      return ok(req, toTrade(req, points.trade(tradeId) as TradeListRow), 'operationOk');
    },
  );

  const richText = (code: string): Static<typeof RichTextSchema> =>
    localized(points.richText(code) ?? {}, 'content', 'content');

  api.get('/grow/integralRule', { schema: { response: envelope(RichTextSchema) } }, async (req) =>
    ok(req, richText('integral_rule')),
  );

  // ---------- missions ----------

  api.get(
    '/grow/mission/page',
    {
      config: { auth: 'optional' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(MissionSchema)) },
    },
    async (req) => {
      const now = clock.now();
      const page = points.missions(req.query);
      const ids = page.list.map((m) => m.id);
      const done =
        req.userId === null
          ? new Set<number>()
          : new Set([
              ...points.completedAmong(req.userId, 'once', ids),
              ...points.completedAmong(req.userId, macauDay(now), ids),
            ]);
      return ok(
        req,
        mapPage(page, (m) => toMission(m, done.has(m.id))),
      );
    },
  );

  const complete = async (req: FastifyRequest, missionId: number) => {
    const userId = requireUser(req);
    const mission = points.mission(missionId);
    if (!mission) throw notFound();
    if (mission.trigger !== 'client') throw forbidden('missionAuto');
    const pointsAwarded = await completeMission(kysely, userId, mission, clock.now());
    return { missionId, completed: true, pointsAwarded };
  };
  api.put(
    '/grow/mission/complete',
    {
      config: { auth: 'required' },
      schema: { body: closed({ missionId: id() }), response: envelope(MissionResultSchema) },
    },
    async (req) => ok(req, await complete(req, req.body.missionId)),
  );
  api.get(
    '/grow/mission/complete/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParams, response: envelope(MissionResultSchema) },
    },
    async (req) => ok(req, await complete(req, req.params.id)),
  );

  // ---------- badges ----------

  api.get('/grow/badgeRule', { schema: { response: envelope(RichTextSchema) } }, async (req) =>
    ok(req, richText('badge_rule')),
  );
  api.get(
    '/grow/badge/list',
    {
      config: { auth: 'optional' },
      schema: {
        querystring: closed({ typeId: Type.Optional(id()) }),
        response: envelope(Type.Array(BadgeSchema)),
      },
    },
    async (req) =>
      ok(
        req,
        points.badges(req.userId, req.query.typeId).map((r) => toBadge(req, r)),
      ),
  );
  api.get(
    '/grow/badge/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(BadgeSchema) },
    },
    async (req) => {
      const row = points.badge(req.userId, req.params.id);
      if (!row) throw notFound();
      return ok(req, toBadge(req, row));
    },
  );
  api.get(
    '/badge/type/page',
    { schema: { querystring: pagedQuery({}), response: envelope(paged(BadgeTypeSchema)) } },
    async (req) =>
      ok(
        req,
        mapPage(points.badgeTypes(req.query), (r) => ({
          id: r.id,
          ...localized(r, 'name', 'name'),
          sort: r.sort,
        })),
      ),
  );
}
