import type { ArSite } from './types';
import { get, post } from '@/shared/api/http';
import type { Id, Paged, PageQuery } from '@/shared/api/types';
import type { LatLng } from '@/shared/lib/geo';

export const getArSitePage = (query: PageQuery) => get<Paged<ArSite>>('/arParam/page', query);

/**
 * A site's check-in: the visit footprint of type 'ar' (SPEC §7 POST /crm/userFootprint). The
 * server answers the points its tour mission paid on this call (0 until every site is in, and
 * after). It counts only at the site: the position (WGS-84) goes with it (issue #21).
 */
export const checkInArSite = (siteId: Id, position?: LatLng) =>
  post<{ id: Id; pointsAwarded: number }>('/crm/userFootprint', {
    type: 'ar',
    targetId: siteId,
    latitude: position?.latitude,
    longitude: position?.longitude,
  });

/** The sites the signed-in visitor has checked in at, on any device. */
export const getArCheckIns = () =>
  get<Paged<{ targetId: Id }>>('/crm/userFootprint/page', {
    type: 'ar',
    pageNo: 1,
    pageSize: 100,
  }).then((page) => page.list.map((footprint) => footprint.targetId));
