import { relaxedLimits, startTestServer, testPhone, type TestServer } from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';

// Issue #22, "One chosen person locked out": a stranger sending codes to a victim's phone from
// many addresses, guessing the victim's password and typing wrong codes slows the owner down but
// never shuts them out: whoever proves the phone (the SMS code) gets back in.

jest.setTimeout(60_000);

const MINUTE = 60 * 1000;
const en = { 'accept-language': 'en' };

function from(t: TestServer, localAddress: string, method: string, route: string, body: object) {
  const form = route.startsWith('/sms/');
  return rawCall(`${t.server.apiBase}${route}`, {
    method,
    localAddress,
    headers: {
      ...en,
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : jsonBody(body).body,
  });
}

describe('a person who proves the phone can always get back in', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('nine code sends from strangers (ten with the registration) do not shut the owner out of codes for the day', async () => {
    const victim = await t.register(testPhone(2210));
    t.clock.advance(2 * MINUTE);
    const phone = { phone: victim.phone, areaCode: '+853' };
    for (let i = 0; i < 9; i += 1) {
      const sent = await from(t, `127.0.3.${i + 1}`, 'POST', '/sms/sendLoginCode', phone);
      expect(sent.body.code).toBe(0);
      t.clock.advance(61 * 1000);
    }
    // The daily cap of the phone is reached: the next code waits an hour, it is not refused.
    const waiting = await from(t, '127.0.3.50', 'POST', '/sms/sendLoginCode', phone);
    expect(waiting.body.code).toBe(429);
    expect(waiting.body.msg).toMatch(/try again in \d+ s/);
    t.clock.advance(60 * MINUTE);
    expect((await from(t, '127.0.3.50', 'POST', '/sms/sendLoginCode', phone)).body.code).toBe(0);
    const code = await t.lastCode(`+853 ${victim.phone}`);
    const login = await from(t, '127.0.3.50', 'POST', '/smsLogin', { ...phone, code });
    expect(login.body.code).toBe(0);
  });

  test('ten wrong passwords lock the password, not the phone: a code login works and lifts the lock', async () => {
    const victim = await t.register(testPhone(2211), { password: 'Right#123' });
    const account = { account: victim.phone, areaCode: '+853' };
    for (let i = 0; i < 10; i += 1) {
      await from(t, `127.0.4.${i + 1}`, 'POST', '/login', { ...account, password: `Bad#${i}` });
    }
    const locked = await from(t, '127.0.4.50', 'POST', '/login', {
      ...account,
      password: 'Right#123',
    });
    expect(locked.body.code).toBe(429);
    t.clock.advance(2 * MINUTE);
    const phone = { phone: victim.phone, areaCode: '+853' };
    expect((await from(t, '127.0.4.50', 'POST', '/sms/sendLoginCode', phone)).body.code).toBe(0);
    const code = await t.lastCode(`+853 ${victim.phone}`);
    expect((await from(t, '127.0.4.50', 'POST', '/smsLogin', { ...phone, code })).body.code).toBe(
      0,
    );
    const again = await from(t, '127.0.4.50', 'POST', '/login', {
      ...account,
      password: 'Right#123',
    });
    expect(again.body.code).toBe(0);
  });

  test("a stranger's wrong codes do not cancel the owner's pending code", async () => {
    const victim = await t.register(testPhone(2212));
    t.clock.advance(2 * MINUTE);
    const phone = { phone: victim.phone, areaCode: '+853' };
    expect((await from(t, '127.0.5.50', 'POST', '/sms/sendLoginCode', phone)).body.code).toBe(0);
    const code = await t.lastCode(`+853 ${victim.phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [];
    for (let i = 0; i < 8; i += 1) {
      guesses.push(
        (await from(t, `127.0.5.${i + 1}`, 'POST', '/smsLogin', { ...phone, code: wrong })).body
          .code,
      );
    }
    // The strangers' tries run out (and with them any guessing of this code from elsewhere)...
    expect(guesses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(guesses.slice(4)).toEqual([429, 429, 429, 429]);
    const right = await from(t, '127.0.5.9', 'POST', '/smsLogin', { ...phone, code });
    expect(right.body.code).toBe(429);
    // ...while the owner, from the address that asked for it, still signs in with it.
    const owner = await from(t, '127.0.5.50', 'POST', '/smsLogin', { ...phone, code });
    expect(owner.body.code).toBe(0);
  });
});

describe("codes to a victim's number range", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ limits: { ...relaxedLimits, smsPerRangePerDay: 3 } });
  });
  afterAll(() => t.close());

  test('codes sent to made-up numbers of the same range do not shut the owner out for the day', async () => {
    // The test phones share one range (+853 6600): the registration's code is its first.
    const victim = await t.register(testPhone(2213));
    t.clock.advance(2 * MINUTE);
    const phone = { phone: victim.phone, areaCode: '+853' };
    const made = (i: number) => ({ phone: testPhone(2290 + i), areaCode: '+853' });
    expect((await from(t, '127.0.6.1', 'POST', '/sms/sendLoginCode', made(0))).body.code).toBe(0);
    expect((await from(t, '127.0.6.2', 'POST', '/sms/sendLoginCode', made(1))).body.code).toBe(0);
    // The range's day is spent: the strangers, who never use their codes, get no more...
    const refused = await from(t, '127.0.6.1', 'POST', '/sms/sendLoginCode', made(2));
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/range of numbers/);
    // ...while the owner, from their own address, gets a code and signs in with it.
    const sent = await from(t, '127.0.6.50', 'POST', '/sms/sendLoginCode', phone);
    expect(sent.body).toEqual({ code: 0, msg: 'Verification code sent', data: null });
    const code = await t.lastCode(`+853 ${victim.phone}`);
    const login = await from(t, '127.0.6.50', 'POST', '/smsLogin', { ...phone, code });
    expect(login.body.code).toBe(0);
  });
});

// Issue #28, "A targeted owner": the owner's own wrong try at their own code counted as a failed
// login, so once strangers had spent the minute's overall failure budget, the owner's address was
// among "those that failed" and even the code login answered "too many requests".
describe("the owner's own mistyped code does not lock them out", () => {
  test('strangers spend the overall failure budget; the owner at a new address mistypes their code once, then signs in with it', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, login: { perIp: 1000, total: 5 } },
    });
    try {
      const owner = await t.register(testPhone(2801));
      expect(owner.token).toBeTruthy();
      // Past the registration code's spacing; the rest happens within one minute.
      t.clock.advance(MINUTE + 1000);
      // Strangers spend the minute's failures on made-up accounts.
      for (let i = 0; i < 5; i += 1) {
        const guess = await from(t, `127.0.28.${i + 1}`, 'POST', '/login', {
          account: `nobody${i}`,
          password: 'Wrong#123',
        });
        expect(guess.body.code).toBe(422);
      }
      // The owner, at an address they never signed in from, asks for a code and mistypes it.
      const at = '127.0.28.100';
      const phone = { phone: owner.phone, areaCode: '+853' };
      expect((await from(t, at, 'POST', '/sms/sendLoginCode', phone)).body.code).toBe(0);
      const code = await t.lastCode(`+853 ${owner.phone}`);
      const wrong = code === '000000' ? '111111' : '000000';
      const mistyped = await from(t, at, 'POST', '/codeLogin', { ...phone, code: wrong });
      expect(mistyped.body.code).toBe(422);
      const signedIn = await from(t, at, 'POST', '/codeLogin', { ...phone, code });
      expect(signedIn.body).toMatchObject({ code: 0 });
      // A stranger's wrong code still counts: that address is refused for the minute.
      const stranger = await from(t, '127.0.28.200', 'POST', '/codeLogin', {
        ...phone,
        code: wrong,
      });
      expect(stranger.body.code).toBe(422);
      const again = await from(t, '127.0.28.200', 'POST', '/codeLogin', { ...phone, code: wrong });
      expect(again.body.code).toBe(429);
    } finally {
      await t.close();
    }
  });
});
