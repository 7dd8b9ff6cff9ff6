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
import { serialize, transaction } from '../../db/kysely';
import { ownedAddress } from '../address';
import { awardBadges } from './badges';
import { debitPoints, reasons } from './ledger';
import { completeMission } from './missions';
import { missionById } from './ledger-repository';
import * as points from './repository';
import type { TradeListRow } from './repository';
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
  const { kysely, clock } = app.ctx;

  api.get(
    '/grow/integralFlow/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(PointsFlowSchema)) },
    },
    async (req) =>
      ok(
        req,
        mapPage(await points.flows(kysely, requireUser(req), req.locale, req.query), (r) => ({
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
        mapPage(await points.gifts(kysely, req.query), (r) => toSpu(req, r)),
      ),
  );
  api.get(
    '/grow/integralSpu/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(SpuDetailSchema) },
    },
    async (req) => {
      const row = await points.gift(kysely, req.params.id);
      if (!row) throw notFound();
      // A per-person limit is said before the tap, as "not enough points" is (issue #21).
      const exchanged =
        req.userId === null ? undefined : await points.bought(kysely, req.userId, row.id);
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
        mapPage(await points.trades(kysely, requireUser(req), req.query.status, req.query), (r) =>
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
      const row = await points.ownTrade(kysely, requireUser(req), req.params.id);
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
      // One transaction across two domains (issue #30): the address is read, the stock taken,
      // the order written and the points debited together, or none of them.
      const tradeId = await transaction(kysely, async (trx): Promise<number> => {
        // The same tap twice and the per-visitor limit both look at the visitor's orders first.
        await serialize(trx, `points:orders:${userId}`);
        const previous = await points.tradeByKey(trx, userId, body.idempotencyKey);
        if (previous) {
          // The same tap again: answer the first order. Another order under the same key is a bug.
          if (previous.spu_id !== body.spuId || previous.quantity !== body.quantity) {
            throw conflict('idempotencyReused');
          }
          return previous.id;
        }
        const spu = await points.gift(trx, body.spuId);
        if (!spu) throw notFound();
        const address = await ownedAddress(trx, userId, body.addressId);
        if (!address) throw notFound();
        if (
          spu.limit_per_user > 0 &&
          (await points.bought(trx, userId, spu.id)) + body.quantity > spu.limit_per_user
        ) {
          throw conflict('exchangeLimit');
        }
        const cost = spu.points * body.quantity;
        if (!(await points.takeStock(trx, spu.id, body.quantity))) throw conflict('outOfStock');
        const newTradeId = await points.insertTrade(trx, {
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
      const placed = (await points.trade(kysely, tradeId)) as TradeListRow;
      return ok(req, toTrade(req, placed), 'operationOk');
    },
  );

  const richText = async (code: string): Promise<Static<typeof RichTextSchema>> =>
    localized((await points.richText(kysely, code)) ?? {}, 'content', 'content');

  api.get('/grow/integralRule', { schema: { response: envelope(RichTextSchema) } }, async (req) =>
    ok(req, await richText('integral_rule')),
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
      const page = await points.missions(kysely, req.query);
      const ids = page.list.map((m) => m.id);
      const done =
        req.userId === null
          ? new Set<number>()
          : new Set([
              ...(await points.completedAmong(kysely, req.userId, 'once', ids)),
              ...(await points.completedAmong(kysely, req.userId, macauDay(now), ids)),
            ]);
      return ok(
        req,
        mapPage(page, (m) => toMission(m, done.has(m.id))),
      );
    },
  );

  const complete = async (req: FastifyRequest, missionId: number) => {
    const userId = requireUser(req);
    const mission = await missionById(kysely, missionId);
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
    ok(req, await richText('badge_rule')),
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
        (await points.badges(kysely, req.userId, req.query.typeId)).map((r) => toBadge(req, r)),
      ),
  );
  api.get(
    '/grow/badge/:id',
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(BadgeSchema) },
    },
    async (req) => {
      const row = await points.badge(kysely, req.userId, req.params.id);
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
        mapPage(await points.badgeTypes(kysely, req.query), (r) => ({
          id: r.id,
          ...localized(r, 'name', 'name'),
          sort: r.sort,
        })),
      ),
  );
}
