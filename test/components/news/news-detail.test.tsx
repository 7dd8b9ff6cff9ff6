import Taro from '@tarojs/taro';
import NewsDetail, { shareInfo } from '@/features/news/screens/news-detail';
import { newsShareInfo } from '@/features/news';
import { fitImages } from '@/features/news/fit-images';
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
  waitFor,
  type Envelope,
} from '../support/harness';
import { getByRole, getByText, queryByRole, queryByText } from '../support/queries';
import { HAN, story } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));
// The H5 variant: what reaches innerHTML must be sanitized (taro-notes.md, SPEC §2 news detail).
jest.mock('@/shared/ui/rich-content', () =>
  jest.requireActual('@/shared/ui/rich-content/index.h5'),
);

// SPEC §2 /pages/news/detail, §9 read-more collapse height 400; issue #12.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages/news/detail', { id: '7' });
});

const detail = (extra: Record<string, unknown> = {}) =>
  ok({
    ...story(7),
    contentZht: '<p>第一段</p><img src="https://img.example/wide.jpg" width="2000" height="900">',
    contentPt: '<p>Primeiro parágrafo</p>',
    ...extra,
  });

/** The drawn height of the story's body, as the selector query reports it. */
function bodyHeight(height: number) {
  const query = {
    select: () => query,
    boundingClientRect: (callback: (rect: { height: number }) => void) => {
      callback({ height });
      return query;
    },
    exec: () => undefined,
  };
  return jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never);
}

describe('news detail', () => {
  test('title, time, views and the story; the picture fits the screen', async () => {
    const mocks = mockTaro({ 'GET /exhibitionNews/app/7': detail() });
    await mount(NewsDetail);
    expect(mocks.calls('GET /exhibitionNews/app/7')).toHaveLength(1);
    expect(getByRole('heading', { name: '新聞標題 7' })).toBeTruthy();
    expect(bodyText()).toContain(t('time.hoursAgo', { count: 2 }));
    expect(bodyText()).toContain(t('news.views', { count: 12 }));
    // The rich text draws its content a frame after the page.
    await waitFor(() => queryByText('第一段'));
    const picture = document.querySelector('img[src="https://img.example/wide.jpg"]');
    expect(picture?.getAttribute('width')).toBeNull();
  });

  test('fitImages gives every picture the screen width and drops its fixed size', () => {
    const html = fitImages('<p>a</p><img width="900" style="width:900px" src="x.jpg"/>');
    expect(html).toBe(
      '<p>a</p><img style="max-width:100%;height:auto;display:block;margin:12px auto;" src="x.jpg">',
    );
  });

  test('a stored script payload shows its text and runs nothing', async () => {
    const ran = jest.fn();
    (window as unknown as { pwned: jest.Mock }).pwned = ran;
    mockTaro({
      'GET /exhibitionNews/app/7': detail({
        contentZht:
          '<p>安全的文字</p><script>window.pwned()</script><img src="x" onerror="window.pwned()"><a href="javascript:window.pwned()">連結</a>',
      }),
    });
    await mount(NewsDetail);
    // The rich text draws its content a frame after the page.
    await waitFor(() => queryByText('安全的文字'));
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(getByText('連結').getAttribute('href')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  test('a long story folds at 400 px behind read more, and opens', async () => {
    bodyHeight(900);
    mockTaro({ 'GET /exhibitionNews/app/7': detail() });
    await mount(NewsDetail);
    // Measured a frame after the story is drawn.
    const more = await waitFor(() => queryByRole('button', { name: t('news.readMore') }));
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await tap(more);
    expect(getByRole('button', { name: t('news.collapse') }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  test('a short story has no read more', async () => {
    bodyHeight(300);
    mockTaro({ 'GET /exhibitionNews/app/7': detail() });
    await mount(NewsDetail);
    expect(queryByRole('button', { name: t('news.readMore') })).toBeNull();
  });

  test('loading, then an error with a retry', async () => {
    const first = deferred<Envelope>();
    let attempt = 0;
    const mocks = mockTaro({
      'GET /exhibitionNews/app/7': () => (++attempt === 1 ? first.promise : detail()),
    });
    await mount(NewsDetail);
    // The page-loading indicator (SPEC §9) comes after its 200 ms delay.
    expect((await waitFor(() => queryByRole('status'))).textContent).toBe(t('common.loading'));
    first.resolve(fail(404, '找不到相關資料'));
    await settle();
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /exhibitionNews/app/7')).toHaveLength(2);
    expect(getByRole('heading', { name: '新聞標題 7' })).toBeTruthy();
  });

  test('in Portuguese the story shows no Chinese', async () => {
    setLocale('pt');
    mockTaro({ 'GET /exhibitionNews/app/7': detail() });
    await mount(NewsDetail);
    expect(getByRole('heading', { name: 'Notícia 7' })).toBeTruthy();
    // The rich text draws its content a frame after the page.
    await waitFor(() => queryByText('Primeiro parágrafo'));
    expect(bodyText()).not.toMatch(HAN);
  });

  test('the share gives the title, picture and path of the story', () => {
    setLocale('en');
    // Issue #20: the card's picture is the server's PNG/JPG share picture, not the (SVG) cover.
    const card = 'https://api.example/exhibition-api/art/victory-80.png';
    const info = { title: 'Story 7', imageUrl: card, path: '/pages/news/detail?id=7' };
    const item = { ...story(7), shareImage: card } as Parameters<typeof shareInfo>[0];
    expect(shareInfo(item)).toEqual(info);
    expect(newsShareInfo(item)).toEqual(info);
    const svg = { ...story(7), cover: 'https://api.example/exhibition-api/art/victory-80.svg' };
    expect(shareInfo(svg as Parameters<typeof shareInfo>[0]).imageUrl).toBeUndefined();
  });
});
