import { transaction } from '../../db/kysely';
import { macauDay } from '../../lib/time';
import type { DbExecutor } from '../../tables';
import { awardBadges } from './badges';
import { creditPoints, reasons } from './ledger';
import { insertCompletion, missionsByTrigger } from './ledger-repository';

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
 * calls cannot both credit. In the caller's transaction, or one of its own. Returns the points
 * awarded by this call (0 when already done).
 */
export function completeMission(
  db: DbExecutor,
  userId: number,
  mission: MissionRow,
  now: number,
): Promise<number> {
  return transaction(db, async (trx) => {
    const periodKey = missionPeriodKey(mission.period, now);
    if (!(await insertCompletion(trx, userId, mission, periodKey, now))) return 0;
    const name = {
      zht: mission.name_zht,
      zhs: mission.name_zhs,
      pt: mission.name_pt,
      en: mission.name_en,
    };
    await creditPoints(
      trx,
      userId,
      mission.points,
      reasons.mission(name),
      { type: 'mission', id: mission.id },
      now,
    );
    await awardBadges(trx, userId, now);
    return mission.points;
  });
}

/** Missions the server completes itself when the visitor does the thing (vote, sign-up...). */
export async function completeMissionsByTrigger(
  db: DbExecutor,
  userId: number,
  trigger: string,
  now: number,
): Promise<number> {
  let total = 0;
  for (const mission of await missionsByTrigger(db, trigger)) {
    total += await completeMission(db, userId, mission, now);
  }
  return total;
}
