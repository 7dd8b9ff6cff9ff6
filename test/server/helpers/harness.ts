import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../../server/src/server';
import type { LimitsConfig } from '../../../server/src/config';
import type { Kysely } from 'kysely';
import type { Db } from '../../../server/src/db/database';
import type { Database } from '../../../server/src/tables';
import { createTestDatabase, type TestDatabase } from './postgres';
import BetterSqlite from 'better-sqlite3';
import { DB_FILE_NAME } from '../../../server/src/db/database';
import { createKysely } from '../../../server/src/db/kysely';
import { createPostgresKysely } from '../../../server/src/db/postgres';
import { normalizePhone } from '../../../src/rules/validators';

/** A clock the test moves by hand (SMS expiry, token expiry, Macau days). */
export interface TestClock {
  now(): number;
  set(epochMs: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-11-20T04:00:00Z')): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (epochMs) => {
      current = epochMs;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: T } & Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (malformed JSON tests); sent with content-type application/json unless given. */
  raw?: string | Buffer;
  form?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string;
  headers?: Record<string, string>;
  lang?: string;
}

export interface TestServer {
  server: RunningServer;
  /** The app's better-sqlite3 handle: only for the tests about SQLite itself; throws on PostgreSQL. */
  db: Db;
  /** The app's Kysely, on whichever engine the server runs: what the fixtures take. */
  kysely: Kysely<Database>;
  engine: TestEngine;
  /** The PostgreSQL database the server runs on (DATABASE_URL for a tool beside it); SQLite: none. */
  databaseUrl: string | undefined;
  clock: TestClock;
  dataDir: string;
  call<T = unknown>(method: string, pathname: string, options?: CallOptions): Promise<Answer<T>>;
  /** The newest code the dev outbox holds for a phone ('+853 61234567') or e-mail. */
  lastCode(to: string): Promise<string>;
  register(phone: string, options?: { password?: string; areaCode?: string }): Promise<TestUser>;
  login(account: string, password: string, areaCode?: string): Promise<string>;
  /**
   * The database away under the running server: SQLite's handle closed, or the server's
   * PostgreSQL database refusing it (its connections ended, new ones refused).
   */
  loseDatabase(): Promise<void>;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  token: string;
  phone: string;
  areaCode: string;
  password: string;
}

export const DEMO = { areaCode: '+853', phone: '61234567', password: 'Demo@2025' } as const;

