import * as gifts from '@/features/gifts/api';
import { describeCalls } from './harness';

const exchange = { spuId: 3, quantity: 1, addressId: 9, idempotencyKey: 'k-1' };

describeCalls(
  'SPEC §7 Points, badges and gifts: gifts and exchange orders',
  gifts,
  [
    {
      name: 'getGiftPage',
      call: () => gifts.getGiftPage({ pageNo: 1, pageSize: 10 }),
      method: 'GET',
      path: '/grow/integralSpu/page?pageNo=1&pageSize=10',
    },
    { name: 'getGift', call: () => gifts.getGift(3), method: 'GET', path: '/grow/integralSpu/3' },
    {
      name: 'getExchangeOrderPage',
      call: () => gifts.getExchangeOrderPage({ pageNo: 1 }),
      method: 'GET',
      path: '/grow/integralTrade/page?pageNo=1',
    },
    {
      name: 'getExchangeOrder',
      call: () => gifts.getExchangeOrder(11, { contacts: 'Chan Tai Man' }),
      method: 'GET',
      path: '/grow/integralTrade/11?contacts=Chan%20Tai%20Man',
    },
    {
      name: 'exchangeGift',
      call: () => gifts.exchangeGift(exchange),
      method: 'POST',
      path: '/grow/integralTrade',
      data: exchange,
    },
  ],
  ['newIdempotencyKey'],
);

describe('exchange idempotency key', () => {
  it('makes a different key for each attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, () => gifts.newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(16);
  });
});
