import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AddressSnapshot,
  Badge,
  BadgeType,
  ExchangeGiftBody,
  IntegralSpu,
  IntegralTrade,
  IntegralTradeStatus,
  Mission,
  MissionCompleteResult,
  PointsFlow,
} from '../../contract';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { localized, pick } from '../../lib/localized';
import { enumOf, id, idParams, int, object, pageQuery, str } from '../../lib/schema';
import { iso } from '../../lib/time';
import { awardBadges } from './badges';
import { debitPoints, reasons } from './ledger';
import { completeMission, missionPeriodKey, type MissionRow } from './missions';

type Row = Record<string, unknown>;

interface SpuRow extends Row {
  id: number;
  name_zht: string;
  name_zhs: string;
  name_pt: string;
  name_en: string;
  cover: string;
  pictures: string;
  points: number;
  stock: number;
  limit_per_user: number;
  on_sale: number;
}

interface TradeRow extends Row {
  id: number;
  user_id: number;
  spu_id: number;
  spu_name: string;
  cover: string;
  points: number;
  quantity: number;
  status: IntegralTradeStatus;
  contact: string;
  area_code: string;
  phone: string;
  area: string;
  address_name: string;
  detail_address: string;
  postcode: string;
  idempotency_key: string;
  created_at: number;
}

function toSpu(req: FastifyRequest, row: SpuRow): IntegralSpu {
  return {
    id: row.id,
    ...localized(row, 'name', 'name'),
    ...localized(row, 'description', 'description'),
    cover: absUrl(req, row.cover),
    pictures: (JSON.parse(row.pictures) as string[]).map((url) => absUrl(req, url)),
    points: row.points,
    stock: row.stock,
    limitPerUser: row.limit_per_user,
  };
}

function toTrade(req: FastifyRequest, row: TradeRow): IntegralTrade {
  const address: AddressSnapshot = {
    contact: row.contact,
    areaCode: row.area_code,
    phone: row.phone,
    area: row.area,
    addressName: row.address_name,
    detailAddress: row.detail_address,
    postcode: row.postcode,
  };
  return {
    id: row.id,
    spuId: row.spu_id,
    spuName: row.spu_name,
    cover: absUrl(req, row.cover),
    points: row.points,
    quantity: row.quantity,
    status: row.status,
    address,
    createdAt: iso(row.created_at) as string,
    idempotencyKey: row.idempotency_key,
  };
}

function completedNow(db: Db, userId: number | null, mission: MissionRow, now: number): boolean {
  if (userId === null) return false;
  return (
    db
      .prepare(
        'SELECT 1 FROM mission_completions WHERE user_id = ? AND mission_id = ? AND period_key = ?',
      )
      .get(userId, mission.id, missionPeriodKey(mission.period, now)) !== undefined
  );
}

function toMission(row: MissionRow & Row, completed: boolean): Mission & Row {
  return {
    id: row.id,
    ...localized(row, 'name', 'name'),
    ...localized(row, 'description', 'description'),
    points: row.points,
    period: row.period,
    completed,
    /** 'client': the app completes it; otherwise the server does when the visitor acts. */
    trigger: row.trigger,
    link: String(row.link ?? ''),
  };
}

interface BadgeRow extends Row {
  id: number;
  type_id: number;
  icon: string;
  icon_locked: string;
  earned_at: number | null;
}

function toBadge(req: FastifyRequest, row: BadgeRow): Badge {
  return {
    id: row.id,
    typeId: row.type_id,
    ...localized(row, 'name', 'name'),
    icon: absUrl(req, row.icon),
    iconLocked: absUrl(req, row.icon_locked),
    earned: row.earned_at !== null,
    earnedAt: iso(row.earned_at),
    description: pick(row, 'description', req.locale),
  };
}

const BADGE_SELECT = `SELECT b.*, ub.earned_at FROM badges b
  LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = @userId`;

