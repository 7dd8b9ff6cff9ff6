import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';

// Issue #22, "One chosen person locked out", the scripted stranger: a code asked for to the
// victim's phone the moment its spacing opens (one an hour past the daily cap), its strangers'
// tries spent from another address, and the password guessed until it locks. An address the
// account signed in from within KNOWN_ADDRESS_DAYS is the owner's: its code requests are not held
// back by the slot strangers took, and its right password is not refused by strangers' failures.

jest.setTimeout(60_000);

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const en = { 'accept-language': 'en' };

function from(
  t: TestServer,
  address: string,
  route: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const form = route.startsWith('/sms/');
  return rawCall(`${t.server.apiBase}${route}`, {
    method: 'POST',
    // An address of 127.x.y.z is the socket's own; otherwise the proxy's X-Forwarded-For.
    localAddress: address.startsWith('127.') ? address : undefined,
    headers: {
      ...en,
      ...headers,
      ...(address.startsWith('127.') ? {} : { 'x-forwarded-for': address }),
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : jsonBody(body).body,
  });
}

/** Ten wrong passwords from ten strangers' addresses: the account is locked for strangers. */
async function lockPassword(t: TestServer, phone: string, prefix: string) {
  for (let i = 0; i < 10; i += 1) {
    await from(t, `${prefix}${i + 1}`, '/login', {
      account: phone,
      areaCode: '+853',
      password: `Bad#${i}`,
    });
  }
}

describe('an address the account signed in from is the owner’s', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('a stranger holding every code slot of the phone does not keep the owner from a code', async () => {
    const victim = await t.register(testPhone(2230), { password: 'Right#123' });
    const phone = { phone: victim.phone, areaCode: '+853' };
    const owner = '127.0.8.50';
    const signIn = await from(t, owner, '/login', {
      account: victim.phone,
      areaCode: '+853',
      password: 'Right#123',
    });
    expect(signIn.body.code).toBe(0);
    t.clock.advance(2 * MINUTE);

    // The script: a code whenever the phone's spacing opens, its strangers' tries spent at once.
    const takeSlot = async () => {
      expect((await from(t, '127.0.8.1', '/sms/sendLoginCode', phone)).body.code).toBe(0);
      for (let i = 0; i < 5; i += 1) {
        await from(t, '127.0.8.2', '/smsLogin', { ...phone, code: '000000' });
      }
    };
    for (let i = 0; i < 9; i += 1) {
      await takeSlot();
      t.clock.advance(61 * 1000);
    }
    t.clock.advance(60 * MINUTE);
    await takeSlot();
    const stolen = await t.lastCode(`+853 ${victim.phone}`);
    // The code on the owner's phone is the stranger's: its strangers' tries are spent.
    expect((await from(t, owner, '/smsLogin', { ...phone, code: stolen })).body.code).toBe(429);

    // The owner, from an address they signed in from, still gets a code of their own...
    const sent = await from(t, owner, '/sms/sendLoginCode', phone);
    expect(sent.body).toEqual({ code: 0, msg: 'Verification code sent', data: null });
    const mine = await t.lastCode(`+853 ${victim.phone}`);
    // ...which a stranger's next request (held back by the slot) cannot replace...
    const next = await from(t, '127.0.8.1', '/sms/sendLoginCode', phone);
    expect(next.body.code).toBe(429);
    expect(next.body.msg).toMatch(/try again in \d+ s/);
    // ...nor can the owner's own address flood the phone: it has its own spacing.
    const again = await from(t, owner, '/sms/sendLoginCode', phone);
    expect(again.body.code).toBe(429);
    expect(again.body.msg).toMatch(/try again in \d+ s/);
    // A brand-new address during the attack is only slowed (one code an hour), not let past.
    const fresh = await from(t, '127.0.8.60', '/sms/sendLoginCode', phone);
    expect(fresh.body.code).toBe(429);

    const login = await from(t, owner, '/smsLogin', { ...phone, code: mine });
    expect(login.body.code).toBe(0);
    expect(login.body.data).toMatchObject({ user: { id: victim.id } });
  });

  test("a stranger's code sent after the owner's does not cancel the owner's code", async () => {
    const victim = await t.register(testPhone(2231), { password: 'Right#123' });
    const phone = { phone: victim.phone, areaCode: '+853' };
    const owner = '127.0.9.50';
    await from(t, owner, '/login', {
      account: victim.phone,
      areaCode: '+853',
      password: 'Right#123',
    });
    t.clock.advance(2 * MINUTE);
    expect((await from(t, owner, '/sms/sendLoginCode', phone)).body.code).toBe(0);
    const mine = await t.lastCode(`+853 ${victim.phone}`);
    t.clock.advance(61 * 1000);
    expect((await from(t, '127.0.9.1', '/sms/sendLoginCode', phone)).body.code).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      await from(t, '127.0.9.2', '/smsLogin', { ...phone, code: '000000' });
    }
    const login = await from(t, owner, '/smsLogin', { ...phone, code: mine });
    expect(login.body.code).toBe(0);
  });

  test('strangers’ wrong passwords do not lock the owner out at their own address; the owner’s wrong ones still count', async () => {
    const victim = await t.register(testPhone(2232), { password: 'Right#123' });
    const account = { account: victim.phone, areaCode: '+853' };
    const owner = '127.0.10.50';
    expect((await from(t, owner, '/login', { ...account, password: 'Right#123' })).body.code).toBe(
      0,
    );
    await lockPassword(t, victim.phone, '127.0.10.');
    // A stranger with the right password (a new address) meets the lock...
    const stranger = await from(t, '127.0.10.60', '/login', { ...account, password: 'Right#123' });
    expect(stranger.body.code).toBe(429);
    // ...the owner at the address they signed in from does not.
    const mine = await from(t, owner, '/login', { ...account, password: 'Right#123' });
    expect(mine.body.code).toBe(0);
    expect(mine.body.data).toMatchObject({ user: { id: victim.id } });
    // Wrong passwords from the owner's address are counted for that address.
    for (let i = 0; i < 10; i += 1) {
      const wrong = await from(t, owner, '/login', { ...account, password: `Bad#${i}` });
      expect(wrong.body.code).toBe(422);
    }
    const locked = await from(t, owner, '/login', { ...account, password: 'Right#123' });
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toMatch(/try again in \d+ min/);
  });

  test('an address is the owner’s for 30 days after the last sign-in from it', async () => {
    const victim = await t.register(testPhone(2233), { password: 'Right#123' });
    const account = { account: victim.phone, areaCode: '+853' };
    const owner = '127.0.11.50';
    await from(t, owner, '/login', { ...account, password: 'Right#123' });
    t.clock.advance(29 * DAY);
    await lockPassword(t, victim.phone, '127.0.11.');
    expect((await from(t, owner, '/login', { ...account, password: 'Right#123' })).body.code).toBe(
      0,
    );
    t.clock.advance(31 * DAY);
    await lockPassword(t, victim.phone, '127.0.12.');
    const stale = await from(t, owner, '/login', { ...account, password: 'Right#123' });
    expect(stale.body.code).toBe(429);
  });
});

describe('behind a proxy the owner’s address is the visitor’s, not one the client wrote', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  test('a forged X-Forwarded-For naming the owner’s address is not the owner', async () => {
    const victim = await t.register(testPhone(2234), { password: 'Right#123' });
    const account = { account: victim.phone, areaCode: '+853' };
    // The proxy appends the address it saw: the owner's request carries only it.
    const owner = '203.0.113.50';
    expect((await from(t, owner, '/login', { ...account, password: 'Right#123' })).body.code).toBe(
      0,
    );
    await lockPassword(t, victim.phone, '198.51.100.');
    // A stranger writes the owner's address first; the proxy appends the stranger's own.
    const forged = await from(t, `${owner}, 198.51.100.77`, '/login', {
      ...account,
      password: 'Right#123',
    });
    expect(forged.body.code).toBe(429);
    const mine = await from(t, owner, '/login', { ...account, password: 'Right#123' });
    expect(mine.body.code).toBe(0);
  });
});
