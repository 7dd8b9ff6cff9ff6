import http from 'node:http';
import { sha256Hex } from '../../server/src/lib/crypto';
import { createOperator } from '../../server/src/modules/admin/operators';
import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, adminLogin, loginAs, totpCode, type AdminSession } from './helpers/admin';
import { jsonBody, rawCall } from './helpers/raw-http';
import * as adminData from './helpers/fixtures/admin';

// Issue #29, operators' accounts: the last admin cannot be removed, not even by two admins
// demoting each other at once; the forced password change refuses the one-time password and
// guessable ones; strangers' wrong passwords do not lock an operator out at an address they signed
// in from, and the next sign-in tells the operator how many failed attempts there were.

jest.setTimeout(120_000);

const PASSWORD = 'Harbour-lights-42';
const SECRET_X = 'TESTADMINXTESTADMINXTESTADMINXAA';
const SECRET_Y = 'TESTADMINYTESTADMINYTESTADMINYAA';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const admins = async () => (await adminData.enabledAdminIds(t.kysely)).length;

/**
 * A PUT whose headers go at once and whose body waits for `release`: the server checks the
 * session and the permission when the headers arrive, so two calls held this way have both
 * passed the access check before either changes anything, the moment the race is about.
 */
function heldPut(session: AdminSession, pathname: string, body: object) {
  const text = JSON.stringify(body);
  let settle: (answer: { status: number; body: { code?: string; message?: string } }) => void;
  const answer = new Promise<{ status: number; body: { code?: string; message?: string } }>(
    (resolve) => {
      settle = resolve;
    },
  );
  const req = http.request(
    `${t.server.apiBase}/admin${pathname}`,
    {
      method: 'PUT',
      agent: false,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'accept-language': 'en',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      },
    },
    (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
      });
      res.on('end', () => settle({ status: res.statusCode ?? 0, body: JSON.parse(raw) }));
    },
  );
  req.flushHeaders();
  return { answer, release: () => req.end(text) };
}

/** Waits until the server has checked each session's call (the check marks the session seen). */
async function checked(sessions: AdminSession[], at: number): Promise<void> {
  const hashOf = (s: AdminSession) => sha256Hex(s.cookie.slice(s.cookie.indexOf('=') + 1));
  const seen = async () =>
    (
      await Promise.all(sessions.map((s) => adminData.operatorSessionSeenAt(t.kysely, hashOf(s))))
    ).every((seenAt) => seenAt === at);
  while (!(await seen())) {
    await new Promise((next) => setImmediate(next));
  }
}

/** Two calls that both pass the access check, then run together. */
async function race(calls: [AdminSession, string, object][]) {
  t.clock.advance(1000);
  const held = calls.map(([session, pathname, body]) => heldPut(session, pathname, body));
  await checked(
    calls.map(([session]) => session),
    t.clock.now(),
  );
  for (const each of held) each.release();
  return Promise.all(held.map((each) => each.answer));
}

const SECRETS: Record<string, string> = { '66002901': SECRET_X, '66002902': SECRET_Y };
const survivorAccount = (id: number) => adminData.operatorAccountOf(t.kysely, id);
const secretOf = async (id: number) => SECRETS[await survivorAccount(id)];

async function seededAdmin(account: string, secret: string): Promise<number> {
  return createOperator(t.server.app.ctx.kysely, {
    account,
    name: `Admin ${account}`,
    roles: ['admin'],
    password: PASSWORD,
    mustChangePassword: false,
    totpSecret: secret,
    now: t.clock.now(),
  });
}

describe('the forced password change', () => {
  test('refuses the one-time password and guessable passwords, then takes a good one', async () => {
    const admin = await loginAs(t, 'admin');
    const created = await adminCall<{ data: { id: number }; oneTimePassword: string }>(
      t,
      admin,
      'POST',
      '/operators',
      { body: { account: '66002910', name: 'New editor', roles: ['editor'] } },
    );
    expect(created.status).toBe(200);
    const oneTime = created.body.oneTimePassword;
    t.clock.advance(30_000);
    const step1 = await adminCall<{ challenge: string; secret: string; enrol: boolean }>(
      t,
      null,
      'POST',
      '/auth/login',
      { body: { account: '66002910', password: oneTime } },
    );
    expect(step1.body.enrol).toBe(true);
    const step2 = await adminCall<{ csrfToken: string }>(t, null, 'POST', '/auth/totp', {
      body: { challenge: step1.body.challenge, code: totpCode(t, step1.body.secret) },
    });
    expect(step2.status).toBe(200);
    const session: AdminSession = {
      cookie: (step2.headers.get('set-cookie') ?? '').split(';')[0],
      csrf: step2.body.csrfToken,
      operator: { id: created.body.data.id, roles: [], permissions: [], mustChangePassword: true },
    };
    const change = (newPassword: string) =>
      adminCall(t, session, 'POST', '/auth/password', {
        body: { currentPassword: oneTime, newPassword },
        lang: 'en',
      });

    const same = await change(oneTime);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(
      'The new password must differ from the one-time or current password',
    );
    for (const common of ['Password2024', 'qwerty12345', '1q2w3e4r5t6y', 'Admin66002910']) {
      const refused = await change(common);
      expect({ common, status: refused.status, message: refused.body.message }).toEqual({
        common,
        status: 400,
        message: 'This password is too common or easy to guess; choose another',
      });
    }
    // Still the one-time password's session: nothing else opens until a good one is set.
    expect((await adminCall(t, session, 'GET', '/dashboard')).body.code).toBe(
      'passwordChangeRequired',
    );
    expect((await change('Lotus-bridge-1945')).status).toBe(200);
    expect((await adminCall(t, session, 'GET', '/dashboard')).status).toBe(200);
  });
});

