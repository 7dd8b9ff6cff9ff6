import { FIXED_MISSION_ID } from '@/shared/api/fixed-ids';
import * as points from '@/features/points/api';
import { describeCalls } from './harness';

const exchange = { spuId: 3, quantity: 1, addressId: 9, idempotencyKey: 'k-1' };

describeCalls(
  'SPEC §7 Points, badges and gifts',
  points,
  [
    {
      name: 'getPointsFlowPage',
      call: () => points.getPointsFlowPage({ pageNo: 1 }),
      method: 'GET',
      path: '/grow/integralFlow/page?pageNo=1',
    },
    {
      name: 'getGiftPage',
      call: () => points.getGiftPage({ pageNo: 1, pageSize: 10 }),
      method: 'GET',
      path: '/grow/integralSpu/page?pageNo=1&pageSize=10',
    },
    { name: 'getGift', call: () => points.getGift(3), method: 'GET', path: '/grow/integralSpu/3' },
    {
      name: 'getExchangeOrderPage',
      call: () => points.getExchangeOrderPage({ pageNo: 1 }),
      method: 'GET',
      path: '/grow/integralTrade/page?pageNo=1',
    },
    {
      name: 'getExchangeOrder',
      call: () => points.getExchangeOrder(11, { contacts: 'Chan Tai Man' }),
      method: 'GET',
      path: '/grow/integralTrade/11?contacts=Chan%20Tai%20Man',
    },
    {
      name: 'exchangeGift',
      call: () => points.exchangeGift(exchange),
      method: 'POST',
      path: '/grow/integralTrade',
      data: exchange,
    },
    {
      name: 'getIntegralRule',
      call: () => points.getIntegralRule(),
      method: 'GET',
      path: '/grow/integralRule',
    },
    {
      name: 'getMissionPage',
      call: () => points.getMissionPage({ pageNo: 1 }),
      method: 'GET',
      path: '/grow/mission/page?pageNo=1',
    },
    {
      name: 'completeMission',
      call: () => points.completeMission({ missionId: 4 }),
      method: 'PUT',
      path: '/grow/mission/complete',
      data: { missionId: 4 },
    },
    {
      name: 'completeFixedMission',
      call: () => points.completeFixedMission(),
      method: 'GET',
      path: `/grow/mission/complete/${FIXED_MISSION_ID}`,
    },
    {
      name: 'getBadgeRule',
      call: () => points.getBadgeRule(),
      method: 'GET',
      path: '/grow/badgeRule',
    },
    {
      name: 'getBadgeList',
      call: () => points.getBadgeList({ typeId: 2 }),
      method: 'GET',
      path: '/grow/badge/list?typeId=2',
    },
    { name: 'getBadge', call: () => points.getBadge(6), method: 'GET', path: '/grow/badge/6' },
    {
      name: 'getBadgeTypePage',
      call: () => points.getBadgeTypePage({ pageNo: 1 }),
      method: 'GET',
      path: '/badge/type/page?pageNo=1',
    },
  ],
  ['newIdempotencyKey'],
);

describe('exchange idempotency key', () => {
  it('makes a different key for each attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, () => points.newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(16);
  });
});
