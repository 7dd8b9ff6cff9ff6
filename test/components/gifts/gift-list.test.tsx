import '@tarojs/taro';
import GiftList from '@/features/gifts/screens/gift-list';
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
  stubIntersectionObserver,
  tap,
  urlsOf,
} from '../support/harness';
import { FLOWS, itemWith } from '../points/fixtures';
import { getByRole, queryAllByRole, getByText } from '../support/queries';
import { HAN, reachBottom } from '../news/fixtures';
import { MEDAL, POSTCARD, UMBRELLA, paged } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/gift/gift, §9 cover 686x500; issue #11.
pageSuite('/pages/gift/gift');
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

const routes = (gifts: Envelope = paged([POSTCARD, MEDAL, UMBRELLA])) => ({
  'GET /grow/integralSpu/page': gifts,
  // The ledger says 1205 points.
  'GET /grow/integralFlow/page': paged(FLOWS.slice(0, 1), 2, 1, 1),
});

describe('gift exchange list', () => {
  test('each gift: picture, name, points, stock and limit; sold out and not enough points before a tap', async () => {
    storeSession();
    mockTaro(routes());
    await mount(GiftList);

    expect(getByRole('status').textContent).toBe(`${t('gifts.balance')} 1205`);
    const postcard = itemWith('紀念明信片套裝');
    expect(postcard.textContent).toContain(t('gifts.cost', { points: 30 }));
    expect(postcard.textContent).toContain(t('gifts.stock', { stock: 120 }));
    expect(postcard.textContent).toContain(t('gifts.limit', { limit: 2 }));
    expect(postcard.textContent).not.toContain(t('gifts.soldOut'));
    expect(postcard.querySelector('[aria-label="紀念明信片套裝"]')?.getAttribute('src')).toBe(
      POSTCARD.cover,
    );

    expect(itemWith('紀念章').textContent).toContain(t('gifts.soldOut'));
    expect(itemWith('紀念雨傘').textContent).toContain(t('gifts.notEnough'));
    // No limit: no limit line.
    expect(itemWith('紀念雨傘').textContent).not.toContain(t('gifts.limit', { limit: 0 }));
  });

  test('a guest browses the gifts without a balance or a "not enough points" mark', async () => {
    mockTaro(routes());
    await mount(GiftList);
    expect(queryAllByRole('status')).toHaveLength(0);
    expect(queryAllByRole('listitem')).toHaveLength(3);
    expect(bodyText()).not.toContain(t('gifts.notEnough'));
  });

  test('a tap opens the gift', async () => {
    const mocks = mockTaro(routes());
    await mount(GiftList);
    await tap(getByRole('link', { name: t('gifts.open', { name: '紀念明信片套裝' }) }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/gift/detail?id=1']);
  });

  test('loading, then empty', async () => {
    const answer = deferred<Envelope>();
    mockTaro({ 'GET /grow/integralSpu/page': () => answer.promise });
    await mount(GiftList);
    expect(getByText(t('common.loading'))).toBeTruthy();
    answer.resolve(paged([]));
    await fireLifecycle('componentDidShow');
    expect(getByText(t('gifts.empty'))).toBeTruthy();
  });

  test('an error offers a retry', async () => {
    let attempt = 0;
    const mocks = mockTaro({
      'GET /grow/integralSpu/page': () => (++attempt === 1 ? fail(500, '錯誤') : paged([POSTCARD])),
    });
    await mount(GiftList);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/integralSpu/page')).toHaveLength(2);
    expect(queryAllByRole('listitem')).toHaveLength(1);
  });

  test('paged: the bottom loads the next page, pull-down reads the first again', async () => {
    const first = Array.from({ length: 10 }, (_, index) => ({ ...POSTCARD, id: 100 + index }));
    const mocks = mockTaro({
      'GET /grow/integralSpu/page': (request) =>
        request.url.includes('pageNo=2') ? paged([UMBRELLA], 11, 2) : paged(first, 11),
    });
    await mount(GiftList);
    await reachBottom();
    expect(queryAllByRole('listitem')).toHaveLength(11);
    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /grow/integralSpu/page')).toHaveLength(3);
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro(routes());
    await mount(GiftList);
    expect(itemWith('Medalha comemorativa').textContent).toContain('Esgotado');
    expect(bodyText()).not.toMatch(HAN);
  });
});
