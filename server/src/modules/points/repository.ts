import type { IntegralTradeStatus, Locale, Paged } from '../../contract';
import type { Db } from '../../db/database';
import { localizedIn, type LocalizedColumns } from '../../lib/localized';
import { pageOf, type PageArgs } from '../../lib/paging';
import type { AddressRow } from '../address';
import type { MissionRow } from './missions';

/** A ledger line with its reason in one language (the Zht text when that one is empty). */
export interface FlowRow {
  id: number;
  amount: number;
  balance_after: number;
  reason: string;
  created_at: number;
}

export type SpuRow = LocalizedColumns<'name'> &
  LocalizedColumns<'description'> & {
    id: number;
    cover: string;
    pictures: string;
    points: number;
    stock: number;
    limit_per_user: number;
    on_sale: number;
  };

export interface TradeRow {
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
  /** Issue #23 (migration 0013): shipping and cancelling by an operator. */
  carrier?: string;
  tracking_no?: string;
  shipped_at?: number | null;
  delivered_at?: number | null;
  cancelled_at?: number | null;
  refunded_points?: number;
}

/**
 * An order as it is answered: with the gift's four names beside the one it was placed in, so
 * that the gift reads in the caller's language (null only if the gift row were gone).
 */
export type TradeListRow = TradeRow & {
  [K in keyof LocalizedColumns<'name'>]: string | null;
};

export type MissionListRow = MissionRow &
  LocalizedColumns<'description'> & { link: string; sort: number };

export type RichTextRow = LocalizedColumns<'content'> & { code: string };

export type BadgeRow = LocalizedColumns<'name'> &
  LocalizedColumns<'description'> & {
    id: number;
    type_id: number;
    icon: string;
    icon_locked: string;
    earned_at: number | null;
  };

export type BadgeTypeRow = LocalizedColumns<'name'> & { id: number; sort: number };

export interface NewTrade {
  userId: number;
  spuId: number;
  spuName: string;
  cover: string;
  points: number;
  quantity: number;
  address: AddressRow;
  idempotencyKey: string;
  now: number;
}

// The order and its gift's names: spu_name keeps only the language the order was placed in.
const TRADES = `SELECT t.*, s.name_zht, s.name_zhs, s.name_pt, s.name_en FROM integral_trades t
  LEFT JOIN integral_spu s ON s.id = t.spu_id`;

const BADGES = `SELECT b.*, ub.earned_at FROM badges b
  LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = @userId`;

