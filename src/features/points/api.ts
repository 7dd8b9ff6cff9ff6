import { FIXED_MISSION_ID } from '@/shared/api/fixed-ids';
import { get, put, segment } from '@/shared/api/http';
import type {
  Badge,
  BadgeRule,
  BadgeType,
  IntegralRule,
  Mission,
  MissionCompleteResult,
  PointsFlow,
} from './types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getPointsFlowPage = (query?: PageQuery) =>
  get<Paged<PointsFlow>>('/grow/integralFlow/page', query);

/**
 * The balance as the ledger has it: the newest row's balance after it (the server keeps the ledger
 * equal to the balance; no row means nothing earned yet).
 */
export const getPointsBalance = () =>
  getPointsFlowPage({ pageNo: 1, pageSize: 1 }).then((page) => page.list[0]?.balanceAfter ?? 0);

export const getIntegralRule = () => get<IntegralRule>('/grow/integralRule');

export const getMissionPage = (query?: PageQuery) =>
  get<Paged<Mission>>('/grow/mission/page', query);
export const completeMission = (body: { missionId: Id }) =>
  put<MissionCompleteResult>('/grow/mission/complete', body);
export const completeFixedMission = (id: Id = FIXED_MISSION_ID) =>
  get<MissionCompleteResult>(`/grow/mission/complete/${segment(id)}`);

export const getBadgeRule = () => get<BadgeRule>('/grow/badgeRule');
export const getBadgeList = (query?: { typeId?: Id }) => get<Badge[]>('/grow/badge/list', query);
export const getBadge = (id: Id) => get<Badge>(`/grow/badge/${segment(id)}`);
export const getBadgeTypePage = (query?: PageQuery) =>
  get<Paged<BadgeType>>('/badge/type/page', query);