export function registerPointsRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;

  app.get<{ Querystring: PageArgs }>(
    '/grow/integralFlow/page',
    { config: { auth: 'required' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const userId = requireUser(req);
      const { limit, offset } = pageWindow(req.query);
      const total = db
        .prepare('SELECT COUNT(*) FROM points_flows WHERE user_id = ?')
        .pluck()
        .get(userId) as number;
      const rows = db
        .prepare('SELECT * FROM points_flows WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(userId, limit, offset) as Row[];
      const list = rows.map((r): PointsFlow => ({
        id: r.id as number,
        amount: r.amount as number,
        balanceAfter: r.balance_after as number,
        reason: pick(r, 'reason', req.locale),
        createdAt: iso(r.created_at as number) as string,
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  // ---------- gifts ----------

  app.get<{ Querystring: PageArgs }>(
    '/grow/integralSpu/page',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db
        .prepare('SELECT COUNT(*) FROM integral_spu WHERE on_sale = 1')
        .pluck()
        .get() as number;
      const rows = db
        .prepare('SELECT * FROM integral_spu WHERE on_sale = 1 ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as SpuRow[];
      return ok(
        req,
        paged(
          rows.map((r) => toSpu(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );
  app.get<{ Params: { id: number } }>(
    '/grow/integralSpu/:id',
    { schema: { params: idParams } },
    async (req) => {
      const row = db
        .prepare('SELECT * FROM integral_spu WHERE id = ? AND on_sale = 1')
        .get(req.params.id) as SpuRow | undefined;
      if (!row) throw notFound();
      return ok(req, toSpu(req, row));
    },
  );

  // ---------- exchange orders ----------

  const statuses = ['pending', 'shipped', 'completed', 'cancelled'];
  app.get<{ Querystring: PageArgs & { status?: string } }>(
    '/grow/integralTrade/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pageQuery({ status: enumOf(statuses) }) },
    },
    async (req) => {
      const userId = requireUser(req);
      const { limit, offset } = pageWindow(req.query);
      const where = req.query.status ? 'user_id = ? AND status = ?' : 'user_id = ?';
      const args: unknown[] = req.query.status ? [userId, req.query.status] : [userId];
      const total = db
        .prepare(`SELECT COUNT(*) FROM integral_trades WHERE ${where}`)
        .pluck()
        .get(...args) as number;
      const rows = db
        .prepare(`SELECT * FROM integral_trades WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...args, limit, offset) as TradeRow[];
      return ok(
        req,
        paged(
          rows.map((r) => toTrade(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );
  app.get<{ Params: { id: number }; Querystring: { contacts?: string } }>(
    '/grow/integralTrade/:id',
    {
      config: { auth: 'required' },
      // SPEC §7 names a contacts query; the contact comes from the order's own address copy.
      schema: { params: idParams, querystring: object({ contacts: str(0, 100) }) },
    },
    async (req) => {
      const row = db
        .prepare('SELECT * FROM integral_trades WHERE id = ? AND user_id = ?')
        .get(req.params.id, requireUser(req)) as TradeRow | undefined;
      if (!row) throw notFound();
      return ok(req, toTrade(req, row));
    },
  );

  app.post<{ Body: ExchangeGiftBody }>(
    '/grow/integralTrade',
    {
      config: { auth: 'required' },
      schema: {
        body: object(
          {
            spuId: id(),
            quantity: int(1, 99),
            addressId: id(),
            idempotencyKey: str(8, 64, { pattern: '^[A-Za-z0-9_-]+$' }),
          },
          ['spuId', 'quantity', 'addressId', 'idempotencyKey'],
        ),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const body = req.body;
      const now = clock.now();
      const tradeId = db
        .transaction((): number => {
          const previous = db
            .prepare('SELECT * FROM integral_trades WHERE user_id = ? AND idempotency_key = ?')
            .get(userId, body.idempotencyKey) as TradeRow | undefined;
          if (previous) {
            // The same tap again: answer the first order. Another order under the same key is a bug.
            if (previous.spu_id !== body.spuId || previous.quantity !== body.quantity) {
              throw conflict('idempotencyReused');
            }
            return previous.id;
          }
          const spu = db
            .prepare('SELECT * FROM integral_spu WHERE id = ? AND on_sale = 1')
            .get(body.spuId) as SpuRow | undefined;
          if (!spu) throw notFound();
          const address = db
            .prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
            .get(body.addressId, userId) as Row | undefined;
          if (!address) throw notFound();
          if (spu.limit_per_user > 0) {
            // Safe to count here: the IMMEDIATE transaction holds the write lock until commit.
            const bought = db
              .prepare(
                "SELECT COALESCE(SUM(quantity), 0) FROM integral_trades WHERE user_id = ? AND spu_id = ? AND status <> 'cancelled'",
              )
              .pluck()
              .get(userId, spu.id) as number;
            if (bought + body.quantity > spu.limit_per_user) throw conflict('exchangeLimit');
          }
          const cost = spu.points * body.quantity;
          const stocked = db
            .prepare('UPDATE integral_spu SET stock = stock - ? WHERE id = ? AND stock >= ?')
            .run(body.quantity, spu.id, body.quantity);
          if (stocked.changes !== 1) throw conflict('outOfStock');
          const name = { zht: spu.name_zht, zhs: spu.name_zhs, pt: spu.name_pt, en: spu.name_en };
          const inserted = db
            .prepare(
              `INSERT INTO integral_trades (user_id, spu_id, spu_name, cover, points, quantity, contact,
                 area_code, phone, area, address_name, detail_address, postcode, idempotency_key, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              userId,
              spu.id,
              pick(spu, 'name', req.locale),
              spu.cover,
              cost,
              body.quantity,
              address.contact,
              address.area_code,
              address.phone,
              address.area,
              address.address_name,
              address.detail_address,
              address.postcode,
              body.idempotencyKey,
              now,
            );
          const newTradeId = Number(inserted.lastInsertRowid);
          const balance = debitPoints(
            db,
            userId,
            cost,
            reasons.exchange(name, body.quantity),
            { type: 'trade', id: newTradeId },
            now,
          );
          if (balance === null) throw conflict('pointsInsufficient');
          awardBadges(db, userId, now);
          return newTradeId;
        })
        .immediate();
      const row = db.prepare('SELECT * FROM integral_trades WHERE id = ?').get(tradeId) as TradeRow;
      return ok(req, toTrade(req, row), 'operationOk');
    },
  );

  app.get('/grow/integralRule', async (req) => {
    const row = (db.prepare("SELECT * FROM rich_texts WHERE code = 'integral_rule'").get() ??
      {}) as Row;
    return ok(req, { ...localized(row, 'content', 'content') });
  });

  // ---------- missions ----------

  app.get<{ Querystring: PageArgs }>(
    '/grow/mission/page',
    { config: { auth: 'optional' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const now = clock.now();
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM missions').pluck().get() as number;
      const rows = db
        .prepare('SELECT * FROM missions ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as (MissionRow & Row)[];
      const list = rows.map((r) => toMission(r, completedNow(db, req.userId, r, now)));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );

  const complete = (req: FastifyRequest, missionId: number): MissionCompleteResult => {
    const userId = requireUser(req);
    const mission = db.prepare('SELECT * FROM missions WHERE id = ?').get(missionId) as
      MissionRow | undefined;
    if (!mission) throw notFound();
    if (mission.trigger !== 'client') throw forbidden('missionAuto');
    const pointsAwarded = completeMission(db, userId, mission, clock.now());
    return { missionId, completed: true, pointsAwarded };
  };
  app.put<{ Body: { missionId: number } }>(
    '/grow/mission/complete',
    { config: { auth: 'required' }, schema: { body: object({ missionId: id() }, ['missionId']) } },
    async (req) => ok(req, complete(req, req.body.missionId)),
  );
  app.get<{ Params: { id: number } }>(
    '/grow/mission/complete/:id',
    { config: { auth: 'required' }, schema: { params: idParams } },
    async (req) => ok(req, complete(req, req.params.id)),
  );

  // ---------- badges ----------

  app.get('/grow/badgeRule', async (req) => {
    const row = (db.prepare("SELECT * FROM rich_texts WHERE code = 'badge_rule'").get() ??
      {}) as Row;
    return ok(req, { ...localized(row, 'content', 'content') });
  });
  app.get<{ Querystring: { typeId?: number } }>(
    '/grow/badge/list',
    { config: { auth: 'optional' }, schema: { querystring: object({ typeId: id() }) } },
    async (req) => {
      const where = req.query.typeId ? 'WHERE b.type_id = @typeId' : '';
      const rows = db
        .prepare(`${BADGE_SELECT} ${where} ORDER BY b.sort, b.id`)
        .all({ userId: req.userId ?? 0, typeId: req.query.typeId ?? null }) as BadgeRow[];
      return ok(
        req,
        rows.map((r) => toBadge(req, r)),
      );
    },
  );
  app.get<{ Params: { id: number } }>(
    '/grow/badge/:id',
    { config: { auth: 'optional' }, schema: { params: idParams } },
    async (req) => {
      const row = db
        .prepare(`${BADGE_SELECT} WHERE b.id = @id`)
        .get({ userId: req.userId ?? 0, id: req.params.id }) as BadgeRow | undefined;
      if (!row) throw notFound();
      return ok(req, toBadge(req, row));
    },
  );
  app.get<{ Querystring: PageArgs }>(
    '/badge/type/page',
    { schema: { querystring: pageQuery() } },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const total = db.prepare('SELECT COUNT(*) FROM badge_types').pluck().get() as number;
      const rows = db
        .prepare('SELECT * FROM badge_types ORDER BY sort, id LIMIT ? OFFSET ?')
        .all(limit, offset) as Row[];
      const list = rows.map((r): BadgeType => ({
        id: r.id as number,
        ...localized(r, 'name', 'name'),
        sort: r.sort as number,
      }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );
}
