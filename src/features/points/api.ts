import { FIXED_MISSION_ID } from '@/shared/api/fixed-ids';
import { get, post, put, segment } from '@/shared/api/http';
import type {
  Badge,
  BadgeRule,
  BadgeType,
  IntegralRule,
  Mission,
  MissionCompleteResult,
  PointsFlow,
} from './types';
import type { ExchangeGiftBody, IntegralSpu, IntegralTrade } from '@/features/gifts';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

export const getPointsFlowPage = (query?: PageQuery) =>
  get<Paged<PointsFlow>>('/grow/integralFlow/page', query);

export const getGiftPage = (query?: PageQuery) =>
  get<Paged<IntegralSpu>>('/grow/integralSpu/page', query);
export const getGift = (id: Id) => get<IntegralSpu>(`/grow/integralSpu/${segment(id)}`);

export const getExchangeOrderPage = (query?: PageQuery & { status?: string }) =>
  get<Paged<IntegralTrade>>('/grow/integralTrade/page', query);
/** SPEC §7 "contacts query": the contact shown on the order (filled from the address snapshot). */
export const getExchangeOrder = (id: Id, query?: { contacts?: string }) =>
  get<IntegralTrade>(`/grow/integralTrade/${segment(id)}`, query);

/**
 * A fresh key per exchange attempt. The caller keeps it while retrying the same attempt so that
 * the server answers a repeat with the first order instead of spending points twice.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 10);
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}

/** Shows the loading mask: the visitor must not tap again while points are being spent. */
export const exchangeGift = (body: ExchangeGiftBody) =>
  post<IntegralTrade>('/grow/integralTrade', body, { showLoading: true });
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
