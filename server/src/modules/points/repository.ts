import type { IntegralTradeStatus, Locale, Paged } from '../../contract';
import { sql, type Compilable } from 'kysely';
import { precompiled, precompiledBy, precompiledPage, type Param } from '../../db/precompiled';
import { columnOf, type LocalizedColumns } from '../../lib/localized';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Database, DbExecutor } from '../../tables';
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

// The gifts, exchange orders, ledger pages, missions and badges as the visitor's pages read them
// (issue #30: async, on the app's Kysely or a caller's transaction).

/** A text column in the caller's language, the zh-Hant one when that one is empty. */
function inLocale(base: string, locale: Locale) {
  const zht = sql.ref<string>(`${base}_zht`);
  const own = `${base}_${columnOf(locale)}`;
  if (own === `${base}_zht`) return sql<string>`${zht}`;
  return sql<string>`COALESCE(NULLIF(${sql.ref(own)}, ''), ${zht})`;
}

// A visitor's most read list: built and compiled once per language (db/precompiled.ts).
const flowsPage = precompiledBy((locale: Locale) =>
  precompiledPage(
    (db: DbExecutor, param: Param<{ userId: number }>) =>
      db.selectFrom('points_flows').where('user_id', '=', param('userId')),
    (query) =>
      query
        .select([
          'id',
          'amount',
          'balance_after',
          inLocale('reason', locale).as('reason'),
          'created_at',
        ])
        .orderBy('id', 'desc'),
  ),
);

/** The visitor's ledger, newest first, its reasons in the caller's language. */
export function flows(
  db: DbExecutor,
  userId: number,
  locale: Locale,
  page: PageArgs,
): Promise<Paged<FlowRow>> {
  return flowsPage(locale)(db, { userId }, page);
}

export function gifts(db: DbExecutor, page: PageArgs): Promise<Paged<SpuRow>> {
  const base = db.selectFrom('integral_spu').where('on_sale', '=', 1);
  return pageOfQuery(base, (query) => query.selectAll().orderBy('sort').orderBy('id'), page);
}

// The gift exchange's statements are built and compiled once (db/precompiled.ts): it is the
// busiest write of the programme.
const giftQuery = precompiled<Database, { id: number }, SpuRow>((db, param) =>
  db.selectFrom('integral_spu').selectAll().where('id', '=', param('id')).where('on_sale', '=', 1),
);

/** A gift on sale. */
export function gift(db: DbExecutor, id: number): Promise<SpuRow | undefined> {
  return giftQuery.first(db, { id });
}

// The order and its gift's names: spu_name keeps only the language the order was placed in.
const tradesWithNames = (db: DbExecutor) =>
  db
    .selectFrom('integral_trades as t')
    .leftJoin('integral_spu as s', 's.id', 't.spu_id')
    .selectAll('t')
    .select(['s.name_zht', 's.name_zhs', 's.name_pt', 's.name_en']);

/** The visitor's orders, newest first, of one status or all. */
export function trades(
  db: DbExecutor,
  userId: number,
  status: IntegralTradeStatus | undefined,
  page: PageArgs,
): Promise<Paged<TradeListRow>> {
  let base = db
    .selectFrom('integral_trades as t')
    .leftJoin('integral_spu as s', 's.id', 't.spu_id')
    .where('t.user_id', '=', userId);
  if (status !== undefined) base = base.where('t.status', '=', status);
  return pageOfQuery(
    base,
    (query) =>
      query
        .selectAll('t')
        .select(['s.name_zht', 's.name_zhs', 's.name_pt', 's.name_en'])
        .orderBy('t.id', 'desc'),
    page,
  ) as Promise<Paged<TradeListRow>>;
}

const tradeQuery = precompiled<Database, { id: number }, TradeListRow>(
  (db, param) =>
    tradesWithNames(db).where('t.id', '=', param('id')) as unknown as Compilable<TradeListRow>,
);

export function trade(db: DbExecutor, id: number): Promise<TradeListRow | undefined> {
  return tradeQuery.first(db, { id });
}

export function ownTrade(
  db: DbExecutor,
  userId: number,
  id: number,
): Promise<TradeListRow | undefined> {
  return tradesWithNames(db)
    .where('t.id', '=', id)
    .where('t.user_id', '=', userId)
    .executeTakeFirst() as Promise<TradeListRow | undefined>;
}

const tradeByKeyQuery = precompiled<Database, { userId: number; key: string }, TradeRow>(
  (db, param) =>
    db
      .selectFrom('integral_trades')
      .selectAll()
      .where('user_id', '=', param('userId'))
      .where('idempotency_key', '=', param('key')),
);

export function tradeByKey(
  db: DbExecutor,
  userId: number,
  key: string,
): Promise<TradeRow | undefined> {
  return tradeByKeyQuery.first(db, { userId, key });
}

