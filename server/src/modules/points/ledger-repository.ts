import { precompiled, precompiledBy } from '../../db/precompiled';
import type { Database, DbExecutor } from '../../tables';
import type { MissionRow } from './missions';
import type { FulfilledTrade } from './fulfilment';

// The statements that move points (issue #30: async, on the app's Kysely or a caller's
// transaction): the balance and its ledger, missions paid, badges earned, and an order's steps
// after it is placed. Every balance, stock and state change is one conditional UPDATE, so of
// parallel calls only those the row allows succeed; the caller's transaction holds them together.

/** What a ledger row says of its change (the reason in four languages, what it refers to). */
export interface FlowFields {
  userId: number;
  amount: number;
  balanceAfter: number;
  reason: { key: string; zht: string; zhs: string; pt: string; en: string };
  ref: { type: string; id: number | null };
  now: number;
}

// The statements of every balance change are built and compiled once (db/precompiled.ts): each
// exchange, vote and mission runs them.
type BalanceChange = { userId: number; amount: number };

const addQuery = precompiled<Database, BalanceChange, { points: number }>((db, param) =>
  db
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', param('amount')) }))
    .where('id', '=', param('userId'))
    .returning('points'),
);

/** Adds to a balance; the balance after, or undefined when there is no such user. */
export async function addToBalance(
  db: DbExecutor,
  userId: number,
  amount: number,
): Promise<number | undefined> {
  return (await addQuery.first(db, { userId, amount }))?.points;
}

const takeQuery = precompiled<Database, BalanceChange, { points: number }>((db, param) =>
  db
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '-', param('amount')) }))
    .where('id', '=', param('userId'))
    .where('points', '>=', param('amount'))
    .returning('points'),
);

/** Takes from a balance only if it covers the amount; the balance after, or undefined. */
export async function takeFromBalance(
  db: DbExecutor,
  userId: number,
  amount: number,
): Promise<number | undefined> {
  return (await takeQuery.first(db, { userId, amount }))?.points;
}

type FlowValues = Omit<FlowFields, 'reason' | 'ref'> & {
  key: string;
  zht: string;
  zhs: string;
  pt: string;
  en: string;
  refType: string;
  refId: number | null;
};

const insertFlowQuery = precompiled<Database, FlowValues, never>((db, param) =>
  db.insertInto('points_flows').values({
    user_id: param('userId'),
    amount: param('amount'),
    balance_after: param('balanceAfter'),
    reason_key: param('key'),
    reason_zht: param('zht'),
    reason_zhs: param('zhs'),
    reason_pt: param('pt'),
    reason_en: param('en'),
    ref_type: param('refType'),
    ref_id: param('refId'),
    created_at: param('now'),
  }),
);

export async function insertFlow(db: DbExecutor, flow: FlowFields): Promise<void> {
  await insertFlowQuery.run(db, {
    ...flow,
    ...flow.reason,
    refType: flow.ref.type,
    refId: flow.ref.id,
  });
}

