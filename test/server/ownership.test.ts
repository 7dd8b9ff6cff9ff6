import { startTestServer, testPhone, type TestServer, type TestUser } from './helpers/harness';
import * as addressData from './helpers/fixtures/address';

interface Address {
  id: number;
  contact: string;
  isDefault: boolean;
}

let t: TestServer;
let a: TestUser;
let b: TestUser;
// Two sign-ups hash two passwords: on a loaded 2-core machine that passes Jest's 5 s default.
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([t.register(testPhone(1)), t.register(testPhone(2))]);
}, 30_000);
afterAll(() => t.close());

const addressBody = (contact: string) => ({
  contact,
  areaCode: '+853',
  phone: '62345678',
  area: 'macau-peninsula',
  addressName: '家',
  detailAddress: '澳門議事亭前地 1 號',
});

describe('only the owner reads or changes a record; another user gets 404', () => {
  test('addresses', async () => {
    const created = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: a.token,
      body: addressBody('A'),
    });
    const id = created.body.data.id;
    const read = await t.call('GET', `/pmm/addressMessage/${id}`, { token: b.token, lang: 'en' });
    expect(read.body).toEqual({ code: 404, msg: 'Not found', data: null });
    const missing = await t.call('GET', '/pmm/addressMessage/999999', {
      token: b.token,
      lang: 'en',
    });
    expect(missing.body).toEqual(read.body);
    const update = await t.call('PUT', '/pmm/addressMessage', {
      token: b.token,
      body: { id, ...addressBody('B') },
    });
    expect(update.body.code).toBe(404);
    const remove = await t.call('DELETE', '/pmm/addressMessage', { token: b.token, body: [id] });
    expect(remove.body.code).toBe(404);
    const bPage = await t.call<{ list: Address[] }>('GET', '/pmm/addressMessage/page', {
      token: b.token,
    });
    expect(bPage.body.data.list.map((x) => x.id)).not.toContain(id);
    const still = await t.call<Address>('GET', `/pmm/addressMessage/${id}`, { token: a.token });
    expect(still.body.data.contact).toBe('A');
  });

  test('a mixed delete (own id + another user’s id) deletes nothing', async () => {
    const mine = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: b.token,
      body: addressBody('B1'),
    });
    const theirs = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: a.token,
      body: addressBody('A2'),
    });
    const answer = await t.call('DELETE', '/pmm/addressMessage', {
      token: b.token,
      body: [mine.body.data.id, theirs.body.data.id],
    });
    expect(answer.body.code).toBe(404);
    expect(
      (await t.call('GET', `/pmm/addressMessage/${mine.body.data.id}`, { token: b.token })).body
        .code,
    ).toBe(0);
  });

  test('exchange orders', async () => {
    const address = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: a.token,
      body: addressBody('A'),
    });
    const order = await t.call<{ id: number }>('POST', '/grow/integralTrade', {
      token: a.token,
      body: {
        spuId: 1,
        quantity: 1,
        addressId: address.body.data.id,
        idempotencyKey: 'owner-test-1',
      },
    });
    expect(order.body.code).toBe(0);
    expect(
      (await t.call('GET', `/grow/integralTrade/${order.body.data.id}`, { token: b.token })).body
        .code,
    ).toBe(404);
    const bOrders = await t.call<{ list: { id: number }[]; total: number }>(
      'GET',
      '/grow/integralTrade/page',
      { token: b.token },
    );
    expect(bOrders.body.data.total).toBe(0);
    const aOrders = await t.call<{ list: { id: number }[] }>('GET', '/grow/integralTrade/page', {
      token: a.token,
    });
    expect(aOrders.body.data.list.map((o) => o.id)).toEqual([order.body.data.id]);
  });

  test('works under review and points flows', async () => {
    const work = await t.call<{ id: number }>('POST', '/votePlayer', {
      token: a.token,
      body: { groupId: 1, title: 'A', slogan: '和平可貴', authorName: 'A' },
    });
    expect(
      (await t.call('GET', `/votePlayer/public/detail/${work.body.data.id}`, { token: b.token }))
        .body.code,
    ).toBe(404);
    const bFlows = await t.call<{ list: { amount: number }[] }>('GET', '/grow/integralFlow/page', {
      token: b.token,
    });
    expect(bFlows.body.data.list).toHaveLength(1);
  });

  test('footprints', async () => {
    const added = await t.call<{ id: number }>('POST', '/crm/userFootprint', {
      token: a.token,
      body: { type: 'news', targetId: 1 },
    });
    expect(added.body.code).toBe(0);
    expect(
      (await t.call('DELETE', '/crm/userFootprint', { token: b.token, body: [added.body.data.id] }))
        .body.code,
    ).toBe(404);
    expect((await t.call('GET', '/crm/userFootprint/getCount', { token: a.token })).body.data).toBe(
      1,
    );
    expect((await t.call('GET', '/crm/userFootprint/getCount', { token: b.token })).body.data).toBe(
      0,
    );
    expect(
      (await t.call('DELETE', '/crm/userFootprint', { token: a.token, body: [added.body.data.id] }))
        .body.code,
    ).toBe(0);
    expect((await t.call('GET', '/crm/userFootprint/getCount', { token: a.token })).body.data).toBe(
      0,
    );
  });
});

describe('addresses keep one default per user', () => {
  test('the first address is the default; a new default moves it; deleting it promotes another', async () => {
    const user = await t.register(testPhone(3));
    const first = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: user.token,
      body: addressBody('One'),
    });
    expect(first.body.data.isDefault).toBe(true);
    const second = await t.call<Address>('POST', '/pmm/addressMessage', {
      token: user.token,
      body: { ...addressBody('Two'), isDefault: true },
    });
    expect(second.body.data.isDefault).toBe(true);
    const page = await t.call<{ list: Address[] }>('GET', '/pmm/addressMessage/page', {
      token: user.token,
    });
    expect(page.body.data.list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([
      second.body.data.id,
    ]);
    await t.call('DELETE', '/pmm/addressMessage', {
      token: user.token,
      body: [second.body.data.id],
    });
    const after = await t.call<Address>('GET', `/pmm/addressMessage/${first.body.data.id}`, {
      token: user.token,
    });
    expect(after.body.data.isDefault).toBe(true);
    // Parallel "make default" writes still leave exactly one.
    const more = await Promise.all(
      ['C', 'D', 'E', 'F'].map((c) =>
        t.call<Address>('POST', '/pmm/addressMessage', {
          token: user.token,
          body: { ...addressBody(c), isDefault: true },
        }),
      ),
    );
    expect(more.every((m) => m.body.code === 0)).toBe(true);
    const defaults = await addressData.defaultAddressCount(t.kysely, user.id);
    expect(defaults).toBe(1);
  });

  test('the address phone must be a valid number for its area code', async () => {
    const answer = await t.call('POST', '/pmm/addressMessage', {
      token: a.token,
      body: { ...addressBody('x'), phone: '12345678' },
      lang: 'en',
    });
    expect(answer.body).toEqual({
      code: 400,
      msg: 'Please enter a correct phone number',
      data: null,
    });
  });

  // Issue #21: the app's person-name rule (src/rules), on the server too.
  test('a contact of emoji or symbols only is refused', async () => {
    const user = await t.register(testPhone(199));
    const answer = await t.call('POST', '/pmm/addressMessage', {
      token: user.token,
      body: addressBody('😀🎉'),
      lang: 'en',
    });
    expect(answer.body).toEqual({
      code: 400,
      msg: 'Enter a real name, not only spaces, emoji or symbols',
      data: null,
    });
  });
});
