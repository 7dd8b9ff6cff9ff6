import '@tarojs/taro';
import OrderList from '@/features/gifts/screens/order-list';
import OrderDetail from '@/features/gifts/screens/order-detail';
import { initLocale, setLocale, t } from '@/shared/i18n';
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
  setRoute,
  settle,
  storeSession,
  stubIntersectionObserver,
  tap,
  urlsOf,
} from '../support/harness';
import { getByRole, getByText, queryAllByRole, textOf, valueBeside } from '../support/queries';
import { itemWith } from '../points/fixtures';
import { HAN, reachBottom } from '../news/fixtures';
import { ORDER, paged } from './fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/record/record and /pages/record/detail, §7 GET /grow/integralTrade; issue #11.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(initLocale);

const PENDING = { ...ORDER, id: 32, status: 'pending' as const, createdAt: '2026-11-22T08:00:00Z' };

describe('exchange records', () => {
  beforeEach(() => setRoute('/pages/record/record'));

  test('a guest is sent to login with a way back', async () => {
    const mocks = mockTaro();
    await mount(OrderList);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Frecord%2Frecord',
    ]);
    expect(mocks.calls('GET /grow/integralTrade/page')).toHaveLength(0);
  });

  test('each order: number, state, gift, quantity, points and date; a tap opens it', async () => {
    storeSession();
    const mocks = mockTaro({ 'GET /grow/integralTrade/page': paged([PENDING, ORDER]) });
    await mount(OrderList);

    const shipped = itemWith(t('orders.orderNo', { id: 31 }));
    expect(shipped.textContent).toContain(t('orders.status.shipped'));
    expect(shipped.textContent).toContain('紀念明信片套裝');
    expect(shipped.textContent).toContain(t('orders.quantity', { count: 1 }));
    expect(shipped.textContent).toContain(t('orders.cost', { points: 30 }));
    // 02:30 UTC is 10:30 in Macau.
    expect(shipped.textContent).toContain('2026.11.20 10:30:00');
    expect(itemWith(t('orders.orderNo', { id: 32 })).textContent).toContain(
      t('orders.status.pending'),
    );

    await tap(getByRole('link', { name: t('orders.open', { id: 31 }) }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/record/detail?id=31']);
  });

  test('a shipped order says when it shipped, the carrier and the tracking number (#27)', async () => {
    storeSession();
    const sent = {
      ...ORDER,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      shippedAt: '2026-11-21T02:00:00Z',
    };
    mockTaro({ 'GET /grow/integralTrade/page': paged([PENDING, sent]) });
    await mount(OrderList);
    const shipped = itemWith(t('orders.orderNo', { id: 31 }));
    // 02:00 UTC is 10:00 in Macau.
    expect(textOf(shipped)).toContain(t('orders.shippedOn', { time: '2026.11.21 10:00:00' }));
    expect(textOf(shipped)).toContain(
      t('orders.tracking', { carrier: 'SF Express', trackingNo: 'SF1234567890' }),
    );
    const pending = itemWith(t('orders.orderNo', { id: 32 }));
    expect(textOf(pending)).not.toContain('SF Express');
    expect(textOf(pending)).not.toContain('SF1234567890');
  });

  test('loading, then empty with a way to the gifts', async () => {
    storeSession();
    const answer = deferred<Envelope>();
    const mocks = mockTaro({ 'GET /grow/integralTrade/page': () => answer.promise });
    await mount(OrderList);
    expect(getByText(t('common.loading'))).toBeTruthy();
    answer.resolve(paged([]));
    await settle();
    expect(getByText(t('orders.empty'))).toBeTruthy();
    await tap(getByRole('link', { name: t('orders.toGifts') }));
    expect(urlsOf(mocks.navigateTo)).toEqual(['/pages/gift/gift']);
  });

  test('an error offers a retry; the bottom loads more; pull-down reads again', async () => {
    storeSession();
    let attempt = 0;
    const first = Array.from({ length: 10 }, (_, index) => ({ ...ORDER, id: 100 - index }));
    const mocks = mockTaro({
      'GET /grow/integralTrade/page': (request) =>
        ++attempt === 1
          ? fail(500, '錯誤')
          : request.url.includes('pageNo=2')
            ? paged([PENDING], 11, 2)
            : paged(first, 11),
    });
    await mount(OrderList);
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(queryAllByRole('listitem')).toHaveLength(10);
    await reachBottom();
    expect(queryAllByRole('listitem')).toHaveLength(11);
    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /grow/integralTrade/page')).toHaveLength(4);
  });

  test('in Portuguese the list shows no Chinese', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({
      'GET /grow/integralTrade/page': paged([
        { ...PENDING, spuName: 'Conjunto de postais comemorativos' },
        { ...ORDER, spuName: 'Conjunto de postais comemorativos' },
      ]),
    });
    await mount(OrderList);
    expect(itemWith('Pedido n.º 31').textContent).toContain('Enviado');
    expect(itemWith('Pedido n.º 32').textContent).toContain('Por enviar');
    expect(itemWith('Pedido n.º 31').textContent).toContain('30 pontos');
    expect(bodyText()).not.toMatch(HAN);
  });
});

