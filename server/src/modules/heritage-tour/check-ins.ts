import { conflict, invalid, notFound } from '../../errors';
import { distanceMeters, formatDistance, type LatLng } from '../../../../src/rules/geo';
import type { DbExecutor } from '../../tables';
import { completeMissionsByTrigger } from '../points';
import { sitePlace, sitesLeft } from './repository';

// The AR World Heritage tour (issue #12; server/API.md "AR tour"): opening a site's experience
// leaves a footprint of type 'ar' on it (POST /crm/userFootprint, SPEC §7). The tour's mission
// (trigger 'ar', "check in at every site") is the server's to complete: once every site of
// /arParam/page has the visitor's footprint, it is paid through the missions' unique row, once.

/** After an AR site's visit: the points the tour's mission paid now (0 when not yet or already). */
export async function checkInArSite(db: DbExecutor, userId: number, now: number): Promise<number> {
  const { sites, missing } = await sitesLeft(db, userId);
  if (sites === 0 || missing > 0) return 0;
  return completeMissionsByTrigger(db, userId, 'ar', now);
}

/**
 * Issue #21: a check-in needs the visitor at the site. The server decides from the position the
 * app sends (WGS-84, as a phone's GPS gives it) and the site's own radius; it throws the
 * envelope's refusal, saying how far the visitor is, when they are not there.
 */
export async function assertAtArSite(
  db: DbExecutor,
  siteId: number,
  position: Partial<LatLng>,
): Promise<void> {
  const site = await sitePlace(db, siteId);
  if (!site) throw notFound();
  // A site without coordinates cannot be measured: it checks in as before.
  if (site.latitude === null || site.longitude === null) return;
  const { latitude, longitude } = position;
  if (latitude === undefined || longitude === undefined) throw invalid('arNeedPosition');
  const distance = distanceMeters(
    { latitude, longitude },
    { latitude: site.latitude, longitude: site.longitude },
  );
  if (distance > site.radius_m) {
    // Issue #27: in the app's own format ("1987 km" as the list says it, not "1987482 m").
    throw conflict('arTooFar', {
      distance: formatDistance(distance),
      radius: formatDistance(site.radius_m),
    });
  }
}
