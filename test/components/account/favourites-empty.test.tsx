import '@tarojs/taro';
import CollectPage from '@/features/account/screens/favourites';
import { initLocale, setLocale, type Locale } from '@/shared/i18n';
import {
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// Issue #12: the favourites page lists the exhibits the visitor follows and the news and
// activities they keep, so its empty text speaks of favourites, not of exhibits only.

pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages-my/collect');
  storeSession();
});
afterAll(() => {
  setLocale('zh-Hant');
});

const EMPTY: [Locale, string, RegExp][] = [
  ['zh-Hant', '還沒有任何收藏', /展品/],
  ['zh-Hans', '还没有任何收藏', /展品/],
  ['pt', 'Ainda não tem favoritos', /peças|exposição|objetos/i],
  ['en', 'No favourites yet', /exhibit/i],
];

test.each(EMPTY)(
  'in %s an empty list says “%s”, and nothing about exhibits only',
  async (locale, text, exhibitsOnly) => {
    setLocale(locale);
    mockTaro({ 'GET /jobCollect/page': ok({ list: [], total: 0, pageNo: 1, pageSize: 10 }) });
    await mount(CollectPage);
    const body = document.body.textContent ?? '';
    expect(body).toContain(text);
    expect(body).not.toMatch(exhibitsOnly);
  },
);
