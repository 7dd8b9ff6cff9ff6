import '@tarojs/taro';
import Taro from '@tarojs/taro';
import GiftDetail from '@/features/gifts/screens/gift-detail';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import {
  answerModal,
  bodyText,
  deferred,
  type Envelope,
  fail,
  isDisabled,
  mockTaro,
  modalContents,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  storeSession,
  stubIntersectionObserver,
  tap,
  urlsOf,
  waitUntil,
} from '../support/harness';
import { FLOWS } from '../points/fixtures';
import { getByRole, getByText, queryAllByRole, queryAllByText, textOf } from '../support/queries';
import { HAN } from '../news/fixtures';
import { HOME, MEDAL, OFFICE, ORDER, POSTCARD, UMBRELLA, paged } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/gift/detail, §7 POST /grow/integralTrade, §9 swiper 3000 ms; issue #11.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages/gift/detail', { id: '1' });
});

const routes = (gift = POSTCARD) => ({
  [`GET /grow/integralSpu/${gift.id}`]: ok(gift),
  // The ledger says 1205 points.
  'GET /grow/integralFlow/page': paged(FLOWS.slice(0, 1), 2, 1, 1),
  'GET /pmm/addressMessage/page': paged([HOME, OFFICE]),
});

const exchangeButton = () => getByRole('button', { name: t('gifts.exchange') });

