import * as password from '../../server/src/lib/password';
import { HashPool } from '../../server/src/modules/account/hash-pool';
import {
  DEMO,
  relaxedLimits,
  startTestServer,
  testPhone,
  type TestServer,
} from './helpers/harness';
import { jsonBody, rawCall } from './helpers/raw-http';
import * as accountData from './helpers/fixtures/account';

// Issue #9, "Leak and abuse (server)": password guessing, login floods and sessions (SPEC §5, §7).

const en = { 'accept-language': 'en' };

// Hundreds of requests on a shared two-core machine: generous time, no assertion about speed.
jest.setTimeout(60_000);

describe('password lockout counts the attempt before the password is checked', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  test('300 parallel wrong passwords get at most 10 real checks; the rest and the right password are refused unchecked', async () => {
    const user = await t.register(testPhone(101), { password: 'Right#123' });
    const verify = jest.spyOn(password, 'verifyPassword');
    const guesses = (p: unknown) => typeof p === 'string' && p.startsWith('Guess#');
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.call('POST', '/login', {
          body: { account: user.phone, password: `Guess#${i}`, areaCode: '+853' },
          lang: 'en',
        }),
      ),
    );
    const checked = verify.mock.calls.filter(([p]) => guesses(p)).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 422).length).toBe(checked);
    expect(codes.filter((c) => c === 429).length).toBe(300 - checked);
    for (const answer of answers.filter((a) => a.body.code === 429)) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: 429,
        msg: 'Too many failed logins; try again in 15 min or log in with a code',
        data: null,
      });
    }
    // The same account typed another way shares the counter, and the right password waits too.
    verify.mockClear();
    for (const body of [
      { account: user.phone, password: 'Right#123' },
      { account: user.phone, password: 'Right#123', areaCode: '+853' },
    ]) {
      expect((await t.call('POST', '/login', { body })).body.code).toBe(429);
    }
    expect(verify).not.toHaveBeenCalled();
    // The guesses came from 127.0.0.1, which registered the account: a known address of it
    // (known-addresses.ts), whose counter is its own.
    const row = await accountData.loginAttemptsOf(t.kysely, `user:${user.id}|127.0.0.1`);
    expect(row).toBe(checked);
    t.clock.advance(15 * 60 * 1000);
    await t.login(user.phone, 'Right#123');
  });

  test('too busy to hash: the envelope at once, and the attempt is not counted', async () => {
    const busy = await startTestServer({
      limits: { ...relaxedLimits, hashConcurrency: 1, hashQueue: 1 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          busy.call('POST', '/login', {
            body: { account: `nobody${i}`, password: 'Wrong#123' },
            lang: 'en',
          }),
        ),
      );
      const refused = answers.filter((a) => a.body.code === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.body).toEqual({
          code: 429,
          msg: 'The server is busy; try again in a moment',
          data: null,
        });
      }
      expect(answers.every((a) => a.body.code === 422 || a.body.code === 429)).toBe(true);
      const counted = await accountData.loginAttemptsCounted(busy.kysely);
      expect(counted).toBe(answers.filter((a) => a.body.code === 422).length);
    } finally {
      await busy.close();
    }
  });
});