describe('strangers cannot lock an operator out', () => {
  const API = () => `${t.server.apiBase}/admin`;
  const from = (address: string, route: string, body: object) =>
    rawCall(`${API()}${route}`, {
      method: 'POST',
      localAddress: address,
      headers: { ...jsonBody(body).headers, 'accept-language': 'en' },
      body: jsonBody(body).body,
    });
  const signIn = async (address: string, account: string, secret: string) => {
    t.clock.advance(30_000);
    const step1 = await from(address, '/auth/login', { account, password: PASSWORD });
    if (step1.status !== 200) return step1;
    const challenge = (step1.body as unknown as { challenge: string }).challenge;
    return from(address, '/auth/totp', { challenge, code: totpCode(t, secret) });
  };

  test('ten wrong passwords from other addresses do not keep the operator out at their usual address; the sign-in tells how many there were', async () => {
    const secret = 'TESTMODERATORTESTMODERATORTESTMO';
    await createOperator(t.server.app.ctx.kysely, {
      account: '66002920',
      name: 'Moderator',
      roles: ['moderator'],
      password: PASSWORD,
      mustChangePassword: false,
      totpSecret: secret,
      now: t.clock.now(),
    });
    const usual = '127.0.29.50';
    const first = await signIn(usual, '66002920', secret);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ failedAttempts: 0 });

    for (let i = 1; i <= 10; i += 1) {
      const wrong = await from(`127.0.29.${i}`, '/auth/login', {
        account: '66002920',
        password: `Wrong-guess-${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    // A stranger's address, even with the right password, meets the lock...
    const stranger = await from('127.0.29.60', '/auth/login', {
      account: '66002920',
      password: PASSWORD,
    });
    expect(stranger.status).toBe(429);
    // ...the operator at their usual address does not, and is told of the ten.
    const mine = await signIn(usual, '66002920', secret);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ failedAttempts: 10, previousLoginAt: expect.any(String) });
    // Told once: the count starts again from this sign-in.
    const again = await signIn(usual, '66002920', secret);
    expect(again.body).toMatchObject({ failedAttempts: 0 });
  });

  test('wrong passwords from the usual address still count for it', async () => {
    const secret = 'TESTFULFILMENTTESTFULFILMENTTEST';
    await createOperator(t.server.app.ctx.kysely, {
      account: '66002921',
      name: 'Fulfilment',
      roles: ['fulfilment'],
      password: PASSWORD,
      mustChangePassword: false,
      totpSecret: secret,
      now: t.clock.now(),
    });
    const usual = '127.0.30.50';
    expect((await signIn(usual, '66002921', secret)).status).toBe(200);
    for (let i = 1; i <= 10; i += 1) {
      await from(usual, '/auth/login', { account: '66002921', password: `Wrong-guess-${i}` });
    }
    const locked = await from(usual, '/auth/login', { account: '66002921', password: PASSWORD });
    expect(locked.status).toBe(429);
  });
});

describe('the last admin', () => {
  test('two admins demoting each other at the same moment: exactly one succeeds, one admin is left', async () => {
    const x = await seededAdmin('66002901', SECRET_X);
    const y = await seededAdmin('66002902', SECRET_Y);
    const sx = await adminLogin(t, '66002901', PASSWORD, SECRET_X);
    const sy = await adminLogin(t, '66002902', PASSWORD, SECRET_Y);
    // The demo admin steps aside: X and Y are the only admins.
    const demo = await loginAs(t, 'admin');
    const demoId = demo.operator.id;
    expect(
      (await adminCall(t, sx, 'PUT', `/operators/${demoId}`, { body: { roles: ['editor'] } }))
        .status,
    ).toBe(200);
    expect(await admins()).toBe(2);

    const [a, b] = await race([
      [sx, `/operators/${y}`, { roles: ['moderator'] }],
      [sy, `/operators/${x}`, { roles: ['moderator'] }],
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(403);
    expect(await admins()).toBe(1);
    // The one refused had lost its admin role by the time its change ran: it changed nothing.
    const refused = a.status === 200 ? b : a;
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });

  test('two admins disabling each other at once: one of them stays enabled', async () => {
    const survivor = (await adminData.enabledAdminIds(t.kysely))[0];
    const z = await seededAdmin('66002903', 'TESTADMINZTESTADMINZTESTADMINZAA');
    const sz = await adminLogin(t, '66002903', PASSWORD, 'TESTADMINZTESTADMINZTESTADMINZAA');
    const survivorSession =
      survivor === z
        ? sz
        : await adminLogin(t, await survivorAccount(survivor), PASSWORD, await secretOf(survivor));
    // Each disables the other at once: one of them must stay.
    const [a, b] = await race([
      [sz, `/operators/${survivor}`, { disabled: true }],
      [survivorSession, `/operators/${z}`, { disabled: true }],
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect(await admins()).toBe(1);
  });
});