describe('order detail', () => {
  beforeEach(() => setRoute('/pages/record/detail', { id: '31' }));

  test('a guest is sent to login and back to this order', async () => {
    const mocks = mockTaro();
    await mount(OrderDetail);
    expect(urlsOf(mocks.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Frecord%2Fdetail%3Fid%3D31',
    ]);
    expect(mocks.calls('GET /grow/integralTrade/31')).toHaveLength(0);
  });

  test('state, timeline, gift, points and the address as it was when ordered', async () => {
    storeSession();
    mockTaro({ 'GET /grow/integralTrade/31': ok(ORDER) });
    await mount(OrderDetail);

    expect(bodyText()).toContain(t('orders.orderNo', { id: 31 }));
    const steps = getByRole('region', { name: t('orders.progress') });
    const reached = queryAllByRole('listitem').filter(
      (each) => steps.contains(each) && each.getAttribute('aria-current') === 'step',
    );
    expect(reached.map((each) => each.textContent)).toEqual([
      `${t('orders.steps.placed')}2026.11.20 10:30:00`,
      t('orders.steps.shipped'),
    ]);
    expect(steps.textContent).toContain(t('orders.steps.completed'));

    const gift = getByRole('region', { name: t('orders.gift') });
    expect(gift.textContent).toContain('紀念明信片套裝');
    expect(gift.textContent).toContain(t('orders.cost', { points: 30 }));

    const address = getByRole('region', { name: t('orders.address') });
    expect(textOf(address)).toContain('陳大文 +853 6123 4567');
    // The area is part of where the gift goes, in the reader's language.
    expect(textOf(address)).toContain('住宅 氹仔 氹仔告利雅施利華街1號');
  });

  test('a cancelled order shows the cancellation in its timeline', async () => {
    storeSession();
    mockTaro({ 'GET /grow/integralTrade/31': ok({ ...ORDER, status: 'cancelled' }) });
    await mount(OrderDetail);
    const steps = getByRole('region', { name: t('orders.progress') });
    expect(steps.textContent).toContain(t('orders.steps.cancelled'));
    expect(steps.textContent).not.toContain(t('orders.steps.shipped'));
  });

  test('a shipped order shows its carrier and tracking number (#23)', async () => {
    storeSession();
    mockTaro({
      'GET /grow/integralTrade/31': ok({
        ...ORDER,
        status: 'shipped',
        carrier: 'SF Express',
        trackingNo: 'SF1234567890',
        shippedAt: '2026-11-21T02:00:00Z',
      }),
    });
    await mount(OrderDetail);
    const shipping = getByRole('region', { name: t('orders.shipping') });
    expect(valueBeside(t('orders.carrier'), shipping)).toBe('SF Express');
    expect(valueBeside(t('orders.trackingNo'), shipping)).toBe('SF1234567890');
    // Issue #27: and when it shipped, in the card and on the timeline's step.
    expect(valueBeside(t('orders.shippedAt'), shipping)).toBe('2026.11.21 10:00:00');
    const step = queryAllByRole('listitem').find((each) =>
      textOf(each).startsWith(t('orders.steps.shipped')),
    );
    expect(step && textOf(step)).toContain('2026.11.21 10:00:00');
  });

  test('an order not shipped has no shipping lines; a cancelled one shows the points returned (#23)', async () => {
    storeSession();
    mockTaro({
      'GET /grow/integralTrade/31': ok({ ...ORDER, status: 'cancelled', refundedPoints: 30 }),
    });
    await mount(OrderDetail);
    expect(queryAllByRole('region').map((r) => r.getAttribute('aria-label'))).not.toContain(
      t('orders.shipping'),
    );
    const steps = getByRole('region', { name: t('orders.progress') });
    expect(steps.textContent).toContain(t('orders.refunded', { points: 30 }));
  });

  test('loading, then an error with a retry', async () => {
    storeSession();
    let attempt = 0;
    const first = deferred<Envelope>();
    const mocks = mockTaro({
      'GET /grow/integralTrade/31': () => (++attempt === 1 ? first.promise : ok(ORDER)),
    });
    await mount(OrderDetail);
    expect(getByText(t('common.loading'))).toBeTruthy();
    first.resolve(fail(404, '找不到記錄'));
    await settle();
    expect(getByRole('alert').textContent).toContain(t('common.loadError'));
    await tap(getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /grow/integralTrade/31')).toHaveLength(2);
    expect(bodyText()).toContain(t('orders.orderNo', { id: 31 }));
  });

  test('in Portuguese the screen shows no Chinese but the order’s own data', async () => {
    setLocale('pt');
    storeSession();
    mockTaro({
      'GET /grow/integralTrade/31': ok({
        ...ORDER,
        spuName: 'Conjunto de postais',
        address: {
          ...ORDER.address,
          contact: 'Ana Sousa',
          addressName: '',
          detailAddress: 'Rua A',
        },
      }),
    });
    await mount(OrderDetail);
    expect(bodyText()).toContain('Pedido n.º 31');
    expect(bodyText()).not.toMatch(HAN);
  });
});
