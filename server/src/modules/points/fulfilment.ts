import { transaction } from '../../db/kysely';
import type { DbExecutor } from '../../tables';
import { creditPoints, reasons } from './ledger';
import { giftNames, markCancelled, markDelivered, markShipped, restock } from './ledger-repository';
import type { TradeRow } from './repository';

/**
 * What happens to an exchange order after it is placed (issue #23): an operator ships it with a
 * carrier and a tracking number, marks it delivered, or cancels it with its points returned and
 * its stock restored. Each step is one UPDATE conditional on the order's state, so of many
 * parallel calls exactly one moves it; the others find the state changed and get false.
 * The cancel writes three tables: in the caller's transaction, or one of its own.
 */
export type FulfilledTrade = TradeRow & {
  carrier: string;
  tracking_no: string;
  shipped_at: number | null;
  delivered_at: number | null;
  cancelled_at: number | null;
  refunded_points: number;
};

export function shipTrade(
  db: DbExecutor,
  id: number,
  shipping: { carrier: string; trackingNo: string },
  now: number,
): Promise<boolean> {
  return markShipped(db, id, shipping, now);
}

export function deliverTrade(db: DbExecutor, id: number, now: number): Promise<boolean> {
  return markDelivered(db, id, now);
}

/**
 * Cancels a pending or shipped order: the visitor gets the points back (a ledger row, so the
 * ledger still equals the balance) and the gift its stock. False when the order was not in a
 * state to cancel (already cancelled by a parallel call, or completed).
 */
export function cancelTrade(db: DbExecutor, id: number, now: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    const trade = await markCancelled(trx, id, now);
    if (!trade) return false;
    await restock(trx, trade.spu_id, trade.quantity);
    const spu = await giftNames(trx, trade.spu_id);
    const name = spu
      ? { zht: spu.name_zht, zhs: spu.name_zhs, pt: spu.name_pt, en: spu.name_en }
      : { zht: trade.spu_name, zhs: '', pt: '', en: '' };
    await creditPoints(
      trx,
      trade.user_id,
      trade.points,
      reasons.refund(name, trade.quantity),
      { type: 'trade-refund', id: trade.id },
      now,
    );
    return true;
  });
}
