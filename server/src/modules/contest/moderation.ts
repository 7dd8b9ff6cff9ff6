import type { Db } from '../../db/database';

/**
 * The moderators' moves on a submitted work (issue #23, SPEC §4: audit status 1 approves, 2
 * rejects and needs a remark). Each is one UPDATE conditional on the work's state: false when
 * the work is not in a state the move applies to. The response caches of the contest lists read
 * vote_players, so the next visitor read sees the change.
 */
export type ModerationMove = 'approve' | 'reject' | 'withdraw' | 'hide' | 'show';

export function moderateWork(
  db: Db,
  id: number,
  move: ModerationMove,
  remark: string,
  now: number,
): boolean {
  const statements: Record<ModerationMove, string> = {
    approve: `UPDATE vote_players SET status = 'approved', review_remark = '', reviewed_at = @now,
                withdrawn_at = NULL
              WHERE id = @id AND status IN ('pending', 'rejected')`,
    reject: `UPDATE vote_players SET status = 'rejected', review_remark = @remark, reviewed_at = @now
             WHERE id = @id AND status = 'pending'`,
    withdraw: `UPDATE vote_players SET status = 'rejected', review_remark = @remark,
                 reviewed_at = @now, withdrawn_at = @now
               WHERE id = @id AND status = 'approved'`,
    hide: 'UPDATE vote_players SET hidden_at = @now WHERE id = @id AND hidden_at IS NULL',
    show: 'UPDATE vote_players SET hidden_at = NULL WHERE id = @id AND hidden_at IS NOT NULL',
  };
  return db.prepare(statements[move]).run({ id, now, remark }).changes === 1;
}
