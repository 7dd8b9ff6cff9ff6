import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, adminLogin, demoOperator, loginAs, totpCode } from './helpers/admin';
import * as adminData from './helpers/fixtures/admin';
import { DEMO_OPERATOR_PASSWORD } from '../../server/src/seed/operators';
import { adminCreate } from '../../server/src/cli/admin-create';

// Issue #23, server/API-admin.md "Session and sign-in": password then TOTP, an HttpOnly
// SameSite=Strict cookie, a CSRF header on every change, idle expiry, the visitors' login caps.

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const moderator = demoOperator('moderator');

const passwordStep = (account: string, password: string, lang?: string) =>
  adminCall<{ challenge: string; enrol: boolean; otpauthUrl?: string; secret?: string }>(
    t,
    null,
    'POST',
    '/auth/login',
    { body: { account, password }, lang },
  );

describe('sign-in', () => {
  test('the right password and code open a session in an HttpOnly, SameSite=Strict cookie', async () => {
    t.clock.advance(30_000);
    const first = await passwordStep(moderator.account, DEMO_OPERATOR_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body.enrol).toBe(false);
    const second = await adminCall<{
      operator: { roles: string[]; permissions: string[] };
      csrfToken: string;
    }>(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: totpCode(t, moderator.totpSecret) },
    });
    expect(second.status).toBe(200);
    const cookie = second.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^admin_session=[^;]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/exhibition-api/admin');
    expect(second.body.operator.roles).toEqual(['moderator']);
    expect(second.body.operator.permissions).toContain('works:moderate');
    expect(second.body.operator.permissions).not.toContain('orders:read');
    const me = await adminCall<{ operator: { id: number }; csrfToken: string }>(
      t,
      { cookie: cookie.split(';')[0], csrf: '', operator: second.body.operator as never },
      'GET',
      '/auth/me',
    );
    expect(me.status).toBe(200);
    expect(me.body.csrfToken).toBe(second.body.csrfToken);
  });

  test('a wrong password is refused with a localized message, and so is an unknown account', async () => {
    const wrong = await passwordStep(moderator.account, 'Wrong-password-9', 'en');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'badCredentials', message: 'Wrong account or password' });
    const unknown = await passwordStep('69999999', DEMO_OPERATOR_PASSWORD, 'pt');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('badCredentials');
    expect(unknown.body.message).toBe('Conta ou palavra-passe incorreta');
  });

  test('a wrong second factor is refused, and a code is good only once', async () => {
    t.clock.advance(30_000);
    const first = await passwordStep(moderator.account, DEMO_OPERATOR_PASSWORD);
    const good = totpCode(t, moderator.totpSecret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    const wrong = await adminCall(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: wrongCode },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('totpInvalid');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const right = await adminCall(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: good },
    });
    expect(right.status).toBe(200);
    // The same code again, through a new password step: refused (replay).
    const again = await passwordStep(moderator.account, DEMO_OPERATOR_PASSWORD);
    const replay = await adminCall(t, null, 'POST', '/auth/totp', {
      body: { challenge: again.body.challenge, code: good },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('totpInvalid');
    // A used challenge is no second chance either.
    const reused = await adminCall(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: good },
    });
    expect(reused.body.code).toBe('challengeExpired');
  });

  test('a challenge expires after five minutes', async () => {
    t.clock.advance(30_000);
    const first = await passwordStep(moderator.account, DEMO_OPERATOR_PASSWORD);
    t.clock.advance(5 * 60_000 + 1);
    const late = await adminCall(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: totpCode(t, moderator.totpSecret) },
    });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('challengeExpired');
  });
});

describe('the session', () => {
  test('no cookie: 401; a change without the CSRF header or with a wrong one: 403 csrf', async () => {
    const none = await adminCall(t, null, 'GET', '/dashboard');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('unauthorized');
    const session = await loginAs(t, 'moderator');
    const missing = await adminCall(t, session, 'POST', '/works/1/approve', {
      body: {},
      csrf: null,
    });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('csrf');
    const forged = await adminCall(t, session, 'POST', '/works/1/approve', {
      body: {},
      csrf: 'not-the-token',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('csrf');
    // Nothing was approved by either.
    expect(await adminData.auditCountOf(t.kysely, 'works.approve')).toBe(0);
    const get = await adminCall(t, session, 'GET', '/dashboard', { csrf: null });
    expect(get.status).toBe(200);
  });

  test('a session idle longer than ADMIN_IDLE_MINUTES ends; a call within it keeps it alive', async () => {
    const session = await loginAs(t, 'moderator');
    t.clock.advance(29 * 60_000);
    expect((await adminCall(t, session, 'GET', '/dashboard')).status).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await adminCall(t, session, 'GET', '/dashboard')).status).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    const idle = await adminCall(t, session, 'GET', '/dashboard', { lang: 'en' });
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('sessionExpired');
    // Ended for good, not only refused once.
    expect((await adminCall(t, session, 'GET', '/dashboard')).body.code).toBe('unauthorized');
  });

  test('logout ends the session', async () => {
    const session = await loginAs(t, 'editor');
    const out = await adminCall(t, session, 'POST', '/auth/logout', { body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await adminCall(t, session, 'GET', '/auth/me')).status).toBe(401);
  });
});

