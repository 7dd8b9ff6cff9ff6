import '@tarojs/taro';
import Webview from '@/features/content/screens/webview';
import Constitution from '@/features/content/screens/constitution';
import HomeSecond from '@/features/content/screens/home-second';
import { isAllowedWebviewUrl } from '@/features/content/webview-hosts';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  fail,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  stubIntersectionObserver,
  tap,
  urlsOf,
  waitFor,
  type Envelope,
} from '../support/harness';
import { getByRole, queryByRole, queryByText, within } from '../support/queries';
import { HAN, paged, story } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/webview/index, /pages/constitution/constitution, /pages/home/index1; issue #12.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

describe('web view', () => {
  test('an address on the allow-list opens in the page', async () => {
    setRoute('/pages/webview/index', { url: 'https://www.wh.mo/cn/site/detail/1' });
    mockTaro();
    await mount(Webview);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.wh.mo/cn/site/detail/1',
    );
    expect(queryByRole('alert')).toBeNull();
  });

  test('any other address is named and refused, never loaded', async () => {
    setRoute('/pages/webview/index', { url: 'https://evil.example.com/phish' });
    mockTaro();
    await mount(Webview);
    expect(document.querySelector('iframe')).toBeNull();
    const alert = getByRole('alert');
    expect(alert.textContent).toContain(t('content.webviewRefused'));
    expect(alert.textContent).toContain('evil.example.com');
  });

  test('the allow-list: https only, exact hosts or their sub-domains, no look-alikes', () => {
    const hosts = ['*.gov.mo', 'www.wh.mo'];
    expect(isAllowedWebviewUrl('https://www.gov.mo/zh-hant/', hosts)).toBe(true);
    expect(isAllowedWebviewUrl('https://www.wh.mo/', hosts)).toBe(true);
    expect(isAllowedWebviewUrl('http://www.wh.mo/', hosts)).toBe(false);
    expect(isAllowedWebviewUrl('https://www.wh.mo.evil.com/', hosts)).toBe(false);
    expect(isAllowedWebviewUrl('https://evilgov.mo/', hosts)).toBe(false);
    expect(isAllowedWebviewUrl('https://www.wh.mo@evil.com/', hosts)).toBe(false);
    expect(isAllowedWebviewUrl('javascript:alert(1)', hosts)).toBe(false);
  });

  test('in Portuguese the refusal shows no Chinese', async () => {
    setLocale('pt');
    setRoute('/pages/webview/index', { url: 'https://evil.example.com/' });
    mockTaro();
    await mount(Webview);
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('charter and introduction', () => {
  test('from page info, after loading; an error offers a retry', async () => {
    setRoute('/pages/constitution/constitution');
    const first = deferred<Envelope>();
    let attempt = 0;
    const page = ok({
      id: 4,
      titleZht: '章程',
      titleZhs: '章程',
      titlePt: 'Estatuto',
      titleEn: 'Charter',
      contentZht: '<p>宗旨</p>',
      contentZhs: '<p>宗旨</p>',
      contentPt: '<p>Objectivos</p>',
      contentEn: '<p>Purpose</p>',
    });
    mockTaro({ 'GET /pageInfo/4': () => (++attempt === 1 ? first.promise : page) });
    setLocale('pt');
    await mount(Constitution);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    first.resolve(fail(500, 'erro'));
    await settle();
    await tap(getByRole('button', { name: t('common.retry') }));
    await waitFor(() => queryByText('Objectivos'));
    expect(getByRole('heading', { name: 'Estatuto' })).toBeTruthy();
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('second home page', () => {
  beforeEach(() => setRoute('/pages/home/index1'));

  const routes = {
    'GET /layout/management/page': paged([
      {
        id: 1,
        code: 'home-entry',
        titleZht: '活動專區',
        titleZhs: '活动专区',
        titlePt: 'Actividades',
        titleEn: 'Activities',
        link: '/pages/activity/activity',
        icon: 'https://img.example/i1.jpg',
      },
    ]),
    'GET /poster/expand/appPage': paged([
      {
        id: 2,
        image: 'https://img.example/p.jpg',
        title: '珍愛和平',
        titleZht: '珍愛和平',
        titlePt: 'Valorizar a paz',
        titleEn: 'Cherish peace',
        link: '/pages/vote/vote',
      },
    ]),
    'GET /exhibitionNews/appPage': paged([story(1)]),
  };

  test('entries, posters and the latest news open their pages', async () => {
    const mocks = mockTaro(routes);
    await mount(HomeSecond);
    const explore = within(getByRole('region', { name: t('home.explore') }));
    await tap(explore.getByRole('link', { name: '活動專區' }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/activity/activity']);
    await tap(getByRole('link', { name: '珍愛和平' }));
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/vote/vote']);
    await tap(getByRole('link', { name: '新聞標題 1' }));
    expect(urlsOf(mocks.navigateTo)).toContain('/pages/news/detail?id=1');
  });

  test('loading, then errors with retries', async () => {
    const news = deferred<Envelope>();
    mockTaro({
      ...routes,
      'GET /layout/management/page': fail(500, '錯誤'),
      'GET /exhibitionNews/appPage': () => news.promise,
    });
    await mount(HomeSecond);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    news.resolve(paged([]));
    await settle();
    expect(queryByText(t('common.empty'))).not.toBeNull();
    const explore = within(getByRole('region', { name: t('home.explore') }));
    expect(explore.getByRole('button', { name: t('common.retry') })).toBeTruthy();
  });

  test('in English the page shows no Chinese', async () => {
    setLocale('en');
    mockTaro(routes);
    await mount(HomeSecond);
    expect(bodyText()).toContain('Cherish peace');
    expect(bodyText()).not.toMatch(HAN);
  });
});
