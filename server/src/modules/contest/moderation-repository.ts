import type { DbExecutor } from '../../tables';

/**
 * The moderators' moves on a submitted work (issue #23, SPEC §4: audit status 1 approves, 2
 * rejects and needs a remark). Each is one UPDATE conditional on the work's state: false when
 * the work is not in a state the move applies to. The response caches of the contest lists read
 * vote_players, so the next visitor read sees the change. Async on the app's Kysely or the
 * operator action's transaction (issue #30).
 */
export type ModerationMove = 'approve' | 'reject' | 'withdraw' | 'hide' | 'show';

export async function moderateWork(
  db: DbExecutor,
  id: number,
  move: ModerationMove,
  remark: string,
  now: number,
): Promise<boolean> {
  const work = db.updateTable('vote_players').where('id', '=', id);
  const moves = {
    approve: () =>
      work
        .set({ status: 'approved', review_remark: '', reviewed_at: now, withdrawn_at: null })
        .where('status', 'in', ['pending', 'rejected']),
    reject: () =>
      work
        .set({ status: 'rejected', review_remark: remark, reviewed_at: now })
        .where('status', '=', 'pending'),
    withdraw: () =>
      work
        .set({ status: 'rejected', review_remark: remark, reviewed_at: now, withdrawn_at: now })
        .where('status', '=', 'approved'),
    hide: () => work.set({ hidden_at: now }).where('hidden_at', 'is', null),
    show: () => work.set({ hidden_at: null }).where('hidden_at', 'is not', null),
  };
  const { numUpdatedRows } = await moves[move]().executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}
