import { generateSync } from 'otplib';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../../server/src/seed/operators';
import type { Role } from '../../../server/src/modules/admin/permissions';
import type { TestServer } from './harness';

/** An operator's signed-in session in a test: the cookie and the CSRF token. */
export interface AdminSession {
  cookie: string;
  csrf: string;
  operator: { id: number; roles: string[]; permissions: string[]; mustChangePassword: boolean };
}

export interface AdminAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T & { code?: string; message?: string };
  text: string;
}

export const demoOperator = (role: Role) => {
  const op = DEMO_OPERATORS.find((o) => o.role === role);
  if (!op) throw new Error(`no demo ${role}`);
  return op;
};

/** The code an authenticator app shows for `secret` at the test clock's time. */
export const totpCode = (t: TestServer, secret: string) =>
  generateSync({ secret, epoch: Math.floor(t.clock.now() / 1000) });

/** A server the console's API answers on: a test server, or the real entry in its own process. */
export interface ConsoleServer {
  server: { apiBase: string };
}

/** A call to /exhibition-api/admin with the session's cookie and CSRF header. */
export async function adminCall<T = unknown>(
  t: ConsoleServer,
  session: AdminSession | null,
  method: string,
  pathname: string,
  options: { body?: unknown; raw?: string; csrf?: string | null; lang?: string } = {},
): Promise<AdminAnswer<T>> {
  const headers: Record<string, string> = {};
  if (session) headers.cookie = session.cookie;
  const csrf = options.csrf === undefined ? session?.csrf : options.csrf;
  if (csrf) headers['x-csrf-token'] = csrf;
  if (options.lang) headers['accept-language'] = options.lang;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.server.apiBase}/admin${pathname}`, { method, headers, body });
  const text = await response.text();
  let parsed: AdminAnswer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = {} as AdminAnswer<T>['body'];
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Signs in with password and the authenticator's `code`. */
export async function signIn(
  t: ConsoleServer,
  account: string,
  password: string,
  code: string,
): Promise<AdminSession> {
  const step1 = await adminCall<{ challenge: string }>(t, null, 'POST', '/auth/login', {
    body: { account, password },
  });
  if (step1.status !== 200) throw new Error(`login: ${step1.status} ${step1.text}`);
  const step2 = await adminCall<{ csrfToken: string; operator: AdminSession['operator'] }>(
    t,
    null,
    'POST',
    '/auth/totp',
    { body: { challenge: step1.body.challenge, code } },
  );
  if (step2.status !== 200) throw new Error(`totp: ${step2.status} ${step2.text}`);
  const setCookie = step2.headers.get('set-cookie') ?? '';
  return {
    cookie: setCookie.split(';')[0],
    csrf: step2.body.csrfToken,
    operator: step2.body.operator,
  };
}

/**
 * Signs in with password and TOTP. The test clock moves 30 s first: a code is accepted once, and
 * each sign-in needs a fresh one.
 */
export async function adminLogin(
  t: TestServer,
  account: string,
  password: string,
  secret: string,
): Promise<AdminSession> {
  t.clock.advance(30_000);
  return signIn(t, account, password, totpCode(t, secret));
}

export const loginAs = (t: TestServer, role: Role) => {
  const op = demoOperator(role);
  return adminLogin(t, op.account, DEMO_OPERATOR_PASSWORD, op.totpSecret);
};