describe('one address cannot fill the hashing queue in front of everybody else', () => {
  test('the pool: one key holds at most perKey places, another key still gets in', async () => {
    const pool = new HashPool(1, 3, 2);
    const gates: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        gates.push(() => resolve('done'));
      });
    const flood = Array.from({ length: 5 }, () =>
      pool.run('a', task).then(
        (value) => value,
        (error: { code?: number }) => `refused ${error.code}`,
      ),
    );
    const other = pool.run('b', task);
    await new Promise((resolve) => setImmediate(resolve));
    // One running, one waiting for 'a'; three refused at once; 'b' waits in the queue.
    expect(gates).toHaveLength(1);
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(flood)).toEqual([
      'done',
      'done',
      'refused 429',
      'refused 429',
      'refused 429',
    ]);
    expect(await other).toBe('done');
  });

  test('a flood holds at most hashPerAddress places; a real login from another address gets one', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, hashConcurrency: 1, hashQueue: 3, hashPerAddress: 2 },
    });
    try {
      const url = `${t.server.apiBase}/login`;
      const flood = Array.from({ length: 30 }, (_, i) =>
        rawCall(url, {
          method: 'POST',
          localAddress: '127.0.0.2',
          ...jsonBody({ account: `flood${i}`, password: 'Wrong#123' }),
        }),
      );
      const real = rawCall(url, {
        method: 'POST',
        localAddress: '127.0.0.1',
        ...jsonBody({ account: DEMO.phone, password: DEMO.password, areaCode: '+853' }),
      });
      const [answers, mine] = await Promise.all([Promise.all(flood), real]);
      expect(mine.body.code).toBe(0);
      const busy = answers.filter((a) => a.body.code === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.body.code === 422 || a.body.code === 429)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('login floods are refused per address and overall, with the envelope', () => {
  test('a flood from one address is refused once its budget is spent; another address logs in', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, login: { perIp: 5, total: 1000 } },
    });
    try {
      const url = `${t.server.apiBase}/login`;
      const flood = await Promise.all(
        Array.from({ length: 40 }, () =>
          rawCall(url, {
            method: 'POST',
            localAddress: '127.0.0.2',
            ...jsonBody({ account: DEMO.phone, password: 'Wrong#1', areaCode: '+853' }),
            headers: { ...jsonBody(null).headers, ...en },
          }),
        ),
      );
      const limited = flood.filter((a) => a.body.msg.startsWith('Too many requests'));
      expect(limited).toHaveLength(35);
      for (const answer of limited) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          code: 429,
          msg: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
          data: null,
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The real user on 127.0.0.1 has a budget of their own.
      const real = await rawCall(url, {
        method: 'POST',
        localAddress: '127.0.0.1',
        ...jsonBody({ account: DEMO.phone, password: DEMO.password, areaCode: '+853' }),
      });
      expect(real.body.code).toBe(0);
      // Other calls that hash or check a code share the address's login budget.
      const reset = await rawCall(`${t.server.apiBase}/forgetPassword`, {
        method: 'POST',
        localAddress: '127.0.0.2',
        ...jsonBody({ phone: DEMO.phone, areaCode: '+853', code: '123456', password: 'New#1234' }),
      });
      expect(reset.body.code).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('the overall budget holds across addresses that failed, never against one that has not (issue #22)', async () => {
    const t = await startTestServer({
      limits: { ...relaxedLimits, login: { perIp: 1000, total: 6 } },
    });
    try {
      const url = `${t.server.apiBase}/login`;
      const from = (
        localAddress: string,
        body: Record<string, string> = { account: 'nobody', password: 'Wrong#1' },
      ) => rawCall(url, { method: 'POST', localAddress, ...jsonBody(body) });
      for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
        for (let i = 0; i < 2; i += 1) expect((await from(address)).body.code).toBe(422);
      }
      // Six failures this minute: the addresses that failed are refused before any hashing.
      for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
        expect((await from(address)).body.code).toBe(429);
      }
      // An address that has not failed is still checked, and the right password signs in.
      expect((await from('127.0.0.5')).body.code).toBe(422);
      expect((await from('127.0.0.5')).body.code).toBe(429);
      const real = { account: DEMO.phone, password: DEMO.password, areaCode: '+853' };
      expect((await from('127.0.0.6', real)).body.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('live sessions per account', () => {
  test('a new login revokes the oldest session beyond the cap', async () => {
    const t = await startTestServer({ limits: { ...relaxedLimits, sessionsPerAccount: 3 } });
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 5; i += 1) tokens.push(await t.login(DEMO.phone, DEMO.password));
      const codes = [];
      for (const token of tokens)
        codes.push((await t.call('GET', '/cus/user', { token })).body.code);
      expect(codes).toEqual([401, 401, 0, 0, 0]);
      const live = await accountData.liveSessionsOf(t.kysely, DEMO.phone);
      expect(live).toBe(3);
    } finally {
      await t.close();
    }
  });
});
