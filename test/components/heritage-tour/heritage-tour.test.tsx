import Taro from '@tarojs/taro';
import HeritageTour from '@/features/heritage-tour/screens/heritage-tour';
import ArRules from '@/features/heritage-tour/screens/heritage-tour-rules';
import { AR_CHECK_INS_KEY } from '@/features/heritage-tour/check-ins';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import {
  bodyText,
  deferred,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  storeSession,
  stubIntersectionObserver,
  tap,
  toastTitles,
  urlsOf,
  waitFor,
  type Envelope,
} from '../support/harness';
import { getAllByRole, getByRole, queryByRole, queryByText } from '../support/queries';
import { HAN, paged } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/ar/ar and /pages/arRules/arRules, §7 GET /arParam/page and mission complete,
// §9 earth radius; issue #12.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  storage.remove(AR_CHECK_INS_KEY);
  setRoute('/pages/ar/ar');
});

const site = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  nameZht: `世遺地點 ${id}`,
  nameZhs: `世遗地点 ${id}`,
  namePt: `Local ${id}`,
  nameEn: `Site ${id}`,
  descriptionZht: `地點介紹 ${id}`,
  descriptionPt: `Descrição ${id}`,
  descriptionEn: `About site ${id}`,
  cover: `https://img.example/s${id}.jpg`,
  latitude: 22.1971,
  longitude: 113.5409,
  link: `/pages/ar/ar?id=${id}`,
  sort: id,
  ...extra,
});
const SITES = [site(1), site(2, { latitude: 22.1935, longitude: 113.5398 })];
const checkIn = (pointsAwarded: number) => ok({ id: 9, pointsAwarded });

