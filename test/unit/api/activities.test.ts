import * as activities from '@/features/activities/api';
import { describeCalls } from './harness';

describeCalls('Activities: news items of kind activity (server/API.md)', activities, [
  {
    name: 'getActivityPage',
    call: () => activities.getActivityPage({ pageNo: 2, pageSize: 10 }),
    method: 'GET',
    path: '/exhibitionNews/appPage?pageNo=2&pageSize=10&kind=activity',
  },
  {
    name: 'getActivityDetail',
    call: () => activities.getActivityDetail(9),
    method: 'GET',
    path: '/exhibitionNews/app/9',
  },
]);