const boughtQuery = precompiled<Database, { userId: number; spuId: number }, { n: number }>(
  (db, param) =>
    db
      .selectFrom('integral_trades')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
      .where('user_id', '=', param('userId'))
      .where('spu_id', '=', param('spuId'))
      .where('status', '<>', 'cancelled'),
);

/** Units of a gift the visitor holds in orders that are not cancelled. */
export async function bought(db: DbExecutor, userId: number, spuId: number): Promise<number> {
  return Number((await boughtQuery.first(db, { userId, spuId }))?.n ?? 0);
}

const takeStockQuery = precompiled<Database, { spuId: number; quantity: number }, never>(
  (db, param) =>
    db
      .updateTable('integral_spu')
      .set((eb) => ({ stock: eb('stock', '-', param('quantity')) }))
      .where('id', '=', param('spuId'))
      .where('stock', '>=', param('quantity')),
);

/** Takes stock only if it is there (one conditional UPDATE); false when it is not. */
export async function takeStock(db: DbExecutor, spuId: number, quantity: number): Promise<boolean> {
  return (await takeStockQuery.run(db, { spuId, quantity })).changes === 1;
}

type TradeValues = Omit<NewTrade, 'address'> &
  Pick<
    AddressRow,
    'contact' | 'area_code' | 'phone' | 'area' | 'address_name' | 'detail_address' | 'postcode'
  >;

const insertTradeQuery = precompiled<Database, TradeValues, { id: number }>((db, param) =>
  db
    .insertInto('integral_trades')
    .values({
      user_id: param('userId'),
      spu_id: param('spuId'),
      spu_name: param('spuName'),
      cover: param('cover'),
      points: param('points'),
      quantity: param('quantity'),
      contact: param('contact'),
      area_code: param('area_code'),
      phone: param('phone'),
      area: param('area'),
      address_name: param('address_name'),
      detail_address: param('detail_address'),
      postcode: param('postcode'),
      idempotency_key: param('idempotencyKey'),
      created_at: param('now'),
    })
    .returning('id'),
);

export async function insertTrade(db: DbExecutor, t: NewTrade): Promise<number> {
  const { contact, area_code, phone, area, address_name, detail_address, postcode } = t.address;
  const values = { ...t, contact, area_code, phone, area, address_name, detail_address, postcode };
  const row = await insertTradeQuery.first(db, values);
  return (row as { id: number }).id;
}

export function richText(db: DbExecutor, code: string): Promise<RichTextRow | undefined> {
  return db.selectFrom('rich_texts').selectAll().where('code', '=', code).executeTakeFirst();
}

export function missions(db: DbExecutor, page: PageArgs): Promise<Paged<MissionListRow>> {
  return pageOfQuery(
    db.selectFrom('missions'),
    (query) => query.selectAll().orderBy('sort').orderBy('id'),
    page,
  );
}

/** Which of these missions the visitor completed in the period `periodKey`. */
export async function completedAmong(
  db: DbExecutor,
  userId: number,
  periodKey: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('mission_completions')
    .select('mission_id')
    .where('user_id', '=', userId)
    .where('period_key', '=', periodKey)
    .where('mission_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.mission_id));
}

// Every badge with when the visitor earned it (null: not yet, or nobody signed in).
const badgesOf = (db: DbExecutor, userId: number | null) =>
  db
    .selectFrom('badges as b')
    .leftJoin('user_badges as ub', (join) =>
      join.onRef('ub.badge_id', '=', 'b.id').on('ub.user_id', '=', userId ?? 0),
    )
    .selectAll('b')
    .select('ub.earned_at');

export function badges(
  db: DbExecutor,
  userId: number | null,
  typeId: number | undefined,
): Promise<BadgeRow[]> {
  let query = badgesOf(db, userId);
  if (typeId !== undefined) query = query.where('b.type_id', '=', typeId);
  return query.orderBy('b.sort').orderBy('b.id').execute();
}

export function badge(
  db: DbExecutor,
  userId: number | null,
  id: number,
): Promise<BadgeRow | undefined> {
  return badgesOf(db, userId).where('b.id', '=', id).executeTakeFirst();
}

export function badgeTypes(db: DbExecutor, page: PageArgs): Promise<Paged<BadgeTypeRow>> {
  return pageOfQuery(
    db.selectFrom('badge_types'),
    (query) => query.selectAll().orderBy('sort').orderBy('id'),
    page,
  );
}

/**
 * SQL for an order's area as its name (the area dictionary's zh-Hant label, the code when the
 * dictionary lacks it), for the operators' list and the courier's export. The order is `t`.
 */
export const AREA_NAME = `COALESCE((SELECT NULLIF(d.label_zht, '') FROM dict_data d
  WHERE d.dict_type = 'area' AND d.dict_value = t.area), t.area)`;