describe('AR heritage tour', () => {
  test('each site: picture, name, description; distance once located', async () => {
    mockTaro({ 'GET /arParam/page': paged(SITES) });
    jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.1971, longitude: 113.5409 } as never);
    await mount(HeritageTour);
    const sites = getAllByRole('listitem');
    expect(sites.map((each) => each.getAttribute('aria-label'))).toEqual([
      '世遺地點 1',
      '世遺地點 2',
    ]);
    expect(sites[0].textContent).toContain('地點介紹 1');
    expect(getByRole('status').textContent).toBe(t('tour.progress', { done: 0, total: 2 }));

    await tap(getByRole('button', { name: t('tour.locate') }));
    expect(getAllByRole('listitem')[0].textContent).toContain(
      t('tour.distance', { distance: '0 m' }),
    );
    expect(getAllByRole('listitem')[1].textContent).toContain(
      t('tour.distance', { distance: '416 m' }),
    );
  });

  test('signed in, a site is checked in with the server, which alone completes the mission', async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /arParam/page': paged(SITES),
      'GET /crm/userFootprint/page': paged([]),
      // The server pays on the check-in that completes the tour, and never again.
      'POST /crm/userFootprint': (request) =>
        checkIn(
          (request.data as { targetId: number }).targetId === 2 &&
            mocks.calls('POST /crm/userFootprint').length === 2
            ? 50
            : 0,
        ),
    });
    // Issue #21: the check-in carries where the visitor is (WGS-84); the server decides.
    const located = jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.1971, longitude: 113.5409 } as never);
    await mount(HeritageTour);
    await tap(getByRole('button', { name: t('tour.open', { name: '世遺地點 1' }) }));
    expect(getByRole('dialog', { name: '世遺地點 1' })).toBeTruthy();
    expect(located).toHaveBeenCalledWith(expect.objectContaining({ type: 'wgs84' }));
    expect(mocks.calls('POST /crm/userFootprint').map((call) => call.data)).toEqual([
      { type: 'ar', targetId: 1, latitude: 22.1971, longitude: 113.5409 },
    ]);
    expect(getByRole('status').textContent).toBe(t('tour.progress', { done: 1, total: 2 }));
    await tap(getByRole('button', { name: t('tour.close') }));
    expect(queryByRole('dialog')).toBeNull();

    await tap(getByRole('button', { name: t('tour.open', { name: '世遺地點 2' }) }));
    expect(getByRole('status').textContent).toBe(t('tour.progress', { done: 2, total: 2 }));
    expect(toastTitles(mocks)).toContain(t('tour.missionDone', { points: 50 }));

    await tap(getByRole('button', { name: t('tour.close') }));
    await tap(getByRole('button', { name: t('tour.open', { name: '世遺地點 1' }) }));
    expect(toastTitles(mocks)).toContain(t('tour.missionAlready'));
    // The app never claims the mission itself (server/API.md missions).
    expect(mocks.calls('GET /grow/mission/complete/4')).toHaveLength(0);
    expect(mocks.calls('PUT /grow/mission/complete')).toHaveLength(0);
  });

  test("signed in, the progress is the server's check-ins; a guest's stay on the device", async () => {
    storeSession();
    const mocks = mockTaro({
      'GET /arParam/page': paged(SITES),
      'GET /crm/userFootprint/page': paged([{ id: 5, type: 'ar', targetId: 2 }]),
    });
    await mount(HeritageTour);
    await waitFor(() => queryByText(t('tour.progress', { done: 1, total: 2 })));
    expect(mocks.calls('GET /crm/userFootprint/page')[0].url).toContain('type=ar');
    expect(getAllByRole('listitem')[1].textContent).toContain(t('tour.checkedIn'));
  });

  test('a guest opening a site sends nothing to the server', async () => {
    const mocks = mockTaro({ 'GET /arParam/page': paged(SITES) });
    await mount(HeritageTour);
    await tap(getByRole('button', { name: t('tour.open', { name: '世遺地點 1' }) }));
    expect(getByRole('status').textContent).toBe(t('tour.progress', { done: 1, total: 2 }));
    expect(mocks.calls('POST /crm/userFootprint')).toHaveLength(0);
    expect(storage.read(AR_CHECK_INS_KEY)).toEqual([1]);
  });

  test('an experience on an https page opens in the web view', async () => {
    const mocks = mockTaro({
      'GET /arParam/page': paged([site(3, { link: 'https://ar.example.org/site/3' })]),
    });
    await mount(HeritageTour);
    await tap(getByRole('button', { name: t('tour.open', { name: '世遺地點 3' }) }));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      `/pages/webview/index?url=${encodeURIComponent('https://ar.example.org/site/3')}`,
    ]);
  });

  test("a site's own link opens its experience", async () => {
    setRoute('/pages/ar/ar', { id: '2' });
    mockTaro({ 'GET /arParam/page': paged(SITES) });
    await mount(HeritageTour);
    expect(getByRole('dialog', { name: '世遺地點 2' })).toBeTruthy();
  });

  test("issue #27: a site opened from its own link adds to the server's check-ins, not over them", async () => {
    storeSession();
    setRoute('/pages/ar/ar', { id: '3' });
    const five = [site(1), site(2), site(3), site(4), site(5)];
    const footprints = deferred<Envelope>();
    const checkedIn = deferred<Envelope>();
    mockTaro({
      'GET /arParam/page': paged(five),
      'GET /crm/userFootprint/page': () => footprints.promise,
      'POST /crm/userFootprint': () => checkedIn.promise,
    });
    jest
      .spyOn(Taro, 'getLocation')
      .mockResolvedValue({ latitude: 22.1971, longitude: 113.5409 } as never);
    await mount(HeritageTour);
    // The site's experience opened from the link before the server's check-ins came back.
    expect(getByRole('dialog', { name: '世遺地點 3' })).toBeTruthy();
    footprints.resolve(paged([1, 2, 4].map((targetId) => ({ id: targetId, targetId }))));
    await waitFor(() => queryByText(t('tour.progress', { done: 3, total: 5 })));
    checkedIn.resolve(checkIn(0));
    await waitFor(() => queryByText(t('tour.progress', { done: 4, total: 5 })));
    await settle();
    expect(getByRole('status').textContent).toBe(t('tour.progress', { done: 4, total: 5 }));
  });

  test('loading, empty, and an error with a retry', async () => {
    const first = deferred<Envelope>();
    let attempt = 0;
    const mocks = mockTaro({
      'GET /arParam/page': () =>
        ++attempt === 1 ? first.promise : attempt === 2 ? fail(500, '錯誤') : paged([]),
    });
    await mount(HeritageTour);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    first.resolve(paged([]));
    await settle();
    expect(queryByText(t('tour.empty'))).not.toBeNull();
    await fireLifecycle('onPullDownRefresh');
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /arParam/page')).toHaveLength(3);
  });

  test('in Portuguese the tour shows no Chinese', async () => {
    setLocale('pt');
    mockTaro({ 'GET /arParam/page': paged(SITES) });
    await mount(HeritageTour);
    await tap(getByRole('button', { name: t('tour.open', { name: 'Local 1' }) }));
    expect(bodyText()).toContain('Descrição 1');
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('AR tour rules', () => {
  test('the rules from page info, after loading', async () => {
    setRoute('/pages/arRules/arRules');
    const answer = deferred<Envelope>();
    mockTaro({ 'GET /pageInfo/6': () => answer.promise });
    await mount(ArRules);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    answer.resolve(
      ok({
        id: 6,
        titleZht: 'AR導賞規則',
        titleZhs: 'AR导赏规则',
        titlePt: 'Regras',
        titleEn: 'Rules',
        contentZht: '<p>打卡五個地點</p>',
        contentZhs: '',
        contentPt: '',
        contentEn: '',
      }),
    );
    // The rich text draws its content a frame after the page.
    await waitFor(() => queryByText('打卡五個地點'));
    expect(getByRole('heading', { name: 'AR導賞規則' })).toBeTruthy();
  });
});
