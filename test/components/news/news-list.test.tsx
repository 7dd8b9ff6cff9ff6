import '@tarojs/taro';
import NewsList from '@/features/news/screens/news-list';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  stubIntersectionObserver,
  tap,
  unmountAll,
  urlsOf,
  type Envelope,
  type SentRequest,
} from '../support/harness';
import { getAllByRole, getByRole, queryAllByRole, queryByText } from '../support/queries';
import { CATEGORIES, HAN, paged, reachBottom, story } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/news/news (tab), §7 News, §9 relative time; issue #12.
pageSuite('/pages/news/news');
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

const categoryOf = (request: SentRequest) => /categoryId=(\d+)/.exec(request.url)?.[1];

function feed(request: SentRequest): Envelope {
  const category = categoryOf(request);
  if (category === '2') return paged([story(21, 2)]);
  if (request.url.includes('pageNo=2')) return paged([story(11)], 11, 2);
  return paged(
    Array.from({ length: 10 }, (_, index) => story(index + 1, 1, index + 1)),
    11,
  );
}

const stories = () => getAllByRole('link');

describe('news tab', () => {
  test('categories as tabs, then stories with title and relative time', async () => {
    const mocks = mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': feed,
    });
    await mount(NewsList);

    const tabs = getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([t('news.all'), '展覽消息', '活動回顧']);
    expect(getByRole('tab', { selected: true }).textContent).toBe(t('news.all'));
    expect(stories()).toHaveLength(10);
    expect(getByRole('link', { name: '新聞標題 1' }).textContent).toContain(t('time.hourAgo'));
    expect(getByRole('link', { name: '新聞標題 3' }).textContent).toContain(
      t('time.hoursAgo', { count: 3 }),
    );
    // Only news categories: activities have their own zone.
    expect(mocks.calls('GET /exhibitionNews/appPage')[0].url).toContain('kind=news');
  });

  test('opening a story goes to its detail', async () => {
    const mocks = mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': feed,
    });
    await mount(NewsList);
    await tap(getByRole('link', { name: '新聞標題 2' }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/news/detail?id=2']);
  });

  test('a category switch shows its stories and is still chosen when the tab comes back', async () => {
    const mocks = mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': feed,
    });
    const { stores } = await mount(NewsList);
    await tap(getByRole('tab', { name: '活動回顧' }));
    expect(getByRole('tab', { selected: true }).textContent).toBe('活動回顧');
    expect(stories().map((link) => link.getAttribute('aria-label'))).toEqual(['新聞標題 21']);
    expect(categoryOf(mocks.calls('GET /exhibitionNews/appPage').at(-1) as SentRequest)).toBe('2');

    // The visitor leaves and comes back: same stores, a new page.
    unmountAll();
    await mount(NewsList, stores);
    expect(getByRole('tab', { selected: true }).textContent).toBe('活動回顧');
    expect(stories()).toHaveLength(1);
  });

  test('pull-to-refresh reads the first page again; the bottom loads the next', async () => {
    const mocks = mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': feed,
    });
    await mount(NewsList);
    await reachBottom();
    expect(stories()).toHaveLength(11);
    expect(queryByText(t('common.noMore'))).not.toBeNull();

    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /exhibitionNews/appPage')).toHaveLength(3);
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();
  });

  test('loading, then the empty state of a category', async () => {
    const answer = deferred<Envelope>();
    mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': () => answer.promise,
    });
    await mount(NewsList);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    answer.resolve(paged([]));
    await fireLifecycle('componentDidShow');
    expect(queryByText(t('news.empty'))).not.toBeNull();
    expect(queryAllByRole('link')).toHaveLength(0);
  });

  test('an error offers a retry that loads the stories', async () => {
    let attempt = 0;
    const mocks = mockTaro({
      'GET /newsCategory/list': ok(CATEGORIES),
      'GET /exhibitionNews/appPage': (request) =>
        ++attempt === 1 ? fail(500, '錯誤') : feed(request),
    });
    await mount(NewsList);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /exhibitionNews/appPage')).toHaveLength(2);
    expect(stories()).toHaveLength(10);
  });

  test('in Portuguese the tab shows no Chinese', async () => {
    setLocale('pt');
    mockTaro({ 'GET /newsCategory/list': ok(CATEGORIES), 'GET /exhibitionNews/appPage': feed });
    await mount(NewsList);
    expect(getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todas',
      'Exposição',
      'Recapitulação',
    ]);
    expect(getByRole('link', { name: 'Notícia 1' })).toBeTruthy();
    expect(bodyText()).not.toMatch(HAN);
  });
});