/** Records a mission done in a period; false when it was already (the unique key decides). */
export async function insertCompletion(
  db: DbExecutor,
  userId: number,
  mission: Pick<MissionRow, 'id' | 'points'>,
  periodKey: string,
  now: number,
): Promise<boolean> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('mission_completions')
    .values({
      user_id: userId,
      mission_id: mission.id,
      period_key: periodKey,
      points: mission.points,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirstOrThrow();
  return Number(numInsertedOrUpdatedRows) === 1;
}

/** The missions the server completes itself on a trigger ('vote', 'signup', 'read'...). */
export function missionsByTrigger(db: DbExecutor, trigger: string): Promise<MissionRow[]> {
  return db
    .selectFrom('missions')
    .select(['id', 'name_zht', 'name_zhs', 'name_pt', 'name_en', 'points', 'period', 'trigger'])
    .where('trigger', '=', trigger)
    .execute();
}

/** A mission as it is paid (undefined: no such mission). */
export function missionById(db: DbExecutor, id: number): Promise<MissionRow | undefined> {
  return db
    .selectFrom('missions')
    .select(['id', 'name_zht', 'name_zhs', 'name_pt', 'name_en', 'points', 'period', 'trigger'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the visitor completed the mission in the period `periodKey`. */
export async function missionCompleted(
  db: DbExecutor,
  userId: number,
  missionId: number,
  periodKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('mission_completions')
    .select('id')
    .where('user_id', '=', userId)
    .where('mission_id', '=', missionId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return row !== undefined;
}

// Badges are checked after every change of what their rules measure: compiled once.
const notEarnedQuery = precompiled<
  Database,
  { userId: number },
  { id: number; kind: string; threshold: number }
>((db, param) =>
  db
    .selectFrom('badges as b')
    .select(['b.id', 'b.rule_kind as kind', 'b.rule_threshold as threshold'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_badges as ub')
            .select('ub.badge_id')
            .where('ub.user_id', '=', param('userId'))
            .whereRef('ub.badge_id', '=', 'b.id'),
        ),
      ),
    ),
);

/** The badges a visitor has not earned yet, with their rule. */
export function badgesNotEarned(
  db: DbExecutor,
  userId: number,
): Promise<{ id: number; kind: string; threshold: number }[]> {
  return notEarnedQuery.all(db, { userId });
}

const grantQuery = precompiled<Database, { userId: number; badgeId: number; now: number }, never>(
  (db, param) =>
    db
      .insertInto('user_badges')
      .values({ user_id: param('userId'), badge_id: param('badgeId'), earned_at: param('now') })
      .onConflict((oc) => oc.doNothing()),
);

/** Grants a badge once; false when the visitor holds it already (the primary key decides). */
export async function grantBadge(
  db: DbExecutor,
  userId: number,
  badgeId: number,
  now: number,
): Promise<boolean> {
  return (await grantQuery.run(db, { userId, badgeId, now })).changes === 1;
}

const countQuery = precompiledBy(
  (table: 'mission_completions' | 'vote_records' | 'vote_players' | 'integral_trades') =>
    precompiled<Database, { userId: number }, { n: number }>((db, param) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', param('userId')),
    ),
);

async function countOf(
  db: DbExecutor,
  table: 'mission_completions' | 'vote_records' | 'vote_players' | 'integral_trades',
  userId: number,
): Promise<number> {
  return Number((await countQuery(table).first(db, { userId }))?.n ?? 0);
}

const earnedQuery = precompiled<Database, { userId: number }, { n: number }>((db, param) =>
  db
    .selectFrom('points_flows')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
    .where('user_id', '=', param('userId'))
    .where('amount', '>', 0),
);

/** What a badge rule measures of a visitor, by its kind; a kind not listed earns nothing. */
export const BADGE_METRICS: Record<string, (db: DbExecutor, userId: number) => Promise<number>> = {
  registered: async () => 1,
  missions_done: (db, userId) => countOf(db, 'mission_completions', userId),
  votes_cast: (db, userId) => countOf(db, 'vote_records', userId),
  works_submitted: (db, userId) => countOf(db, 'vote_players', userId),
  exchanges: (db, userId) => countOf(db, 'integral_trades', userId),
  points_earned: async (db, userId) => Number((await earnedQuery.first(db, { userId }))?.n ?? 0),
};

/** Ships a pending order; false when it is not pending (any more). */
export async function markShipped(
  db: DbExecutor,
  id: number,
  shipping: { carrier: string; trackingNo: string },
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('integral_trades')
    .set({
      status: 'shipped',
      carrier: shipping.carrier,
      tracking_no: shipping.trackingNo,
      shipped_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}

/** Marks a shipped order delivered; false when it is not shipped (any more). */
export async function markDelivered(db: DbExecutor, id: number, now: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('integral_trades')
    .set({ status: 'completed', delivered_at: now })
    .where('id', '=', id)
    .where('status', '=', 'shipped')
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}

/** Cancels a pending or shipped order, its points noted as refunded; the order, or undefined. */
export function markCancelled(
  db: DbExecutor,
  id: number,
  now: number,
): Promise<FulfilledTrade | undefined> {
  return db
    .updateTable('integral_trades')
    .set((eb) => ({ status: 'cancelled', cancelled_at: now, refunded_points: eb.ref('points') }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'shipped'])
    .returningAll()
    .executeTakeFirst();
}

/** Puts units of a gift back in stock. */
export async function restock(db: DbExecutor, spuId: number, quantity: number): Promise<void> {
  await db
    .updateTable('integral_spu')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', spuId)
    .execute();
}

/** A gift's four names (undefined when the gift row is gone). */
export function giftNames(
  db: DbExecutor,
  spuId: number,
): Promise<{ name_zht: string; name_zhs: string; name_pt: string; name_en: string } | undefined> {
  return db
    .selectFrom('integral_spu')
    .select(['name_zht', 'name_zhs', 'name_pt', 'name_en'])
    .where('id', '=', spuId)
    .executeTakeFirst();
}

/**
 * The ids of a visitor's orders nobody has shipped yet (issue #29: an account's deletion cancels
 * them, so none waits in the to-ship queue with an erased address).
 */
export async function pendingTradeIdsOf(db: DbExecutor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('integral_trades')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
