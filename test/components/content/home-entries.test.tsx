import '@tarojs/taro';
import Home from '@/features/content/screens/home';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  mockTaro,
  mount,
  mountWithStores,
  ok,
  pageSuite,
  setRoute,
  settle,
  stubIntersectionObserver,
  tap,
  urlsOf,
} from '../support/harness';
import { getByRole, queryByText } from '../support/queries';
import { RootStore } from '@/shared/stores/root-store';
import { HAN, paged, story } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §1 four languages, §2 home; issue #12: the entry marks were Chinese characters on every
// language's screen; they are drawn icons now (home.less), the AR tour's its Latin letters.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages/home/index');
});

const ROUTES = {
  'GET /carousel/info/page': paged([]),
  'GET /poster/expand/appPage': paged([]),
  'GET /newsCategory/list': ok([]),
  'GET /exhibitionNews/appPage': paged([story(1)]),
  'GET /exhibition/public/info': ok({ id: 1 }),
};

describe('home entries', () => {
  test.each(['pt', 'en'] as const)('in %s no entry shows a Chinese mark', async (locale) => {
    setLocale(locale);
    const mocks = mockTaro(ROUTES);
    await mount(Home);
    const entry = getByRole('link', { name: t('page.activity') });
    expect(entry.textContent).toBe(t('page.activity'));
    expect(getByRole('link', { name: t('page.ar') }).textContent).toContain('AR');
    expect(bodyText()).not.toMatch(HAN);
    await tap(entry);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/activity/activity']);
  });

  // Issue #21: "Badges & achievements" broke inside "achievements" in en: the entry's label is
  // short, and opens the same page.
  test('in en the badges entry is one short word, and opens the badges page', async () => {
    setLocale('en');
    const mocks = mockTaro(ROUTES);
    await mount(Home);
    const entry = getByRole('link', { name: 'Badges' });
    expect(entry.textContent).toBe('Badges');
    await tap(entry);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/achieveMents/achieveMents']);
  });

  test('in Chinese too the marks are icons, not characters, and the link is named by its label', async () => {
    mockTaro(ROUTES);
    await mount(Home);
    const entry = getByRole('link', { name: '活動專區' });
    expect(entry.textContent).toBe('活動專區');
    expect(getByRole('link', { name: 'AR世遺導賞' }).textContent).toBe('ARAR世遺導賞');
  });
});

// Issue #14: the latest news close home and are drawn one task after the rest, so that home's
// first render and the render that brings its data are shorter tasks on a phone.
test('home draws the latest news after its entries (one task later: use-next-task.test.ts)', async () => {
  mockTaro(ROUTES);
  await mountWithStores(<Home />, new RootStore());
  expect(getByRole('link', { name: '活動專區' })).toBeTruthy();
  await settle();
  expect(queryByText(t('home.latestNews'))).not.toBeNull();
  expect(queryByText(story(1).titleZht)).not.toBeNull();
});

// Issue #21: a lecture among home's latest opened as a news story showing only its publication
// date; an activity opens as an activity (date, place, map, reminder).
test("home's latest: a story opens as a story, an activity as an activity", async () => {
  const lecture = { ...story(7), titleZht: '專題講座', kind: 'activity' as const };
  const mocks = mockTaro({
    ...ROUTES,
    'GET /exhibitionNews/appPage': paged([story(1), lecture]),
  });
  await mountWithStores(<Home />, new RootStore());
  await settle();
  await tap(getByRole('link', { name: /專題講座/ }));
  await tap(getByRole('link', { name: new RegExp(story(1).titleZht) }));
  expect(urlsOf(mocks.navigateTo)).toEqual([
    '/pages/activity/detail?id=7',
    '/pages/news/detail?id=1',
  ]);
});
