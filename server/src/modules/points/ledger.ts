import { transaction } from '../../db/kysely';
import type { DbExecutor } from '../../tables';
import { addToBalance, insertFlow, takeFromBalance } from './ledger-repository';

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

/**
 * Adds points and writes the ledger row with the balance after it, in the caller's transaction
 * (or one of its own).
 */
export function creditPoints(
  db: DbExecutor,
  userId: number,
  amount: number,
  reason: Reason,
  ref: Ref,
  now: number,
): Promise<number> {
  return transaction(db, async (trx) => {
    const balance = await addToBalance(trx, userId, amount);
    if (balance === undefined) throw new Error(`no user ${userId}`);
    await insertFlow(trx, { userId, amount, balanceAfter: balance, reason, ref, now });
    return balance;
  });
}

/**
 * Takes points only if the balance covers them (one conditional UPDATE, no read first), in the
 * caller's transaction (or one of its own). The balance after, or null when the points are not
 * there.
 */
export function debitPoints(
  db: DbExecutor,
  userId: number,
  amount: number,
  reason: Reason,
  ref: Ref,
  now: number,
): Promise<number | null> {
  return transaction(db, async (trx) => {
    const balance = await takeFromBalance(trx, userId, amount);
    if (balance === undefined) return null;
    await insertFlow(trx, { userId, amount: -amount, balanceAfter: balance, reason, ref, now });
    return balance;
  });
}
