import type { Db } from '../../db/database';
import { creditPoints, reasons } from './ledger';
import type { TradeRow } from './repository';

/**
 * What happens to an exchange order after it is placed (issue #23): an operator ships it with a
 * carrier and a tracking number, marks it delivered, or cancels it with its points returned and
 * its stock restored. Each step is one UPDATE conditional on the order's state, so of many
 * parallel calls exactly one moves it; the others find the state changed and get false.
 * Call inside a transaction (the cancel writes three tables).
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
  db: Db,
  id: number,
  shipping: { carrier: string; trackingNo: string },
  now: number,
): boolean {
  return (
    db
      .prepare(
        `UPDATE integral_trades SET status = 'shipped', carrier = ?, tracking_no = ?, shipped_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .run(shipping.carrier, shipping.trackingNo, now, id).changes === 1
  );
}

export function deliverTrade(db: Db, id: number, now: number): boolean {
  return (
    db
      .prepare(
        `UPDATE integral_trades SET status = 'completed', delivered_at = ?
         WHERE id = ? AND status = 'shipped'`,
      )
      .run(now, id).changes === 1
  );
}

/**
 * Cancels a pending or shipped order: the visitor gets the points back (a ledger row, so the
 * ledger still equals the balance) and the gift its stock. False when the order was not in a
 * state to cancel (already cancelled by a parallel call, or completed).
 */
export function cancelTrade(db: Db, id: number, now: number): boolean {
  const trade = db
    .prepare(
      `UPDATE integral_trades SET status = 'cancelled', cancelled_at = @now, refunded_points = points
       WHERE id = @id AND status IN ('pending', 'shipped') RETURNING *`,
    )
    .get({ id, now }) as FulfilledTrade | undefined;
  if (!trade) return false;
  db.prepare('UPDATE integral_spu SET stock = stock + ? WHERE id = ?').run(
    trade.quantity,
    trade.spu_id,
  );
  const spu = db
    .prepare('SELECT name_zht, name_zhs, name_pt, name_en FROM integral_spu WHERE id = ?')
    .get(trade.spu_id) as
    { name_zht: string; name_zhs: string; name_pt: string; name_en: string } | undefined;
  const name = spu
    ? { zht: spu.name_zht, zhs: spu.name_zhs, pt: spu.name_pt, en: spu.name_en }
    : { zht: trade.spu_name, zhs: '', pt: '', en: '' };
  creditPoints(
    db,
    trade.user_id,
    trade.points,
    reasons.refund(name, trade.quantity),
    { type: 'trade-refund', id: trade.id },
    now,
  );
  return true;
}

/**
 * SQL for an order's area as its name (the area dictionary's zh-Hant label, the code when the
 * dictionary lacks it), for the operators' list and the courier's export. The order is `t`.
 */
export const AREA_NAME = `COALESCE((SELECT NULLIF(d.label_zht, '') FROM dict_data d
  WHERE d.dict_type = 'area' AND d.dict_value = t.area), t.area)`;
