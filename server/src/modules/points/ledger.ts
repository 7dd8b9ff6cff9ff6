import type { Db } from '../../db/database';

/** A ledger reason in the four languages (PointsFlow.reason is answered in the caller's). */
export interface Reason {
  key: string;
  zht: string;
  zhs: string;
  pt: string;
  en: string;
}

export const reasons = {
  welcome: (): Reason => ({
    key: 'welcome',
    zht: '新用戶註冊獎勵',
    zhs: '新用户注册奖励',
    pt: 'Bónus de boas-vindas',
    en: 'Welcome bonus',
  }),
  mission: (name: { zht: string; zhs: string; pt: string; en: string }): Reason => ({
    key: 'mission',
    zht: `完成任務：${name.zht}`,
    zhs: `完成任务：${name.zhs || name.zht}`,
    pt: `Missão cumprida: ${name.pt || name.zht}`,
    en: `Mission completed: ${name.en || name.zht}`,
  }),
  exchange: (
    name: { zht: string; zhs: string; pt: string; en: string },
    quantity: number,
  ): Reason => ({
    key: 'exchange',
    zht: `兌換禮品：${name.zht} × ${quantity}`,
    zhs: `兑换礼品：${name.zhs || name.zht} × ${quantity}`,
    pt: `Troca de brinde: ${name.pt || name.zht} × ${quantity}`,
    en: `Gift exchange: ${name.en || name.zht} × ${quantity}`,
  }),
  /** An exchange cancelled by an operator (issue #23): the order's points come back. */
  refund: (
    name: { zht: string; zhs: string; pt: string; en: string },
    quantity: number,
  ): Reason => ({
    key: 'refund',
    zht: `兌換取消退回：${name.zht} × ${quantity}`,
    zhs: `兑换取消退回：${name.zhs || name.zht} × ${quantity}`,
    pt: `Troca cancelada, pontos devolvidos: ${name.pt || name.zht} × ${quantity}`,
    en: `Exchange cancelled, points returned: ${name.en || name.zht} × ${quantity}`,
  }),
};

interface Ref {
  type: string;
  id: number | null;
}

function record(
  db: Db,
  userId: number,
  amount: number,
  balance: number,
  reason: Reason,
  ref: Ref,
  now: number,
) {
  db.prepare(
    `INSERT INTO points_flows (user_id, amount, balance_after, reason_key, reason_zht, reason_zhs,
       reason_pt, reason_en, ref_type, ref_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    amount,
    balance,
    reason.key,
    reason.zht,
    reason.zhs,
    reason.pt,
    reason.en,
    ref.type,
    ref.id,
    now,
  );
}

/** Adds points and writes the ledger row with the balance after it. Call inside a transaction. */
export function creditPoints(
  db: Db,
  userId: number,
  amount: number,
  reason: Reason,
  ref: Ref,
  now: number,
): number {
  const balance = db
    .prepare('UPDATE users SET points = points + ? WHERE id = ? RETURNING points')
    .pluck()
    .get(amount, userId) as number | undefined;
  if (balance === undefined) throw new Error(`no user ${userId}`);
  record(db, userId, amount, balance, reason, ref, now);
  return balance;
}

/**
 * Takes points only if the balance covers them (one conditional UPDATE, no read first).
 * Returns the balance after, or null when the points are not there. Call inside a transaction.
 */
export function debitPoints(
  db: Db,
  userId: number,
  amount: number,
  reason: Reason,
  ref: Ref,
  now: number,
): number | null {
  const balance = db
    .prepare('UPDATE users SET points = points - ? WHERE id = ? AND points >= ? RETURNING points')
    .pluck()
    .get(amount, userId, amount) as number | undefined;
  if (balance === undefined) return null;
  record(db, userId, -amount, balance, reason, ref, now);
  return balance;
}
