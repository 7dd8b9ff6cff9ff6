import type { ArSite } from './types';
import { get, post } from '@/shared/api/http';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getArSitePage = (query: PageQuery) => get<Paged<ArSite>>('/arParam/page', query);

/**
 * A site's check-in: the visit footprint of type 'ar' (SPEC §7 POST /crm/userFootprint). The
 * server answers the points its tour mission paid on this call (0 until every site is in, and
 * after).
 */
export const checkInArSite = (siteId: Id) =>
  post<{ id: Id; pointsAwarded: number }>('/crm/userFootprint', { type: 'ar', targetId: siteId });

/** The sites the signed-in visitor has checked in at, on any device. */
export const getArCheckIns = () =>
  get<Paged<{ targetId: Id }>>('/crm/userFootprint/page', {
    type: 'ar',
    pageNo: 1,
    pageSize: 100,
  }).then((page) => page.list.map((footprint) => footprint.targetId));
