import Taro from '@tarojs/taro';
import NewsDetail from '@/features/news/screens/news-detail';
import CollectPage from '@/features/account/screens/favourites';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  answerModal,
  bodyText,
  modalContents,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
  tap,
  toastTitles,
  unmountAll,
  urlsOf,
  waitUntil,
} from '../support/harness';
import { getByRole, queryAllByRole, within } from '../support/queries';
import { HAN, story } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// Favourite stories (issue #12): SPEC §2 news detail "add to and remove from favourites" and the
// favourites page /pages-my/collect; §7 POST and DELETE /crm/userFootprint, GET /jobCollect/page;
// §6 a guest is sent to log in first.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => initLocale());

const favouriteButton = () => getByRole('button', { name: t('news.favourite') });
const unfavouriteButton = () => getByRole('button', { name: t('news.unfavourite') });

describe('the favourite button of a story', () => {
  beforeEach(() => setRoute('/pages/news/detail', { id: '7' }));

  test('signed in: adds the story, then takes it off again', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /exhibitionNews/app/7': ok(story(7)),
      'POST /crm/userFootprint': ok({ id: 41, pointsAwarded: 0 }),
      'DELETE /crm/userFootprint': ok(null),
    });
    await mount(NewsDetail);
    expect(favouriteButton().getAttribute('aria-pressed')).toBe('false');

    await tap(favouriteButton());
    expect(mocks.calls('POST /crm/userFootprint').map((call) => call.data)).toEqual([
      { type: 'news', targetId: 7, kind: 'collect' },
    ]);
    expect(unfavouriteButton().getAttribute('aria-pressed')).toBe('true');
    expect(toastTitles(mocks)).toContain(t('news.favouriteAdded'));

    await tap(unfavouriteButton());
    expect(mocks.calls('DELETE /crm/userFootprint').map((call) => call.data)).toEqual([[41]]);
    expect(favouriteButton().getAttribute('aria-pressed')).toBe('false');
    expect(toastTitles(mocks)).toContain(t('news.favouriteRemoved'));
  });

  test('a story the visitor keeps shows so, and removing it uses its favourite id', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /exhibitionNews/app/7': ok({ ...story(7), favouriteId: 12 }),
      'DELETE /crm/userFootprint': ok(null),
    });
    await mount(NewsDetail);
    await tap(unfavouriteButton());
    expect(mocks.calls('DELETE /crm/userFootprint').map((call) => call.data)).toEqual([[12]]);
  });

  test('a failed add keeps the button as it was', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /exhibitionNews/app/7': ok(story(7)),
      'POST /crm/userFootprint': { code: 404, msg: '找不到', data: null },
    });
    await mount(NewsDetail);
    await tap(favouriteButton());
    expect(favouriteButton().getAttribute('aria-pressed')).toBe('false');
    expect(toastTitles(mocks)).toContain('找不到');
  });

  // Issue #21: a guest went to login with no word, and the story was not kept after it.
  test('a guest is told why, sent to log in, and back here the story is kept', async () => {
    const mocks = mockTaro({
      'GET /exhibitionNews/app/7': ok(story(7)),
      'POST /crm/userFootprint': ok({ id: 41, pointsAwarded: 0 }),
    });
    const modal = answerModal(true);
    await mount(NewsDetail);
    await tap(favouriteButton());
    expect(modalContents(modal)).toEqual([t('news.loginToFavourite')]);
    expect(mocks.calls('POST /crm/userFootprint')).toHaveLength(0);
    expect(urlsOf(mocks.navigateTo)[0]).toMatch(/^\/pages\/login\/login\?redirect=/);
    unmountAll();

    // Logged in, the login sends the visitor back to the story.
    storeSession();
    await mount(NewsDetail);
    await waitUntil(() => mocks.calls('POST /crm/userFootprint').length === 1);
    expect(mocks.calls('POST /crm/userFootprint')[0].data).toMatchObject({
      type: 'news',
      targetId: 7,
      kind: 'collect',
    });
    await waitUntil(() => queryAllByRole('button', { name: t('news.unfavourite') }).length === 1);
    expect(toastTitles(mocks)).toContain(t('news.favouriteAdded'));
  });

  test('in Portuguese the button speaks Portuguese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({ 'GET /exhibitionNews/app/7': ok(story(7)) });
    await mount(NewsDetail);
    expect(favouriteButton().textContent).toBe('Guardar nos favoritos');
    expect(favouriteButton().textContent).not.toMatch(HAN);
  });
});

describe('stories on the favourites page', () => {
  beforeEach(() => {
    setRoute('/pages-my/collect');
    storeSession();
  });

  const NEWS = {
    id: 41,
    type: 'news',
    targetId: 7,
    name: '新聞 7',
    nameZht: '新聞 7',
    nameZhs: '新闻 7',
    namePt: 'Notícia 7',
    nameEn: 'Story 7',
    cover: '',
    createdAt: '2026-11-20T04:00:00.000Z',
  };
  const EXHIBIT = {
    id: 5,
    type: 'exhibit',
    targetId: 5,
    exhibitId: 5,
    name: '抗戰家書',
    nameZht: '抗戰家書',
    nameZhs: '抗戰家書',
    namePt: 'Letters home from the war',
    nameEn: 'Letters home from the war',
    cover: '',
    createdAt: '2026-11-19T04:00:00.000Z',
  };
  const page = ok({ list: [NEWS, EXHIBIT], total: 2, pageNo: 1, pageSize: 10 });
  const names = () => queryAllByRole('group').map((card) => card.getAttribute('aria-label'));

  test('a story shows its name in the current language and opens the story', async () => {
    setLocale('pt');
    const mocks = mockTaro({ 'GET /jobCollect/page': page });
    await mount(CollectPage);
    expect(names()).toEqual(['Notícia 7', 'Letters home from the war']);
    await tap(getByRole('link', { name: 'Notícia 7' }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/news/detail?id=7']);
  });

  test('removing a story deletes its favourite; removing an exhibit unfollows it', async () => {
    const mocks = mockTaro({
      'GET /jobCollect/page': page,
      'DELETE /crm/userFootprint': ok(null),
      'DELETE /crm/exhibitsInterest/cancelAttention': ok(null),
    });
    jest
      .spyOn(Taro, 'showModal')
      .mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never);
    await mount(CollectPage);
    const remove = (name: string) =>
      within(getByRole('group', { name })).getByRole('button', {
        name: t('settings.collect.remove'),
      });

    await tap(remove('新聞 7'));
    expect(mocks.calls('DELETE /crm/userFootprint').map((call) => call.data)).toEqual([[41]]);
    expect(mocks.calls('DELETE /crm/exhibitsInterest/cancelAttention')).toHaveLength(0);
    expect(names()).toEqual(['抗戰家書']);

    await tap(remove('抗戰家書'));
    expect(mocks.calls('DELETE /crm/exhibitsInterest/cancelAttention')).toHaveLength(1);
    expect(names()).toEqual([]);
    expect(bodyText()).toContain(t('settings.collect.empty'));
  });
});