/** The demo visitor's login answer from a running server (the session the app then keeps). */
export async function loginDemo(
  apiBase: string,
): Promise<{ token: string; expiresAt?: number; user: unknown }> {
  const response = await fetch(`${apiBase}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.phone, areaCode: DEMO.areaCode, password: DEMO.password }),
  });
  const body = (await response.json()) as {
    data: { token: string; expiresAt?: number; user: unknown };
  };
  return body.data;
}

const PLENTY = 1_000_000;
const plenty = { perIp: PLENTY, total: PLENTY };

/**
 * The abuse limits lifted: every test runs from 127.0.0.1, and only the tests of a limit (which
 * pass their own `limits`) should meet one.
 */
export const relaxedLimits: LimitsConfig = {
  login: plenty,
  lookup: plenty,
  codes: plenty,
  tracking: plenty,
  uploads: plenty,
  hashConcurrency: 2,
  hashQueue: PLENTY,
  hashPerAddress: PLENTY,
  loginAttempts: 10,
  loginWindowMinutes: 15,
  knownAddressDays: 30,
  smsPerIpPerDay: PLENTY,
  smsPerDay: PLENTY,
  smsHardPerDay: PLENTY,
  smsPerRangePerDay: PLENTY,
  smsAlertPercent: 50,
  uploadsPerAccountPerDay: PLENTY,
  consoleUploadsPerDay: PLENTY,
  pixelBudget: 25_000_000,
  decodeWorkers: 1,
  decodeQueue: PLENTY,
  decodePerAddress: PLENTY,
  decodeTimeoutMs: 30_000,
  decodeMemoryMb: 128,
  pendingMeetingsPerAccount: PLENTY,
  pendingCardRequestsPerAccount: PLENTY,
  sessionsPerAccount: PLENTY,
  writesPerIp: PLENTY,
  footprintsPerAccountPerDay: PLENTY,
  devicesPerAccount: PLENTY,
  trackingBodyBytes: 64 * 1024,
  trackingRetentionDays: 90,
  trackingMaxRows: PLENTY,
};

export type TestEngine = 'sqlite' | 'postgres';

/**
 * The engine a test server runs on unless the test says: SQLite, or the one V80_TEST_ENGINE names
 * (`V80_TEST_ENGINE=postgres npx jest test/server/x.test.ts` runs a suite on PostgreSQL, #31).
 */
export const defaultTestEngine = (): TestEngine =>
  process.env.V80_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** Calls the API at `apiBase` (a test server's, or the real entry's in its own process). */
export function apiCaller(apiBase: string) {
  return async <T>(method: string, pathname: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const url = new URL(pathname.startsWith('http') ? pathname : `${apiBase}${pathname}`);
    for (const [key, value] of Object.entries(o.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.lang) headers['accept-language'] = o.lang;
    if (o.token) {
      headers.token = o.token;
      headers.authorization = o.token;
    }
    let body: string | Buffer | undefined;
    if (o.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(o.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (o.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = o.raw;
    } else if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(o.body);
    }
    const response = await fetch(url, {
      method,
      headers,
      body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
    });
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: Number.NaN, msg: text, data: undefined as T };
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

export async function startTestServer(
  options: StartOptions & { engine?: TestEngine } = {},
): Promise<TestServer> {
  const { engine = defaultTestEngine(), ...startOptions } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-test-'));
  const clock = testClock();
  // On PostgreSQL a database of the server's own, migrated (helpers/postgres.ts), dropped at close.
  let database: TestDatabase | null = null;
  if (engine === 'postgres' && !startOptions.database) {
    // Seeded once for the run at the harness clock's start, as this server would seed it; a test
    // with a clock of its own, or without the demo data, gets the migrated one.
    const own = startOptions.clock !== undefined || startOptions.seed === false;
    const seededAt = own ? undefined : clock.now();
    database = await createTestDatabase({ seededAt });
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    env: {},
    dataDir,
    ...(database ? { database: { url: database.url, poolSize: 10 } } : {}),
    h5Dir: path.join(dataDir, 'no-h5'),
    logger: false,
    devSmsOutbox: true,
    clock,
    ...startOptions,
    limits: { ...relaxedLimits, ...startOptions.limits },
    // Tests fire hundreds of parallel requests from 127.0.0.1 (each its own socket).
    connections: { perAddress: PLENTY, ...startOptions.connections },
  }).catch(async (error: unknown) => {
    // A server that did not start leaves no database and no folder behind.
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });

  const call = apiCaller(server.apiBase);

  const lastCode = async (to: string) => {
    const answer = await call<{ code: string }[]>('GET', '/dev/sms-outbox', { query: { to } });
    const code = answer.body.data?.[0]?.code;
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };

  const login = async (account: string, password: string, areaCode = '+853') => {
    const answer = await call<{ token: string }>('POST', '/login', {
      body: { account, password, areaCode },
    });
    if (answer.body.code !== 0) throw new Error(`login failed: ${answer.text}`);
    return answer.body.data.token;
  };

  const register = async (phone: string, o: { password?: string; areaCode?: string } = {}) => {
    const areaCode = o.areaCode ?? '+853';
    const password = o.password ?? 'Pass#2025';
    const sent = await call('POST', '/sms/sendRegisterCode', { form: { phone, areaCode } });
    if (sent.body.code !== 0) throw new Error(`send code failed: ${sent.text}`);
    // The code goes to the number in its normal form, however it was typed (issue #27).
    const code = await lastCode(`${areaCode} ${normalizePhone(phone, areaCode)}`);
    const answer = await call<{ token: string; user: { id: number } }>('POST', '/register/app', {
      body: { phone, areaCode, code, password },
    });
    if (answer.body.code !== 0) throw new Error(`register failed: ${answer.text}`);
    return {
      id: answer.body.data.user.id,
      token: answer.body.data.token,
      phone,
      areaCode,
      password,
    };
  };

  return {
    server,
    get db(): Db {
      if (server.app.ctx.engine.kind === 'postgres') {
        throw new Error("t.db is SQLite's handle: on PostgreSQL, read through t.kysely.");
      }
      return server.app.ctx.db;
    },
    kysely: server.app.ctx.kysely,
    engine: server.app.ctx.engine.kind,
    databaseUrl: database?.url ?? startOptions.database?.url,
    clock,
    dataDir,
    call,
    lastCode,
    register,
    login,
    loseDatabase: async () => {
      if (server.app.ctx.engine.kind === 'sqlite') server.app.ctx.db.close();
      else if (database) await database.cutOff();
      else
        throw new Error('loseDatabase: the test gave this server its database; cut it off there');
    },
    close: async () => {
      await server.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A connection of its own to the test server's database, as another process would open it:
 * another better-sqlite3 handle on its file, or another pool on its PostgreSQL database.
 */
export function anotherConnection(t: TestServer): {
  kysely: Kysely<Database>;
  close(): Promise<void>;
} {
  if (t.engine === 'postgres') {
    if (!t.databaseUrl) throw new Error('anotherConnection: the server has no PostgreSQL URL');
    const kysely = createPostgresKysely<Database>({ url: t.databaseUrl, poolSize: 1 });
    return { kysely, close: () => kysely.destroy() };
  }
  const handle = new BetterSqlite(path.join(t.dataDir, DB_FILE_NAME));
  handle.pragma('busy_timeout = 5000');
  return { kysely: createKysely<Database>(handle), close: async () => void handle.close() };
}

/** A delivery address of `token`'s visitor in Taipa, by the app's own call; answers its id. */
export async function addDeliveryAddress(
  t: TestServer,
  token: string,
  contact = '陳大文',
): Promise<number> {
  const answer = await t.call<{ id: number }>('POST', '/pmm/addressMessage', {
    token,
    body: {
      contact,
      areaCode: '+853',
      phone: '62345678',
      area: 'taipa',
      addressName: '家',
      detailAddress: '氹仔測試街 1 號',
    },
  });
  if (answer.body.code !== 0) throw new Error(`address refused: ${answer.text}`);
  return answer.body.data.id;
}

/** Macau mobile numbers for test accounts: 66xxxxxx, distinct per index. */
export const testPhone = (index: number) => `66${String(index).padStart(6, '0')}`;

/** A work for the contest, sent by `token` into the contest's first group (pending until reviewed). */
export async function submitWork<T = { id: number }>(
  t: TestServer,
  token: string,
  fields: { slogan: string; title?: string; authorName?: string; pictures?: string[] },
): Promise<Answer<T>> {
  const groups = await t.call<{ id: number }[]>('GET', '/vote/getGroupByVoteId/1');
  return t.call<T>('POST', '/votePlayer', {
    token,
    body: { groupId: groups.body.data[0].id, title: '和平', authorName: '作者', ...fields },
  });
}