describe('gift detail and exchange', () => {
  test('pictures, name, points, stock, limit, description and the default address', async () => {
    storeSession();
    mockTaro(routes());
    await mount(GiftDetail);

    expect(getByRole('heading').textContent).toBe('紀念明信片套裝');
    // Both pictures, in a swiper that turns every SWIPER_AUTOPLAY_MS (SPEC §9).
    expect(picturesOf('紀念明信片套裝')).toEqual(POSTCARD.pictures);
    expect(bodyText()).toContain(t('gifts.cost', { points: 30 }));
    expect(bodyText()).toContain(t('gifts.stock', { stock: 120 }));
    expect(bodyText()).toContain(t('gifts.limit', { limit: 2 }));
    // The rich text draws its content a frame after the page.
    const description = getByRole('region', { name: t('gifts.description') });
    await waitUntil(() => textOf(description).includes('八張歷史照片明信片。'));
    expect(getByRole('status').textContent).toBe(`${t('gifts.balance')} 1205`);
    // The address as the address book shows it: phone in groups, area before the street.
    const address = textOf(getByRole('button', { name: t('gifts.changeAddress') }));
    expect(address).toContain('陳大文 +853 6123 4567');
    expect(address).toContain('住宅 氹仔 氹仔告利雅施利華街1號');
    expect(isDisabled(exchangeButton())).toBe(false);
  });

  test('loading, then an error with a retry', async () => {
    let attempt = 0;
    const first = deferred<Envelope>();
    const mocks = mockTaro({
      'GET /grow/integralSpu/1': () => (++attempt === 1 ? first.promise : ok(POSTCARD)),
    });
    await mount(GiftDetail);
    expect(getByText(t('common.loading'))).toBeTruthy();

    first.resolve(fail(404, '找不到記錄'));
    await settle();
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/integralSpu/1')).toHaveLength(2);
    expect(getByRole('heading').textContent).toBe('紀念明信片套裝');
  });

  test('sold out: said before a tap, the button refuses, nothing is sent', async () => {
    storeSession();
    setRoute('/pages/gift/detail', { id: '2' });
    const mocks = mockTaro(routes(MEDAL));
    await mount(GiftDetail);

    expect(getByRole('note').textContent).toBe(t('gifts.soldOutDetail'));
    const button = getByRole('button', { name: t('gifts.soldOut') });
    expect(isDisabled(button)).toBe(true);
    await tap(getByRole('button', { name: t('gifts.soldOut') }));
    expect(mocks.calls('POST /grow/integralTrade')).toHaveLength(0);
  });

  // Issue #21: "exchange now" was offered, and the points asked for, before the limit refused.
  test('a gift the visitor already has up to its limit says so before the tap; nothing is sent', async () => {
    storeSession();
    const mocks = mockTaro(routes({ ...POSTCARD, limitPerUser: 1, exchanged: 1 }));
    await mount(GiftDetail);

    expect(getByRole('note').textContent).toBe(t('gifts.overLimit'));
    const button = getByRole('button', { name: t('gifts.limitReached') });
    expect(isDisabled(button)).toBe(true);
    await tap(button);
    expect(mocks.calls('POST /grow/integralTrade')).toHaveLength(0);
  });

  test('not enough points: said with the cost and the balance, nothing is sent', async () => {
    storeSession();
    setRoute('/pages/gift/detail', { id: '3' });
    const mocks = mockTaro(routes(UMBRELLA));
    await mount(GiftDetail);

    expect(getByRole('note').textContent).toBe(
      t('gifts.notEnoughDetail', { cost: 1500, points: 1205 }),
    );
    expect(isDisabled(getByRole('button', { name: t('gifts.notEnough') }))).toBe(true);
    await tap(getByRole('button', { name: t('gifts.notEnough') }));
    expect(mocks.calls('POST /grow/integralTrade')).toHaveLength(0);
  });

  test('a double tap makes one exchange; balance and stock move at once; the order opens', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockTaro({ ...routes(), 'POST /grow/integralTrade': () => answer.promise });
    const modal = answerModal(true, true);
    const stores = new RootStore();
    await mount(GiftDetail, stores);

    await tap(getByRole('button', { name: t('gifts.exchange') }));
    await tap(getByRole('button', { name: t('gifts.exchange') }));
    answer.resolve(ok(ORDER));
    await settle();

    expect(modalContents(modal)).toEqual([
      t('gifts.confirm', { cost: 30, name: '紀念明信片套裝', contact: '陳大文' }),
    ]);
    const posts = mocks.calls('POST /grow/integralTrade');
    expect(posts).toHaveLength(1);
    const body = posts[0].data as Record<string, unknown>;
    expect(body).toEqual({
      spuId: 1,
      quantity: 1,
      addressId: HOME.id,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(stores.session.user?.points).toBe(1175);
    expect(getByRole('status').textContent).toBe(`${t('gifts.balance')} 1175`);
    expect(bodyText()).toContain(t('gifts.stock', { stock: 119 }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/record/detail?id=31']);
  });

  test('after a lost answer the retry is the same attempt: the same idempotency key', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes(),
      'POST /grow/integralTrade': () =>
        ++attempt === 1 ? Promise.reject(new Error('request:fail timeout')) : ok(ORDER),
    });
    answerModal(true, true);
    await mount(GiftDetail);

    await tap(getByRole('button', { name: t('gifts.exchange') }));
    expect(urlsOf(mocks.navigateTo)).toEqual([]);
    await tap(getByRole('button', { name: t('gifts.exchange') }));

    const keys = mocks
      .calls('POST /grow/integralTrade')
      .map((each) => (each.data as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/record/detail?id=31']);
  });

  test('a new attempt after a refusal gets a new key', async () => {
    storeSession();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes(),
      'POST /grow/integralTrade': () =>
        ++attempt === 1 ? fail(409, '已超過每人兌換上限') : ok(ORDER),
    });
    answerModal(true, true, true);
    await mount(GiftDetail);
    await tap(getByRole('button', { name: t('gifts.exchange') }));
    await tap(getByRole('button', { name: t('gifts.exchange') }));
    const keys = mocks
      .calls('POST /grow/integralTrade')
      .map((each) => (each.data as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  // Issue #21: a gateway or proxy error (non-2xx, no envelope) used to show nothing at all.
  const gateway = (mocks: ReturnType<typeof mockTaro>, status = 502) => {
    const answer = mocks.request.getMockImplementation() as (options: { url: string }) => unknown;
    mocks.request.mockImplementation(((options: { url: string; method?: string }) =>
      options.method === 'POST' && options.url.includes('/grow/integralTrade')
        ? Promise.resolve({ statusCode: status, data: '<html>Bad Gateway</html>', header: {} })
        : answer(options)) as never);
  };

  test('a gateway error says nothing was spent, and the retry is the same attempt', async () => {
    storeSession();
    const mocks = mockTaro(routes());
    gateway(mocks);
    const modal = answerModal(true, true, true);
    const stores = new RootStore();
    await mount(GiftDetail, stores);

    await tap(exchangeButton());

    expect(modalContents(modal)[1]).toBe(t('gifts.unansweredNothing', { status: 502 }));
    expect(stores.session.user?.points).toBe(1205);
    expect(urlsOf(mocks.navigateTo)).toEqual([]);
    await tap(exchangeButton());
    const keys = mocks
      .calls('POST /grow/integralTrade')
      .map((each) => (each.data as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  test('a gateway error after the exchange went through says so (the balance moved)', async () => {
    storeSession();
    let reads = 0;
    const mocks = mockTaro({
      ...routes(),
      'GET /grow/integralFlow/page': () =>
        ++reads === 1
          ? paged(FLOWS.slice(0, 1), 2, 1, 1)
          : paged([{ ...FLOWS[0], balanceAfter: 1175 }], 2, 1, 1),
    });
    gateway(mocks, 504);
    const modal = answerModal(true, true);
    const stores = new RootStore();
    await mount(GiftDetail, stores);

    await tap(exchangeButton());

    expect(modalContents(modal)[1]).toBe(t('gifts.unansweredDone'));
    expect(stores.session.user?.points).toBe(1175);
  });

  test('a refusal from the server (sold out meanwhile) is explained and spends nothing', async () => {
    storeSession();
    let reads = 0;
    const mocks = mockTaro({
      ...routes(),
      'GET /grow/integralSpu/1': () => ok(++reads === 1 ? POSTCARD : { ...POSTCARD, stock: 0 }),
      'POST /grow/integralTrade': fail(409, '庫存不足'),
    });
    const modal = answerModal(true, true);
    const stores = new RootStore();
    await mount(GiftDetail, stores);

    await tap(getByRole('button', { name: t('gifts.exchange') }));

    expect(modalContents(modal)[1]).toBe(t('gifts.soldOutDetail'));
    expect(mocks.showToast).not.toHaveBeenCalled();
    expect(stores.session.user?.points).toBe(1205);
    expect(isDisabled(getByRole('button', { name: t('gifts.soldOut') }))).toBe(true);
    expect(urlsOf(mocks.navigateTo)).toEqual([]);
  });

  test('not enough points found out by the server (spent elsewhere): said with what is true now, nothing spent', async () => {
    storeSession();
    let reads = 0;
    const mocks = mockTaro({
      ...routes(),
      // 1205 when the page opened; 20 left when the exchange was refused.
      'GET /grow/integralFlow/page': () =>
        ++reads === 1
          ? paged(FLOWS.slice(0, 1), 2, 1, 1)
          : paged([{ ...FLOWS[0], amount: -1185, balanceAfter: 20 }], 3, 1, 1),
      'POST /grow/integralTrade': fail(409, '積分不足'),
    });
    const modal = answerModal(true, true);
    const stores = new RootStore();
    await mount(GiftDetail, stores);
    expect(isDisabled(exchangeButton())).toBe(false);

    await tap(exchangeButton());

    expect(modalContents(modal)[1]).toBe(t('gifts.notEnoughDetail', { cost: 30, points: 20 }));
    expect(stores.session.user?.points).toBe(20);
    expect(getByRole('note').textContent).toBe(
      t('gifts.notEnoughDetail', { cost: 30, points: 20 }),
    );
    expect(isDisabled(getByRole('button', { name: t('gifts.notEnough') }))).toBe(true);
    // Nothing was taken from the stock shown, and no order opened.
    expect(bodyText()).toContain(t('gifts.stock', { stock: 120 }));
    expect(mocks.showToast).not.toHaveBeenCalled();
    expect(urlsOf(mocks.navigateTo)).toEqual([]);
  });

  test('over the per-person limit: the message says so', async () => {
    storeSession();
    mockTaro({ ...routes(), 'POST /grow/integralTrade': fail(409, '已超過每人兌換上限') });
    const modal = answerModal(true, true);
    await mount(GiftDetail);
    await tap(getByRole('button', { name: t('gifts.exchange') }));
    expect(modalContents(modal)[1]).toBe(t('gifts.overLimit'));
  });

  test('choosing another address in the address book sends the gift there', async () => {
    storeSession();
    const mocks = mockTaro({ ...routes(), 'POST /grow/integralTrade': ok(ORDER) });
    answerModal(true);
    await mount(GiftDetail);

    await tap(getByRole('button', { name: t('gifts.changeAddress') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/adress/adress?select=1']);
    Taro.eventCenter.trigger('address:selected', OFFICE);
    await settle();
    expect(getByRole('button', { name: t('gifts.changeAddress') }).textContent).toContain(
      'Ana Sousa',
    );

    await tap(getByRole('button', { name: t('gifts.exchange') }));
    expect(
      (mocks.calls('POST /grow/integralTrade')[0].data as { addressId: number }).addressId,
    ).toBe(OFFICE.id);
  });

  test('without any address the visitor is asked to add one, and nothing is sent', async () => {
    storeSession();
    const mocks = mockTaro({ ...routes(), 'GET /pmm/addressMessage/page': paged([]) });
    const modal = answerModal(true);
    await mount(GiftDetail);
    expect(queryAllByText(t('gifts.addAddress'))).not.toHaveLength(0);
    await tap(getByRole('button', { name: t('gifts.exchange') }));
    expect(modalContents(modal)).toEqual([t('gifts.needAddress')]);
    expect(mocks.calls('POST /grow/integralTrade')).toHaveLength(0);
  });

  test('a guest is sent to login and back to this gift', async () => {
    const mocks = mockTaro(routes());
    await mount(GiftDetail);
    expect(queryAllByRole('status')).toHaveLength(0);
    await tap(getByRole('button', { name: t('gifts.loginToExchange') }));
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fgift%2Fdetail%3Fid%3D1',
    ]);
    expect(mocks.calls('POST /grow/integralTrade')).toHaveLength(0);
  });

  test('in Portuguese the screen shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({
      ...routes(),
      'GET /pmm/addressMessage/page': paged([OFFICE]),
    });
    await mount(GiftDetail);
    expect(getByRole('heading').textContent).toBe('Conjunto de postais comemorativos');
    expect(bodyText()).not.toMatch(HAN);
  });

  test.each(['zh-Hant', 'zh-Hans', 'pt', 'en'] as const)(
    'the exchange is confirmed with buttons in %s, never the platform’s Chinese default',
    async (locale) => {
      setLocale(locale);
      storeSession();
      mockTaro(routes());
      const modal = answerModal(false);
      await mount(GiftDetail);
      await tap(exchangeButton());
      // A button text WeChat would refuse is left out, and H5 then shows its own "确定".
      expect(modal).toHaveBeenCalledWith(
        expect.objectContaining({
          confirmText: t('gifts.confirmButton'),
          cancelText: t('common.cancel'),
        }),
      );
    },
  );
});

function picturesOf(label: string): (string | null)[] {
  return Array.from(document.querySelectorAll(`[aria-label="${label}"]`)).map((each) =>
    each.getAttribute('src'),
  );
}