describe('a new operator', () => {
  test('gets a one-time password, enrols a TOTP secret at first sign-in, must change the password', async () => {
    const admin = await loginAs(t, 'admin');
    const created = await adminCall<{ data: { id: number }; oneTimePassword: string }>(
      t,
      admin,
      'POST',
      '/operators',
      { body: { account: '66001234', name: 'New moderator', roles: ['moderator'] } },
    );
    expect(created.status).toBe(200);
    const oneTime = created.body.oneTimePassword;
    expect(oneTime.length).toBeGreaterThanOrEqual(12);
    // Stored hashed only.
    const stored = (await adminData.operatorPasswordOf(t.kysely, '66001234')).password_hash;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(oneTime);

    const first = await passwordStep('66001234', oneTime);
    expect(first.body.enrol).toBe(true);
    expect(first.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const secret = first.body.secret as string;
    const confirmed = await adminCall<{
      csrfToken: string;
      operator: { mustChangePassword: boolean };
    }>(t, null, 'POST', '/auth/totp', {
      body: { challenge: first.body.challenge, code: totpCode(t, secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.operator.mustChangePassword).toBe(true);
    const session = {
      cookie: (confirmed.headers.get('set-cookie') ?? '').split(';')[0],
      csrf: confirmed.body.csrfToken,
      operator: confirmed.body.operator as never,
    };
    const blocked = await adminCall(t, session, 'GET', '/works');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('passwordChangeRequired');
    const weak = await adminCall(t, session, 'POST', '/auth/password', {
      body: { currentPassword: oneTime, newPassword: 'onlyletters' },
    });
    expect(weak.status).toBe(400);
    const changed = await adminCall(t, session, 'POST', '/auth/password', {
      body: { currentPassword: oneTime, newPassword: 'Moderate-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await adminCall(t, session, 'GET', '/works')).status).toBe(200);
    // The secret is confirmed: the next sign-in asks for a code, no enrolment.
    const again = await adminLogin(t, '66001234', 'Moderate-2026', secret);
    expect(again.operator.mustChangePassword).toBe(false);
  });
});

describe('login caps (the visitors’ machinery)', () => {
  test('per account: after LOGIN_MAX_FAILURES wrong passwords even the right one is refused', async () => {
    const editor = demoOperator('editor');
    for (let i = 0; i < 10; i += 1) {
      const wrong = await passwordStep(editor.account, `Wrong-pass-${i}`);
      expect(wrong.status).toBe(401);
    }
    const locked = await passwordStep(editor.account, DEMO_OPERATOR_PASSWORD, 'en');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('rateLimited');
    t.clock.advance(15 * 60_000 + 1);
    expect((await passwordStep(editor.account, DEMO_OPERATOR_PASSWORD)).status).toBe(200);
  });

  test('per address: the login budget per minute answers 429', async () => {
    const capped = await startTestServer({ limits: { login: { perIp: 3, total: 1000 } } });
    try {
      const call = () =>
        adminCall(capped, null, 'POST', '/auth/login', {
          body: { account: moderator.account, password: 'Wrong-pass-1' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await call()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await capped.close();
    }
  });
});

describe('npm run admin:create', () => {
  test('creates an operator with a one-time password printed once, who then signs in and enrols', async () => {
    // The environment the server runs in: its data folder and, on PostgreSQL, its DATABASE_URL.
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl };
    const lines: string[] = [];
    const code = await adminCreate(['--phone', '66005555', '--name', 'First admin'], env, (line) =>
      lines.push(line),
    );
    expect(code).toBe(0);
    const password = /One-time password: (\S+)/.exec(lines.join('\n'))?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(10);
    const row = await adminData.operatorPasswordOf(t.kysely, '66005555');
    expect(row.password_hash).not.toContain(password);
    expect(row.must_change_password).toBe(1);
    const first = await passwordStep('66005555', password);
    expect(first.status).toBe(200);
    expect(first.body.enrol).toBe(true);
    const session = await adminCall<{ operator: { roles: string[]; mustChangePassword: boolean } }>(
      t,
      null,
      'POST',
      '/auth/totp',
      { body: { challenge: first.body.challenge, code: totpCode(t, first.body.secret as string) } },
    );
    expect(session.body.operator).toMatchObject({ roles: ['admin'], mustChangePassword: true });
    // The same phone again, a bad phone, an unknown role, a DATABASE_URL that is not PostgreSQL's:
    // refused without a second operator.
    expect(await adminCreate(['--phone', '66005555'], env, () => {})).toBe(1);
    const notPostgres = { ...env, DATABASE_URL: 'mysql://localhost/v80' };
    expect(await adminCreate(['--phone', '66005557'], notPostgres, () => {})).toBe(2);
    expect(await adminCreate(['--phone', '12'], env, () => {})).toBe(2);
    expect(await adminCreate(['--phone', '66005556', '--role', 'root'], env, () => {})).toBe(2);
    expect(await adminData.operatorCountLike(t.kysely, '6600555')).toBe(1);
  });
});
