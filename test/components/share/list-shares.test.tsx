import '@tarojs/taro';
import NewsList from '@/features/news/screens/news-list';
import ActivityList from '@/features/activities/screens/activity-list';
import GiftList from '@/features/gifts/screens/gift-list';
import { initLocale, setLocale, t, type MessageKey } from '@/shared/i18n';
import {
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
} from '../support/harness';
import { HAN, paged } from '../news/fixtures';
import { shareHandler } from './share-hooks';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// Issue #20: the news, activity and gift lists share to a chat and to Moments as their detail
// pages do: the page's own path with type=share and, signed in, the sharer's invite (SPEC §2); a
// title in the visitor's language. No picture of their own: WeChat draws the page itself.

pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

const EMPTY = paged([]);
const LISTS = [
  {
    name: 'news',
    route: 'pages/news/news',
    screen: NewsList,
    title: 'news.shareList',
    routes: { 'GET /newsCategory/list': ok([]), 'GET /exhibitionNews/appPage': EMPTY },
  },
  {
    name: 'activity',
    route: 'pages/activity/activity',
    screen: ActivityList,
    title: 'activities.shareList',
    routes: { 'GET /exhibitionNews/appPage': EMPTY },
  },
  {
    name: 'gift',
    route: 'pages/gift/gift',
    screen: GiftList,
    title: 'gifts.shareList',
    routes: { 'GET /grow/integralSpu/page': EMPTY, 'GET /grow/integralFlow/page': EMPTY },
  },
] as const;

describe.each(LISTS)('the $name list shares', ({ route, screen, title, routes }) => {
  beforeEach(() => setRoute(`/${route}`));

  test('a guest: its own path with type=share, no invite, the title in Chinese', async () => {
    mockTaro(routes);
    await mount(screen);
    const chat = shareHandler('onShareAppMessage');
    expect(chat).toEqual({ title: t(title as MessageKey), path: `/${route}?type=share` });
    expect(chat.title).toMatch(HAN);
    expect(shareHandler('onShareTimeline')).toEqual({
      title: t(title as MessageKey),
      query: 'type=share',
    });
  });

  test('signed in, in Portuguese: the invite rides along and the title has no Chinese', async () => {
    storeSession();
    mockTaro(routes);
    await mount(screen);
    setLocale('pt');
    const chat = shareHandler('onShareAppMessage');
    expect(chat.path).toBe(`/${route}?type=share&inviter=7`);
    expect(chat.title).toBe(t(title as MessageKey));
    expect(chat.title).not.toMatch(HAN);
    expect(chat.imageUrl).toBeUndefined();
    const moments = shareHandler('onShareTimeline');
    expect(moments.query).toBe('type=share&inviter=7');
    expect(moments.title).toBe(chat.title);
  });

  test('in English the title is English', async () => {
    mockTaro(routes);
    await mount(screen);
    setLocale('en');
    expect(shareHandler('onShareAppMessage').title).toBe(t(title as MessageKey));
    expect(shareHandler('onShareAppMessage').title).toMatch(/^[\x20-\x7e]+$/);
  });
});
