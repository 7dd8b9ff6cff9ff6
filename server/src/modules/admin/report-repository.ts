import { sql } from 'kysely';
import type { DbExecutor } from '../../tables';
import { RANK_ORDER } from '../contest';

// The statements of the operators' reports and one stock change (issue #30: async, on the app's
// Kysely or a caller's transaction). The contest's and the shop's tables are read by SQL text
// until their domains declare their rows.

export interface VoteLine {
  group_id: number;
  group_name: string;
  id: number;
  title_zht: string;
  author_name: string;
  votes: number;
  votes_in_range: number;
}

/** The approved works by group and rank, with the votes cast within [from, to). */
export async function voteLines(
  db: DbExecutor,
  range: { from: number; to: number; groupId: number | null },
): Promise<VoteLine[]> {
  const { from, to, groupId } = range;
  // A group only when one is asked for: a parameter alone in `? IS NULL` has no type PostgreSQL
  // could infer.
  const inGroup = groupId === null ? sql`` : sql`AND p.group_id = ${groupId}`;
  const { rows } = await sql<VoteLine>`
    SELECT g.id AS group_id, g.name_zht AS group_name, p.id, p.title_zht, p.author_name, p.votes,
      (SELECT COUNT(*) FROM vote_records r WHERE r.player_id = p.id
         AND r.created_at >= ${from} AND r.created_at < ${to}) AS votes_in_range
    FROM vote_players p JOIN vote_groups g ON g.id = p.group_id
    WHERE p.status = 'approved' ${inGroup}
    ORDER BY g.sort, g.id, ${sql.raw(RANK_ORDER)}`.execute(db);
  // COUNT is a bigint on PostgreSQL, which node-postgres may hand over as text.
  return rows.map((row) => ({ ...row, votes_in_range: Number(row.votes_in_range) }));
}

export interface DayFigures {
  registrations: number;
  votes: number;
  exchanges: number;
  smsSent: number;
  pendingWorks: number;
  pendingOrders: number;
}

/** The dashboard's figures of a Macau day (`day`, from `start` to `end` in epoch ms). */
export async function dayFigures(
  db: DbExecutor,
  day: string,
  start: number,
  end: number,
): Promise<DayFigures> {
  const { rows } = await sql<DayFigures>`SELECT
    (SELECT COUNT(*) FROM users WHERE created_at >= ${start} AND created_at < ${end})
      AS registrations,
    (SELECT COUNT(*) FROM vote_records WHERE day = ${day}) AS votes,
    (SELECT COUNT(*) FROM integral_trades WHERE created_at >= ${start} AND created_at < ${end})
      AS exchanges,
    (SELECT COUNT(*) FROM verification_codes WHERE day = ${day}) AS "smsSent",
    (SELECT COUNT(*) FROM vote_players WHERE status = 'pending') AS "pendingWorks",
    (SELECT COUNT(*) FROM integral_trades WHERE status = 'pending') AS "pendingOrders"`.execute(db);
  // Quoted: PostgreSQL folds an unquoted alias to lower case. Counts as numbers (see voteLines).
  const figures = rows[0];
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [name, Number(value)]),
  ) as unknown as DayFigures;
}

/** Sets a gift's stock (the console's stock action, in its audited transaction). */
export async function setGiftStock(db: DbExecutor, id: number, stock: number): Promise<void> {
  await sql`UPDATE integral_spu SET stock = ${stock} WHERE id = ${id}`.execute(db);
}
