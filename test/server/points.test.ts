import {
  addDeliveryAddress,
  DEMO,
  startTestServer,
  testPhone,
  type TestServer,
  type TestUser,
} from './helpers/harness';
import * as pointsData from './helpers/fixtures/points';

interface Trade {
  id: number;
  spuId: number;
  points: number;
  quantity: number;
  address: { contact: string; detailAddress: string };
  idempotencyKey: string;
}

let t: TestServer;
let demoToken: string;
let demoId: number;

beforeAll(async () => {
  t = await startTestServer();
  demoToken = await t.login(DEMO.phone, DEMO.password);
  demoId = (await t.call<{ id: number }>('GET', '/cus/user', { token: demoToken })).body.data.id;
});
afterAll(() => t.close());

const addGift = (cost: number, stock: number, limitPerUser = 0) =>
  pointsData.addGift(t.kysely, {
    name: { zht: '測試禮品', en: 'Test gift' },
    points: cost,
    stock,
    limitPerUser,
  });

const addAddress = (token: string, contact?: string) => addDeliveryAddress(t, token, contact);

const balanceOf = (userId: number) => pointsData.balanceOf(t.kysely, userId);
const ledgerOf = (userId: number) => pointsData.ledgerOf(t.kysely, userId);
const stockOf = (spuId: number) => pointsData.stockOf(t.kysely, spuId);
const lastFlowBalanceOf = (userId: number) => pointsData.lastFlowBalanceOf(t.kysely, userId);

const exchange = (token: string, body: Record<string, unknown>) =>
  t.call<Trade>('POST', '/grow/integralTrade', { token, body, lang: 'en' });

