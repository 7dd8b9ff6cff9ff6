import '@tarojs/taro';
import PointsCentre from '@/features/points/screens/points-centre';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  bodyText,
  deferred,
  type Envelope,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  settle,
  storeSession,
  tap,
  toastTitles,
  urlsOf,
  waitUntil,
} from '../support/harness';
import { CHECK_IN, FLOWS, itemWith, paged, READ_NEWS, VOTE } from './fixtures';
import { getByRole, getByText, queryAllByRole, queryAllByText, within } from '../support/queries';
import { HAN } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/points/points, §7 "Points, badges and gifts"; issue #11.
pageSuite('/pages/points/points');
beforeEach(initLocale);

const RULE = { contentZht: '<p>積分規則內容</p>', contentPt: '<p>Regras dos pontos</p>' };

const routes = (missions: Envelope = paged([CHECK_IN, READ_NEWS, VOTE])) => ({
  'GET /grow/mission/page': missions,
  'GET /grow/integralFlow/page': paged(FLOWS.slice(0, 1), 2, 1, 1),
  'GET /grow/integralRule': ok(RULE),
});

const balance = () => getByRole('status').getAttribute('aria-label');

describe('points centre', () => {
  test('a guest is sent to login with a way back, and no mission is asked for', async () => {
    const mocks = mockTaro(routes());
    await mount(PointsCentre);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fpoints%2Fpoints',
    ]);
    expect(mocks.calls('GET /grow/mission/page')).toHaveLength(0);
    expect(queryAllByText(t('message.loginFirst'))).not.toHaveLength(0);
  });

  test('a guest who logs in and comes back sees the balance and the missions', async () => {
    const mocks = mockTaro(routes());
    const stores = new RootStore();
    await mount(PointsCentre, stores);
    storeSession();
    stores.session.restore();
    await fireLifecycle('componentDidShow');
    expect(balance()).toBe(`${t('points.balance')} 1205`);
    expect(queryAllByRole('listitem')).toHaveLength(3);
    expect(mocks.calls('GET /grow/mission/page')).toHaveLength(1);
  });

  test('shows the balance from the ledger, the missions, the ways on and the rules', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    const stores = new RootStore();
    await mount(PointsCentre, stores);

    // The stored user said 1200; the ledger's newest row says 1205, and every screen follows it.
    expect(balance()).toBe(`${t('points.balance')} 1205`);
    expect(stores.session.user?.points).toBe(1205);
    expect(mocks.calls('GET /grow/integralFlow/page')[0].url).toContain('pageSize=1');

    const checkIn = itemWith('每日簽到');
    expect(checkIn.textContent).toContain(t('points.reward', { points: 5 }));
    expect(checkIn.textContent).toContain(t('points.daily'));
    expect(checkIn.textContent).toContain('每天到積分中心簽到一次。');
    within(checkIn).getByRole('button', { name: t('points.claimOf', { name: '每日簽到' }) });
    // Reading is done elsewhere: the centre only shows the way there.
    within(itemWith('閱讀一篇新聞')).getByRole('link', {
      name: t('points.goTo', { name: '閱讀一篇新聞' }),
    });
    expect(itemWith('為標語作品投票').textContent).toContain(t('points.done'));
    expect(
      queryAllByRole('button').filter((each) => itemWith('為標語作品投票').contains(each)),
    ).toEqual([]);

    await tap(getByRole('link', { name: t('page.pointsRecords') }));
    await tap(getByRole('link', { name: t('page.achievements') }));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/points/records',
      '/pages/achieveMents/achieveMents',
    ]);
    // The rich text draws its content a frame after the page.
    const rules = getByRole('region', { name: t('points.rules') });
    await waitUntil(() => (rules.textContent ?? '').includes('積分規則內容'));
    expect(rules.textContent).toContain('積分規則內容');
  });

  test('claiming the check-in credits it once: the balance grows and the mission is done', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockTaro({
      ...routes(),
      'PUT /grow/mission/complete': () => answer.promise,
    });
    const stores = new RootStore();
    await mount(PointsCentre, stores);

    // A double tap while the first claim is on its way.
    await tap(getByRole('button', { name: t('points.claimOf', { name: '每日簽到' }) }));
    await tap(getByRole('button', { name: t('points.claimOf', { name: '每日簽到' }) }));
    answer.resolve(ok({ missionId: CHECK_IN.id, completed: true, pointsAwarded: 5 }));
    await settle();

    const puts = mocks.calls('PUT /grow/mission/complete');
    expect(puts.map((each) => each.data)).toEqual([{ missionId: CHECK_IN.id }]);
    expect(toastTitles(mocks)).toContain(t('points.earned', { points: 5 }));
    expect(itemWith('每日簽到').textContent).toContain(t('points.done'));
    expect(balance()).toBe(`${t('points.balance')} 1210`);
    expect(stores.session.user?.points).toBe(1210);
  });

  test('a claim that fails credits nothing and can be tried again', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes(),
      'PUT /grow/mission/complete': () =>
        ++attempt === 1
          ? fail(500, '服務器錯誤')
          : ok({ missionId: CHECK_IN.id, completed: true, pointsAwarded: 5 }),
    });
    const stores = new RootStore();
    await mount(PointsCentre, stores);

    const claim = t('points.claimOf', { name: '每日簽到' });
    await tap(getByRole('button', { name: claim }));
    expect(toastTitles(mocks)).not.toContain(t('points.earned', { points: 5 }));
    expect(itemWith('每日簽到').textContent).not.toContain(t('points.done'));
    expect(balance()).toBe(`${t('points.balance')} 1205`);

    await tap(getByRole('button', { name: claim }));
    expect(mocks.calls('PUT /grow/mission/complete')).toHaveLength(2);
    expect(balance()).toBe(`${t('points.balance')} 1210`);
    expect(stores.session.user?.points).toBe(1210);
  });

  test('the "go" of a mission done elsewhere opens its page and credits nothing', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    await mount(PointsCentre);
    await tap(getByRole('link', { name: t('points.goTo', { name: '閱讀一篇新聞' }) }));
    expect(urlsOf(mocks.switchTab)).toEqual(['/pages/news/news']);
    expect(mocks.calls('PUT /grow/mission/complete')).toHaveLength(0);
  });

  test('loading, then empty', async () => {
    storeSession();
    const missions = deferred<Envelope>();
    mockTaro({ ...routes(), 'GET /grow/mission/page': () => missions.promise });
    await mount(PointsCentre);
    expect(getByRole('region', { name: t('points.missions') }).textContent).toContain(
      t('common.loading'),
    );

    missions.resolve(paged([]));
    await fireLifecycle('componentDidShow');
    expect(getByText(t('points.missionsEmpty'))).toBeTruthy();
  });

  test('an error offers a retry that loads the missions again', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes(),
      'GET /grow/mission/page': () =>
        ++attempt === 1 ? fail(500, '服務器錯誤') : paged([CHECK_IN]),
    });
    await mount(PointsCentre);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));

    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/mission/page')).toHaveLength(2);
    expect(queryAllByRole('listitem')).toHaveLength(1);
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro(routes());
    await mount(PointsCentre);
    expect(itemWith('Presença diária').textContent).toContain('+5 pontos');
    expect(bodyText()).not.toMatch(HAN);
  });
});
