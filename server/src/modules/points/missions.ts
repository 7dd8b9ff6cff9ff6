import type { Db } from '../../db/database';
import { macauDay } from '../../lib/time';
import { awardBadges } from './badges';
import { creditPoints, reasons } from './ledger';

export interface MissionRow {
  id: number;
  name_zht: string;
  name_zhs: string;
  name_pt: string;
  name_en: string;
  points: number;
  period: 'once' | 'daily';
  trigger: string;
}

export function missionPeriodKey(period: 'once' | 'daily', now: number): string {
  return period === 'daily' ? macauDay(now) : 'once';
}

/**
 * Pays a mission once per period: the unique (user, mission, period) row decides, so parallel
 * calls cannot both credit. Returns the points awarded by this call (0 when already done).
 */
export function completeMission(db: Db, userId: number, mission: MissionRow, now: number): number {
  return db
    .transaction(() => {
      const inserted = db
        .prepare(
          `INSERT OR IGNORE INTO mission_completions (user_id, mission_id, period_key, points, created_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(userId, mission.id, missionPeriodKey(mission.period, now), mission.points, now);
      if (inserted.changes !== 1) return 0;
      const name = {
        zht: mission.name_zht,
        zhs: mission.name_zhs,
        pt: mission.name_pt,
        en: mission.name_en,
      };
      creditPoints(
        db,
        userId,
        mission.points,
        reasons.mission(name),
        { type: 'mission', id: mission.id },
        now,
      );
      awardBadges(db, userId, now);
      return mission.points;
    })
    .immediate();
}

/** Missions the server completes itself when the visitor does the thing (vote, sign-up...). */
export function completeMissionsByTrigger(
  db: Db,
  userId: number,
  trigger: string,
  now: number,
): number {
  const missions = db
    .prepare('SELECT * FROM missions WHERE trigger = ?')
    .all(trigger) as MissionRow[];
  let total = 0;
  for (const mission of missions) total += completeMission(db, userId, mission, now);
  return total;
}