/** The SQL of the points ledger's pages, gifts, exchange orders, missions and badges. */
export function pointsRepository(db: Db) {
  const spu = db.prepare('SELECT * FROM integral_spu WHERE id = ? AND on_sale = 1');
  const trade = db.prepare(`${TRADES} WHERE t.id = ?`);
  const ownTrade = db.prepare(`${TRADES} WHERE t.id = ? AND t.user_id = ?`);
  const tradeByKey = db.prepare(
    'SELECT * FROM integral_trades WHERE user_id = ? AND idempotency_key = ?',
  );
  const bought = db
    .prepare(
      `SELECT COALESCE(SUM(quantity), 0) FROM integral_trades
       WHERE user_id = ? AND spu_id = ? AND status <> 'cancelled'`,
    )
    .pluck();
  const takeStock = db.prepare(
    'UPDATE integral_spu SET stock = stock - @quantity WHERE id = @id AND stock >= @quantity',
  );
  const insertTrade = db.prepare(
    `INSERT INTO integral_trades (user_id, spu_id, spu_name, cover, points, quantity, contact,
       area_code, phone, area, address_name, detail_address, postcode, idempotency_key, created_at)
     VALUES (@userId, @spuId, @spuName, @cover, @points, @quantity, @contact, @areaCode, @phone,
       @area, @addressName, @detailAddress, @postcode, @idempotencyKey, @now)`,
  );
  const richText = db.prepare('SELECT * FROM rich_texts WHERE code = ?');
  const mission = db.prepare('SELECT * FROM missions WHERE id = ?');
  const completedAmong = db
    .prepare(
      `SELECT mission_id FROM mission_completions WHERE user_id = ? AND period_key = ?
       AND mission_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const badges = db.prepare(
    `${BADGES} WHERE (@typeId IS NULL OR b.type_id = @typeId) ORDER BY b.sort, b.id`,
  );
  const badge = db.prepare(`${BADGES} WHERE b.id = @id`);

  return {
    /** The visitor's ledger, newest first, its reasons in the caller's language. */
    flows: (userId: number, locale: Locale, page: PageArgs): Paged<FlowRow> =>
      pageOf<FlowRow>(
        db,
        {
          select: `id, amount, balance_after, ${localizedIn('reason', locale)} AS reason, created_at`,
          from: 'FROM points_flows WHERE user_id = @userId',
          orderBy: 'id DESC',
        },
        { userId },
        page,
      ),
    gifts: (page: PageArgs): Paged<SpuRow> =>
      pageOf<SpuRow>(
        db,
        { select: '*', from: 'FROM integral_spu WHERE on_sale = 1', orderBy: 'sort, id' },
        {},
        page,
      ),
    gift: (id: number) => spu.get(id) as SpuRow | undefined,
    /** The visitor's orders, newest first, of one status or all. */
    trades: (userId: number, status: IntegralTradeStatus | undefined, page: PageArgs) =>
      pageOf<TradeListRow>(
        db,
        {
          select: 't.*, s.name_zht, s.name_zhs, s.name_pt, s.name_en',
          from: `FROM integral_trades t LEFT JOIN integral_spu s ON s.id = t.spu_id
            WHERE t.user_id = @userId AND (@status IS NULL OR t.status = @status)`,
          orderBy: 't.id DESC',
        },
        { userId, status: status ?? null },
        page,
      ),
    trade: (id: number) => trade.get(id) as TradeListRow | undefined,
    ownTrade: (userId: number, id: number) => ownTrade.get(id, userId) as TradeListRow | undefined,
    tradeByKey: (userId: number, key: string) =>
      tradeByKey.get(userId, key) as TradeRow | undefined,
    /** Units of a gift the visitor holds in orders that are not cancelled. */
    bought: (userId: number, spuId: number) => bought.get(userId, spuId) as number,
    /** Takes stock only if it is there (one conditional UPDATE); false when it is not. */
    takeStock: (spuId: number, quantity: number) =>
      takeStock.run({ id: spuId, quantity }).changes === 1,
    insertTrade: (t: NewTrade): number =>
      Number(
        insertTrade.run({
          userId: t.userId,
          spuId: t.spuId,
          spuName: t.spuName,
          cover: t.cover,
          points: t.points,
          quantity: t.quantity,
          contact: t.address.contact,
          areaCode: t.address.area_code,
          phone: t.address.phone,
          area: t.address.area,
          addressName: t.address.address_name,
          detailAddress: t.address.detail_address,
          postcode: t.address.postcode,
          idempotencyKey: t.idempotencyKey,
          now: t.now,
        }).lastInsertRowid,
      ),
    richText: (code: string) => richText.get(code) as RichTextRow | undefined,
    missions: (page: PageArgs): Paged<MissionListRow> =>
      pageOf<MissionListRow>(
        db,
        { select: '*', from: 'FROM missions', orderBy: 'sort, id' },
        {},
        page,
      ),
    mission: (id: number) => mission.get(id) as MissionRow | undefined,
    /** Which of these missions the visitor completed in the period `periodKey`. */
    completedAmong: (userId: number, periodKey: string, ids: number[]): Set<number> =>
      new Set(completedAmong.all(userId, periodKey, JSON.stringify(ids)) as number[]),
    badges: (userId: number | null, typeId: number | undefined) =>
      badges.all({ userId: userId ?? 0, typeId: typeId ?? null }) as BadgeRow[],
    badge: (userId: number | null, id: number) =>
      badge.get({ userId: userId ?? 0, id }) as BadgeRow | undefined,
    badgeTypes: (page: PageArgs): Paged<BadgeTypeRow> =>
      pageOf<BadgeTypeRow>(
        db,
        { select: '*', from: 'FROM badge_types', orderBy: 'sort, id' },
        {},
        page,
      ),
  };
}

/**
 * SQL for an order's area as its name (the area dictionary's zh-Hant label, the code when the
 * dictionary lacks it), for the operators' list and the courier's export. The order is `t`.
 */
export const AREA_NAME = `COALESCE((SELECT NULLIF(d.label_zht, '') FROM dict_data d
  WHERE d.dict_type = 'area' AND d.dict_value = t.area), t.area)`;
