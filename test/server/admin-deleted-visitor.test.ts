import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import * as pointsData from './helpers/fixtures/points';

// Issue #29: a visitor who deletes the account leaves no pending order in the to-ship queue with a
// blank address: the deletion cancels it in its own transaction, and the gift gets its stock back.

jest.setTimeout(60_000);

let t: TestServer;
let fulfilment: AdminSession;

beforeAll(async () => {
  t = await startTestServer();
  fulfilment = await loginAs(t, 'fulfilment');
});
afterAll(() => t.close());

const stockOf = (spuId: number) => pointsData.stockOf(t.kysely, spuId);

test('deleting the account cancels its pending order and puts the stock back; a shipped one stays', async () => {
  const user = await t.register(testPhone(2901));
  const spuId = await pointsData.addGift(t.kysely, {
    name: { zht: '刪除測試禮品' },
    points: 10,
    stock: 5,
  });
  await pointsData.setPoints(t.kysely, user.id, 100);
  const address = await t.call<{ id: number }>('POST', '/pmm/addressMessage', {
    token: user.token,
    body: {
      contact: '測試',
      areaCode: '+853',
      phone: '62345678',
      area: 'taipa',
      addressName: '家',
      detailAddress: '氹仔測試街 1 號',
    },
  });
  const place = async (key: string) => {
    const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
      token: user.token,
      body: { spuId, quantity: 1, addressId: address.body.data.id, idempotencyKey: key },
    });
    expect(order.body.code).toBe(0);
    return order.body.data.id;
  };
  const pending = await place('deleted-visitor-1');
  const shipped = await place('deleted-visitor-2');
  const ship = await adminCall(t, fulfilment, 'POST', `/orders/${shipped}/ship`, {
    body: { carrier: '澳門郵政', trackingNo: 'EE1MO' },
  });
  expect(ship.status).toBe(200);
  expect(await stockOf(spuId)).toBe(3);

  const gone = await t.call('DELETE', '/pc/accountSecurity/account', { token: user.token });
  expect(gone.body.code).toBe(0);

  const queue = await adminCall<{ data: { id: number }[] }>(
    t,
    fulfilment,
    'GET',
    `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', userId: user.id }))}`,
  );
  expect(queue.body.data).toEqual([]);
  const order = await adminCall<{ data: { status: string; cancelledAt: string | null } }>(
    t,
    fulfilment,
    'GET',
    `/orders/${pending}`,
  );
  expect(order.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
  expect(await stockOf(spuId)).toBe(4);
  const left = await adminCall<{ data: { status: string } }>(
    t,
    fulfilment,
    'GET',
    `/orders/${shipped}`,
  );
  expect(left.body.data.status).toBe('shipped');
});
