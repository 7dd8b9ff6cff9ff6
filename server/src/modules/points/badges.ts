import type { DbExecutor } from '../../tables';
import { BADGE_METRICS, badgesNotEarned, grantBadge } from './ledger-repository';

/**
 * Grants every badge whose rule the user now meets; a badge is earned once (primary key). Call in
 * the transaction that changed what the rules measure.
 */
export async function awardBadges(db: DbExecutor, userId: number, now: number): Promise<number[]> {
  const pending = await badgesNotEarned(db, userId);
  const earned: number[] = [];
  const values = new Map<string, number>();
  for (const badge of pending) {
    const metric = BADGE_METRICS[badge.kind];
    if (!metric) continue;
    if (!values.has(badge.kind)) values.set(badge.kind, await metric(db, userId));
    if ((values.get(badge.kind) ?? 0) >= badge.threshold) {
      if (await grantBadge(db, userId, badge.id, now)) earned.push(badge.id);
    }
  }
  return earned;
}
