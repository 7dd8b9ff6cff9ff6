import type { Db } from '../../db/database';
import { completeMissionsByTrigger } from '../points/missions';

// The AR World Heritage tour (issue #12; server/API.md "AR tour"): opening a site's experience
// leaves a footprint of type 'ar' on it (POST /crm/userFootprint, SPEC §7). The tour's mission
// (trigger 'ar', "check in at every site") is the server's to complete: once every site of
// /arParam/page has the visitor's footprint, it is paid through the missions' unique row, once.

/** After an AR site's visit: the points the tour's mission paid now (0 when not yet or already). */
export function checkInArSite(db: Db, userId: number, now: number): number {
  const missing = db
    .prepare(
      `SELECT COUNT(*) FROM ar_sites s WHERE NOT EXISTS (
         SELECT 1 FROM footprints f WHERE f.user_id = ? AND f.kind = 'visit' AND f.type = 'ar'
           AND f.target_id = s.id)`,
    )
    .pluck()
    .get(userId) as number;
  const sites = db.prepare('SELECT COUNT(*) FROM ar_sites').pluck().get() as number;
  if (sites === 0 || missing > 0) return 0;
  return completeMissionsByTrigger(db, userId, 'ar', now);
}