describe('gift exchange', () => {
  test('the demo account starts at 1200 points and its ledger adds up', async () => {
    expect(await balanceOf(demoId)).toBe(1200);
    expect(await ledgerOf(demoId)).toBe(1200);
    const flows = await t.call<{
      list: { amount: number; balanceAfter: number; reason: string }[];
      total: number;
    }>('GET', '/grow/integralFlow/page', { token: demoToken, query: { pageSize: 50 }, lang: 'en' });
    expect(flows.body.data.list[0].balanceAfter).toBe(1200);
    expect(flows.body.data.list.map((f) => f.reason)).toContain('Welcome bonus');
  });

  test('50 parallel exchanges by one user: no negative balance, no oversell, ledger equals balance', async () => {
    const spuId = await addGift(100, 1000);
    const addressId = await addAddress(demoToken);
    const before = await balanceOf(demoId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        exchange(demoToken, {
          spuId,
          quantity: 1,
          addressId,
          idempotencyKey: `parallel-one-user-${i}`,
        }),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(ok).toHaveLength(Math.floor(before / 100));
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set([409]));
    expect(refused[0].body.msg).toBe('Not enough points');
    expect(await balanceOf(demoId)).toBe(before - 100 * ok.length);
    expect(await balanceOf(demoId)).toBeGreaterThanOrEqual(0);
    expect(await ledgerOf(demoId)).toBe(await balanceOf(demoId));
    expect(await lastFlowBalanceOf(demoId)).toBe(await balanceOf(demoId));
    expect(await stockOf(spuId)).toBe(1000 - ok.length);
    const orders = await pointsData.orderCountOf(t.kysely, spuId);
    expect(orders).toBe(ok.length);
  }, 30_000);

  test('50 users at a gift with stock 10: exactly 10 orders, stock 0, every ledger adds up', async () => {
    const spuId = await addGift(50, 10);
    const users: (TestUser & { addressId: number })[] = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const user = await t.register(testPhone(100 + i));
        return { ...user, addressId: await addAddress(user.token) };
      }),
    );
    const answers = await Promise.all(
      users.map((u) =>
        exchange(u.token, {
          spuId,
          quantity: 1,
          addressId: u.addressId,
          idempotencyKey: `stock-race-${u.id}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(10);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused).toHaveLength(40);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ code: 409, msg: 'Out of stock' });
    expect(await stockOf(spuId)).toBe(0);
    for (const user of users) {
      expect(await balanceOf(user.id)).toBeGreaterThanOrEqual(0);
      expect(await ledgerOf(user.id)).toBe(await balanceOf(user.id));
    }
    const spent = await pointsData.pointsSpentOn(t.kysely, spuId);
    expect(spent).toBe(500);
  }, 60_000);

  test('a repeated tap (same idempotency key, 50 times in parallel) makes one order and answers it each time', async () => {
    const user = await t.register(testPhone(200));
    const spuId = await addGift(10, 100);
    const addressId = await addAddress(user.token);
    const body = { spuId, quantity: 1, addressId, idempotencyKey: 'same-tap-key-1' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(user.token, body)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balanceOf(user.id)).toBe(90);
    expect(await stockOf(spuId)).toBe(99);
    expect(await ledgerOf(user.id)).toBe(90);
    // The same key for a different order is refused rather than answered with the wrong order.
    const reused = await exchange(user.token, { ...body, quantity: 2 });
    expect(reused.body.code).toBe(409);
    // The key is per user: another user may use the same string.
    const other = await t.register(testPhone(201));
    const otherAddress = await addAddress(other.token);
    const theirs = await exchange(other.token, { ...body, addressId: otherAddress });
    expect(theirs.body.code).toBe(0);
    expect(theirs.body.data.id).not.toBe(answers[0].body.data.id);
  });

  test('the per-user limit holds under parallel requests', async () => {
    const user = await t.register(testPhone(202));
    const spuId = await addGift(10, 100, 2);
    const addressId = await addAddress(user.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        exchange(user.token, { spuId, quantity: 1, addressId, idempotencyKey: `limit-key-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(2);
    expect(
      answers.filter((a) => a.body.msg === 'The per-person exchange limit is reached'),
    ).toHaveLength(8);
    expect(await balanceOf(user.id)).toBe(80);

    // Issue #21: the gift's page tells its reader how many they have, so the limit is said
    // before a tap; a guest's page says nothing of anyone's.
    const mine = await t.call<{ exchanged?: number }>('GET', `/grow/integralSpu/${spuId}`, {
      token: user.token,
    });
    expect(mine.body.data.exchanged).toBe(2);
    const guest = await t.call<{ exchanged?: number }>('GET', `/grow/integralSpu/${spuId}`);
    expect(guest.body.data.exchanged).toBeUndefined();
  });

  test('the address is copied into the order and must be the caller’s', async () => {
    const user = await t.register(testPhone(203));
    const stranger = await t.register(testPhone(204));
    const spuId = await addGift(10, 10);
    const strangersAddress = await addAddress(stranger.token, 'Stranger');
    const refused = await exchange(user.token, {
      spuId,
      quantity: 1,
      addressId: strangersAddress,
      idempotencyKey: 'addr-key-1',
    });
    expect(refused.body.code).toBe(404);
    expect(await balanceOf(user.id)).toBe(100);
    expect(await stockOf(spuId)).toBe(10);

    const addressId = await addAddress(user.token, 'Original');
    const order = await exchange(user.token, {
      spuId,
      quantity: 1,
      addressId,
      idempotencyKey: 'addr-key-2',
    });
    expect(order.body.data.address.contact).toBe('Original');
    await t.call('PUT', '/pmm/addressMessage', {
      token: user.token,
      body: {
        id: addressId,
        contact: 'Edited',
        areaCode: '+853',
        phone: '62345678',
        area: 'taipa',
        addressName: '家',
        detailAddress: '新地址',
      },
    });
    const again = await t.call<Trade>('GET', `/grow/integralTrade/${order.body.data.id}`, {
      token: user.token,
    });
    expect(again.body.data.address).toMatchObject({
      contact: 'Original',
      detailAddress: '氹仔測試街 1 號',
    });
  });

  test('an order names its gift in the reader’s language, whatever language it was placed in', async () => {
    const user = await t.register(testPhone(205));
    const spuId = await pointsData.addGift(t.kysely, {
      name: {
        zht: '紀念書籤',
        zhs: '纪念书签',
        pt: 'Marcador comemorativo',
        en: 'Souvenir bookmark',
      },
      points: 10,
      stock: 5,
    });
    const addressId = await addAddress(user.token);
    const placed = await t.call<Trade & { spuName: string }>('POST', '/grow/integralTrade', {
      token: user.token,
      body: { spuId, quantity: 1, addressId, idempotencyKey: 'lang-key-1' },
      lang: 'zh-Hant',
    });
    expect(placed.body.data.spuName).toBe('紀念書籤');

    const names = async (lang: string) => {
      const page = await t.call<{ list: { id: number; spuName: string }[] }>(
        'GET',
        '/grow/integralTrade/page',
        { token: user.token, lang },
      );
      const one = await t.call<{ spuName: string }>(
        'GET',
        `/grow/integralTrade/${placed.body.data.id}`,
        { token: user.token, lang },
      );
      return [page.body.data.list[0].spuName, one.body.data.spuName];
    };
    expect(await names('pt')).toEqual(['Marcador comemorativo', 'Marcador comemorativo']);
    expect(await names('en')).toEqual(['Souvenir bookmark', 'Souvenir bookmark']);
    expect(await names('zh-Hans')).toEqual(['纪念书签', '纪念书签']);
    // The demo account's seeded order reads in Portuguese too.
    const demo = await t.call<{ list: { spuId: number; spuName: string }[] }>(
      'GET',
      '/grow/integralTrade/page?pageNo=1&pageSize=100',
      { token: demoToken, lang: 'pt' },
    );
    expect(demo.body.data.list.find((order) => order.spuId === 1)?.spuName).toBe(
      'Marcadores do património (5)',
    );
  });

  test('an unknown gift is 404 and a gift off sale cannot be exchanged', async () => {
    const addressId = await addAddress(demoToken);
    expect(
      (
        await exchange(demoToken, {
          spuId: 99999,
          quantity: 1,
          addressId,
          idempotencyKey: 'missing-gift',
        })
      ).body.code,
    ).toBe(404);
  });
});

describe('missions', () => {
  const complete = (token: string, missionId: number) =>
    t.call<{ missionId: number; completed: boolean; pointsAwarded: number }>(
      'PUT',
      '/grow/mission/complete',
      {
        token,
        body: { missionId },
      },
    );

  test('a one-off mission credits once, even with 20 parallel calls', async () => {
    const user = await t.register(testPhone(300));
    // The seeded one-off missions are the server's to complete (quiz, AR tour: #12), so the
    // test adds one the app completes.
    const oneOff = await pointsData.addClientMission(t.kysely, {
      name: { zht: '一次', zhs: '一次', pt: 'Uma vez', en: 'Once' },
      points: 50,
      period: 'once',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => complete(user.token, oneOff)),
    );
    expect(answers.every((a) => a.body.code === 0 && a.body.data.completed)).toBe(true);
    expect(answers.map((a) => a.body.data.pointsAwarded).sort((a, b) => b - a)).toEqual([
      50,
      ...Array(19).fill(0),
    ]);
    expect(await balanceOf(user.id)).toBe(150);
    expect(await ledgerOf(user.id)).toBe(150);
    t.clock.advance(3 * 24 * 3600 * 1000);
    expect((await complete(user.token, oneOff)).body.data.pointsAwarded).toBe(0);
  });

  test('a daily mission credits once per Macau day, and the day turns at midnight in Macau', async () => {
    const user = await t.register(testPhone(301));
    // 15:59:59 UTC is 23:59:59 in Macau.
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    t.clock.set(Date.parse(`${today}T15:59:59Z`));
    const first = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call<{ pointsAwarded: number }>('GET', '/grow/mission/complete/1', { token: user.token }),
      ),
    );
    expect(first.map((a) => a.body.data.pointsAwarded).filter((p) => p > 0)).toEqual([20]);
    t.clock.advance(2000);
    const next = await t.call<{ pointsAwarded: number }>('GET', '/grow/mission/complete/1', {
      token: user.token,
    });
    expect(next.body.data.pointsAwarded).toBe(20);
    expect(await balanceOf(user.id)).toBe(140);
    expect(await ledgerOf(user.id)).toBe(140);
    const page = await t.call<{ list: { id: number; completed: boolean }[] }>(
      'GET',
      '/grow/mission/page',
      {
        token: user.token,
        query: { pageSize: 20 },
      },
    );
    expect(page.body.data.list.find((m) => m.id === 1)?.completed).toBe(true);
    expect(page.body.data.list.find((m) => m.id === 2)?.completed).toBe(false);
  });

  test('a mission the server completes itself cannot be claimed by the client', async () => {
    const user = await t.register(testPhone(302));
    const answer = await complete(user.token, 6);
    expect(answer.body.code).toBe(403);
    expect(await balanceOf(user.id)).toBe(100);
  });

  test('badges follow the rules: list with earned flags', async () => {
    const list = await t.call<{ id: number; earned: boolean; nameEn: string }[]>(
      'GET',
      '/grow/badge/list',
      { token: demoToken },
    );
    expect(list.body.code).toBe(0);
    const earned = list.body.data.filter((b) => b.earned).map((b) => b.nameEn);
    expect(earned).toEqual(expect.arrayContaining(['Newcomer', 'Slogan Writer', 'Gift Exchanger']));
    const guest = await t.call<{ earned: boolean }[]>('GET', '/grow/badge/list');
    expect(guest.body.data.every((b) => !b.earned)).toBe(true);
  });
});
