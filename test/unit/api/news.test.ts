import * as news from '@/features/news/api';
import { describeCalls } from './harness';

describeCalls('SPEC §7 News (activities are news of kind activity)', news, [
  {
    name: 'getNewsPage',
    call: () => news.getNewsPage({ pageNo: 1, pageSize: 10, categoryId: 2 }),
    method: 'GET',
    path: '/exhibitionNews/appPage?pageNo=1&pageSize=10&categoryId=2',
  },
  {
    name: 'getUserNewsPage',
    call: () => news.getUserNewsPage({ pageNo: 1 }),
    method: 'GET',
    path: '/exhibitionNews/user/appPage?pageNo=1',
  },
  {
    name: 'getNewsDetail',
    call: () => news.getNewsDetail(31),
    method: 'GET',
    path: '/exhibitionNews/app/31',
  },
  {
    name: 'getNewsCategories',
    call: () => news.getNewsCategories(),
    method: 'GET',
    path: '/newsCategory/list',
  },
  {
    name: 'getAdvertsByType',
    call: () => news.getAdvertsByType(4),
    method: 'GET',
    path: '/news/sysAdvert/getType/4',
  },
  {
    name: 'getLayoutPage',
    call: () => news.getLayoutPage({ code: 'home' }),
    method: 'GET',
    path: '/layout/management/page?code=home',
  },
  {
    name: 'getNewsWordPage',
    call: () => news.getNewsWordPage({ pageNo: 1 }),
    method: 'GET',
    path: '/news/word/page?pageNo=1',
  },
]);
