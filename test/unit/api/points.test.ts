import { FIXED_MISSION_ID } from '@/shared/api/fixed-ids';
import * as points from '@/features/points/api';
import { describeCalls } from './harness';

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
  ['getPointsBalance'],
);
