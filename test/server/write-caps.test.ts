import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';
import * as accountData from './helpers/fixtures/account';

// Issue #22, house rule: every write a stranger can reach is capped per address and per account,
// far above what a visitor does. Footprints (any targetId) and devices (any deviceId) were not.

jest.setTimeout(30_000);

const HOUR = 60 * 60 * 1000;

describe('footprints and devices per account', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      limits: { footprintsPerAccountPerDay: 3, devicesPerAccount: 3 },
    });
  });
  afterAll(() => t.close());

  test('new footprints are capped per account a day; visiting again is never refused', async () => {
    const visitor = await t.register(testPhone(2240));
    const other = await t.register(testPhone(2241));
    const visit = (token: string, targetId: number) =>
      t.call('POST', '/crm/userFootprint', { token, lang: 'en', body: { type: 'news', targetId } });
    for (const id of [900001, 900002, 900003]) {
      expect((await visit(visitor.token, id)).body.code).toBe(0);
    }
    const refused = await visit(visitor.token, 900004);
    expect(refused.body).toMatchObject({ code: 409, data: null });
    expect(refused.body.msg).toMatch(/3 .*today/);
    const zh = await t.call('POST', '/crm/userFootprint', {
      token: visitor.token,
      lang: 'zh-Hant',
      body: { type: 'news', targetId: 900004 },
    });
    expect(zh.body.msg).toMatch(/3/);
    expect(zh.body.msg).not.toBe(refused.body.msg);
    // What the visitor already visited moves to the top again...
    expect((await visit(visitor.token, 900001)).body.code).toBe(0);
    // ...another account has its own count...
    expect((await visit(other.token, 900004)).body.code).toBe(0);
    // ...and a day later new visits are recorded again.
    t.clock.advance(24 * HOUR + 1);
    expect((await visit(visitor.token, 900004)).body.code).toBe(0);
    const count = await accountData.footprintCount(t.kysely, visitor.id, 'visit');
    expect(count).toBe(4);
  });

  test('an account keeps its newest devices; a new one replaces the oldest, none is refused', async () => {
    const visitor = await t.register(testPhone(2242));
    for (let i = 1; i <= 5; i += 1) {
      const saved = await t.call('POST', '/userDevice/add', {
        token: visitor.token,
        body: { deviceId: `device-${i}`, platform: 'h5' },
      });
      expect(saved.body.code).toBe(0);
      t.clock.advance(1000);
    }
    // Device 2 is seen again: it is now newer than 3.
    await t.call('PUT', '/userDevice', {
      token: visitor.token,
      body: { deviceId: 'device-2', platform: 'weapp' },
    });
    t.clock.advance(1000);
    await t.call('POST', '/userDevice/add', {
      token: visitor.token,
      body: { deviceId: 'device-6', platform: 'h5' },
    });
    const kept = await accountData.deviceIdsOf(t.kysely, visitor.id);
    expect(kept).toEqual(['device-2', 'device-5', 'device-6']);
  });
});

describe('footprints and devices per address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ limits: { writesPerIp: 5 } });
  });
  afterAll(() => t.close());

  test('one address gets so many such writes a minute; another address is not held back', async () => {
    const visitor = await t.register(testPhone(2243));
    const write = (address: string, route: string, body: object) =>
      rawCall(`${t.server.apiBase}${route}`, {
        method: 'POST',
        localAddress: address,
        headers: { 'accept-language': 'en', token: visitor.token, ...jsonBody(body).headers },
        body: jsonBody(body).body,
      });
    for (let i = 0; i < 4; i += 1) {
      const visited = await write('127.0.13.1', '/crm/userFootprint', {
        type: 'news',
        targetId: 910000 + i,
      });
      expect(visited.body.code).toBe(0);
    }
    const device = { deviceId: 'device-a', platform: 'h5' };
    expect((await write('127.0.13.1', '/userDevice/add', device)).body.code).toBe(0);
    const refused = await write('127.0.13.1', '/crm/userFootprint', { type: 'news', targetId: 1 });
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/try again in \d+ s/);
    expect((await write('127.0.13.2', '/userDevice/add', device)).body.code).toBe(0);
  });
});
