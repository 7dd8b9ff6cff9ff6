import type { Db } from '../../db/database';

const metrics: Record<string, string> = {
  registered: 'SELECT 1',
  missions_done: 'SELECT COUNT(*) FROM mission_completions WHERE user_id = @userId',
  votes_cast: 'SELECT COUNT(*) FROM vote_records WHERE user_id = @userId',
  works_submitted: 'SELECT COUNT(*) FROM vote_players WHERE user_id = @userId',
  points_earned:
    'SELECT COALESCE(SUM(amount), 0) FROM points_flows WHERE user_id = @userId AND amount > 0',
  exchanges: 'SELECT COUNT(*) FROM integral_trades WHERE user_id = @userId',
};

/** Grants every badge whose rule the user now meets; a badge is earned once (primary key). */
export function awardBadges(db: Db, userId: number, now: number): number[] {
  const pending = db
    .prepare(
      `SELECT b.id, b.rule_kind AS kind, b.rule_threshold AS threshold FROM badges b
       WHERE NOT EXISTS (SELECT 1 FROM user_badges ub WHERE ub.user_id = ? AND ub.badge_id = b.id)`,
    )
    .all(userId) as { id: number; kind: string; threshold: number }[];
  const earned: number[] = [];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO user_badges (user_id, badge_id, earned_at) VALUES (?, ?, ?)',
  );
  const values = new Map<string, number>();
  for (const badge of pending) {
    const sql = metrics[badge.kind];
    if (!sql) continue;
    if (!values.has(badge.kind)) {
      values.set(badge.kind, db.prepare(sql).pluck().get({ userId }) as number);
    }
    if ((values.get(badge.kind) ?? 0) >= badge.threshold) {
      if (insert.run(userId, badge.id, now).changes === 1) earned.push(badge.id);
    }
  }
  return earned;
}
