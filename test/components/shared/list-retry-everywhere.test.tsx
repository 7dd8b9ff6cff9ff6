import '@tarojs/taro';
import type { ComponentType } from 'react';
import ActivityList from '@/features/activities/screens/activity-list';
import Favourites from '@/features/account/screens/favourites';
import Contest from '@/features/contest/screens/contest';
import MyWorks from '@/features/contest/screens/my-works';
import Ranking from '@/features/contest/screens/ranking';
import GiftList from '@/features/gifts/screens/gift-list';
import OrderList from '@/features/gifts/screens/order-list';
import NewsList from '@/features/news/screens/news-list';
import PointsCentre from '@/features/points/screens/points-centre';
import PointsRecords from '@/features/points/screens/points-records';
import { initLocale, t } from '@/shared/i18n';
import {
  bodyText,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
  tap,
  waitFor,
} from '../support/harness';
import { queryByRole } from '../support/queries';
import { GROUPS, voteInfo, work } from '../contest/fixtures';
import { ORDER, POSTCARD } from '../gifts/fixtures';
import { CATEGORIES, story } from '../news/fixtures';
import { CHECK_IN, FLOWS } from '../points/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// Issue #9 fixed Retry on the favourites: a failed pull-to-refresh of a list already shown is
// refreshed again. Every paged list in the app shares that footer (PagedListState), and this
// holds it on each of them (SPEC §8 lists: pull-to-refresh, load more, error with retry).

pageSuite();
beforeEach(() => {
  initLocale();
  stubIntersectionObserver();
});

const one = <T,>(item: T) => ({ list: [item], total: 1, pageNo: 1, pageSize: 10 });

interface Case {
  name: string;
  route: string;
  Screen: ComponentType;
  /** The list's call, `METHOD /path`. */
  call: string;
  item: unknown;
  /** Text of the item on the screen. */
  shows: string;
  signedIn?: boolean;
  others?: Record<string, unknown>;
}

const NEWS = story(1);
const ACTIVITY = {
  ...story(2, 3),
  kind: 'activity',
  startAt: '2099-01-01T02:00:00.000Z',
  endAt: '2099-01-01T04:00:00.000Z',
  location: '議事亭前地',
};

const CASES: Case[] = [
  {
    name: 'points records',
    route: '/pages/points/records',
    Screen: PointsRecords,
    call: 'GET /grow/integralFlow/page',
    item: FLOWS[0],
    shows: FLOWS[0].reason,
    signedIn: true,
  },
  {
    name: 'points centre missions',
    route: '/pages/points/points',
    Screen: PointsCentre,
    call: 'GET /grow/mission/page',
    item: CHECK_IN,
    shows: '每日簽到',
    signedIn: true,
  },
  {
    name: 'gift exchange',
    route: '/pages/gift/gift',
    Screen: GiftList,
    call: 'GET /grow/integralSpu/page',
    item: POSTCARD,
    shows: POSTCARD.nameZht,
  },
  {
    name: 'exchange records',
    route: '/pages/record/record',
    Screen: OrderList,
    call: 'GET /grow/integralTrade/page',
    item: ORDER,
    shows: ORDER.spuName,
    signedIn: true,
  },
  {
    name: 'my works',
    route: '/pages/signUp/index',
    Screen: MyWorks,
    call: 'GET /votePlayer/public/applyPage',
    item: work(21, { slogan: 'Memória viva' }),
    shows: 'Memória viva',
    signedIn: true,
  },
  {
    name: 'ranking',
    route: '/pages/rank/rank',
    Screen: Ranking,
    call: 'GET /votePlayer/public/rank',
    item: work(5, { rank: 1, slogan: 'Paz e futuro' }),
    shows: 'Paz e futuro',
    others: { 'GET /vote/getGroupByVoteId/1': ok(GROUPS) },
  },
  {
    name: 'contest works',
    route: '/pages/vote/vote',
    Screen: Contest,
    call: 'GET /votePlayer/public/page',
    item: work(3, { slogan: 'Nunca esquecer' }),
    shows: 'Nunca esquecer',
    others: { 'GET /vote/1': ok(voteInfo()), 'GET /vote/getGroupByVoteId/1': ok(GROUPS) },
  },
  {
    name: 'favourites',
    route: '/pages-my/collect',
    Screen: Favourites,
    call: 'GET /jobCollect/page',
    item: {
      id: 1,
      type: 'exhibit',
      exhibitId: 5,
      name: '抗戰家書',
      createdAt: '2025-08-01T02:00:00.000Z',
    },
    shows: '抗戰家書',
    signedIn: true,
  },
  {
    name: 'news',
    route: '/pages/news/news',
    Screen: NewsList,
    call: 'GET /exhibitionNews/appPage',
    item: NEWS,
    shows: NEWS.titleZht,
    others: { 'GET /newsCategory/list': ok(CATEGORIES) },
  },
  {
    name: 'activities',
    route: '/pages/activity/activity',
    Screen: ActivityList,
    call: 'GET /exhibitionNews/appPage',
    item: ACTIVITY,
    shows: ACTIVITY.titleZht,
  },
];

describe('Retry under a list after a failed pull-to-refresh asks for the first page again', () => {
  test.each(CASES)('$name', async ({ route, Screen, call, item, shows, signedIn, others }) => {
    setRoute(route);
    if (signedIn) storeSession();
    let down = false;
    const mocks = mockTaro({
      ...(others as Record<string, never>),
      [call]: () => (down ? fail(500, 'down') : ok(one(item))),
    });
    await mount(Screen);
    await waitFor(() => (bodyText().includes(shows) ? document.body : null));
    const before = mocks.calls(call).length;

    down = true;
    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls(call)).toHaveLength(before + 1);
    expect(bodyText()).toContain(t('common.loadError'));
    // The list stays on the screen while the refresh failed.
    expect(bodyText()).toContain(shows);

    down = false;
    await tap(await waitFor(() => queryByRole('button', { name: t('common.retry') })));
    const calls = mocks.calls(call);
    expect(calls).toHaveLength(before + 2);
    expect(calls.at(-1)?.url).toMatch(/pageNo=1(&|$)/);
    expect(bodyText()).toContain(shows);
    expect(bodyText()).not.toContain(t('common.loadError'));
  });
});
