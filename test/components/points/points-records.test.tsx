import '@tarojs/taro';
import PointsRecords from '@/features/points/screens/points-records';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  type Envelope,
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  pageSuite,
  storeSession,
  tap,
  urlsOf,
} from '../support/harness';
import { FLOWS, itemWith, paged } from './fixtures';
import { getByRole, queryAllByRole, getByText } from '../support/queries';
import { HAN, reachBottom } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/points/records, §9 relative time; issue #11.
pageSuite('/pages/points/records');
beforeEach(initLocale);

const older = (id: number) => ({
  id,
  amount: 10,
  balanceAfter: 1000 + id,
  reason: `Missão ${id}`,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

describe('points records', () => {
  test('a guest is sent to login with a way back, and the ledger is not asked for', async () => {
    const mocks = mockTaro();
    await mount(PointsRecords);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fpoints%2Frecords',
    ]);
    expect(mocks.calls('GET /grow/integralFlow/page')).toHaveLength(0);
  });

  test('each row: source, sign and amount, balance after, relative time', async () => {
    storeSession();
    mockTaro({ 'GET /grow/integralFlow/page': paged(FLOWS) });
    await mount(PointsRecords);

    const earned = itemWith('Missão: Presença diária');
    expect(earned.getAttribute('aria-label')).toBe(
      `Missão: Presença diária ${t('points.earnedLabel')} 5`,
    );
    expect(earned.textContent).toContain('+5');
    expect(earned.textContent).toContain(t('points.balanceAfter', { points: 1205 }));
    expect(earned.textContent).toContain(t('time.justNow'));

    const spent = itemWith('Troca: Postal x1');
    expect(spent.textContent).toContain('\u221230');
    expect(spent.textContent).toContain(t('points.balanceAfter', { points: 1200 }));
    expect(spent.textContent).toContain(t('time.hourAgo'));
  });

  test('loading, then the empty state', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    mockTaro({ 'GET /grow/integralFlow/page': () => answer.promise });
    await mount(PointsRecords);
    expect(getByText(t('common.loading'))).toBeTruthy();

    answer.resolve(paged([]));
    await fireLifecycle('componentDidShow');
    expect(getByText(t('points.recordsEmpty'))).toBeTruthy();
  });

  test('an error offers a retry', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      'GET /grow/integralFlow/page': () => (++attempt === 1 ? fail(500, '錯誤') : paged(FLOWS)),
    });
    await mount(PointsRecords);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/integralFlow/page')).toHaveLength(2);
    expect(queryAllByRole('listitem')).toHaveLength(2);
  });

  test('pull-to-refresh reads the first page again; the bottom loads the next', async () => {
    storeSession();
    const first = Array.from({ length: 10 }, (_, index) => older(20 - index));
    const mocks = mockTaro({
      'GET /grow/integralFlow/page': (request) =>
        request.url.includes('pageNo=2') ? paged([older(5)], 11, 2) : paged(first, 11),
    });
    await mount(PointsRecords);
    expect(queryAllByRole('listitem')).toHaveLength(10);

    await reachBottom();
    expect(queryAllByRole('listitem')).toHaveLength(11);
    expect(getByText(t('common.noMore'))).toBeTruthy();

    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /grow/integralFlow/page')).toHaveLength(3);
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({ 'GET /grow/integralFlow/page': paged(FLOWS) });
    await mount(PointsRecords);
    expect(itemWith('Troca: Postal x1').textContent).toContain('Saldo 1200');
    expect(bodyText()).not.toMatch(HAN);
  });
});
