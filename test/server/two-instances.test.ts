import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisUrlFromEnv, type LimitsConfig } from '../../server/src/config';
import {
  defaultTestEngine,
  DEMO,
  relaxedLimits,
  startTestServer,
  type TestServer,
} from './helpers/harness';
import { createTestDatabase, type TestDatabase } from './helpers/postgres';
import { startRedis, type TestRedis } from './helpers/redis';
import { closeRedis, openRedis, redisValues } from '../../server/src/adapters/shared-state';
import type { StartOptions } from '../../server/src/server';
import { FAKE_CREDENTIALS, startFakeWechat, type FakeWechat } from './fakes/fake-wechat';

// Issue #31, "Shared state": two instances of the server on one database and one Redis (Debian's
// redis-server, started by the test). What one instance counts, the other sees: the overall login
// failure budget, a per-address request budget, the per-account login lock (in the database).
// Several instances without Redis refuse to start; Redis away refuses no visitor.

jest.setTimeout(60_000);

let redis: TestRedis;
const servers: TestServer[] = [];
const folders: string[] = [];
const databases: TestDatabase[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterEach(async () => {
  for (const t of servers.splice(0)) await t.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const database of databases.splice(0)) await database.drop();
});

afterAll(async () => {
  await redis.stop();
});

/**
 * Two instances on one database and one Redis: on the run's engine, one SQLite file in a shared
 * data folder, or one PostgreSQL database.
 */
async function pair(
  limits: Partial<LimitsConfig>,
  url = redis.url,
  more: StartOptions = {},
): Promise<TestServer[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-pair-'));
  folders.push(dataDir);
  let database: StartOptions['database'];
  if (defaultTestEngine() === 'postgres') {
    const shared = await createTestDatabase();
    databases.push(shared);
    database = { url: shared.url, poolSize: 4 };
  }
  const options = {
    ...more,
    dataDir,
    ...(database ? { database } : {}),
    redisUrl: url,
    instances: 2,
    limits: { ...relaxedLimits, ...limits },
  };
  const a = await startTestServer(options);
  servers.push(a);
  const b = await startTestServer(options);
  servers.push(b);
  return [a, b];
}

const login = (t: TestServer, account: string, password: string) =>
  t.call<{ token: string }>('POST', '/login', {
    body: { account, password, areaCode: '+853' },
    lang: 'en',
  });

describe('two instances, one Redis (#31)', () => {
  it("the overall login failure budget adds up both instances' failures", async () => {
    const [a, b] = await pair({ login: { perIp: 1000, total: 3 } });
    expect((await login(a, '66990001', 'Wrong#123')).body.code).toBe(422);
    expect((await login(b, '66990002', 'Wrong#123')).body.code).toBe(422);
    expect((await login(a, '66990003', 'Wrong#123')).body.code).toBe(422);
    // A alone has seen two failures of a budget of three: only the shared count refuses now.
    const refused = await login(a, '66990004', 'Wrong#123');
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests; try again in \d+ s$/);
    expect((await login(b, '66990005', 'Wrong#123')).body.code).toBe(429);
  });

  it("a per-address request budget counts the address's requests on both", async () => {
    const [a, b] = await pair({ lookup: { perIp: 2 } });
    const lookup = (t: TestServer) =>
      t.call('GET', '/login/verify/mobile', { query: { phone: '66990010', areaCode: '+853' } });
    expect((await lookup(a)).body.code).toBe(0);
    expect((await lookup(b)).body.code).toBe(0);
    expect((await lookup(a)).body.code).toBe(429);
  });

  it("an account's login lock holds on both: failures through A and B add up", async () => {
    const [a, b] = await pair({ loginAttempts: 3 });
    for (const t of [a, b, a]) {
      expect((await login(t, DEMO.phone, 'Wrong#123')).body.code).not.toBe(0);
    }
    // Locked by three failures spread over two instances: the right password waits on both.
    const onB = await login(b, DEMO.phone, DEMO.password);
    expect(onB.body.code).not.toBe(0);
    expect(onB.body.msg).toMatch(/^Too many failed logins/);
  });
});

describe("WeChat's token on two instances (#31)", () => {
  let fake: FakeWechat;
  beforeAll(async () => {
    fake = await startFakeWechat();
  });
  afterAll(() => fake.close());

  it('one instance fetches the token and ticket, the other reads them: no refresh ends the other', async () => {
    const [a, b] = await pair({}, redis.url, {
      wechat: { apiBase: fake.baseUrl, ...FAKE_CREDENTIALS },
      h5Origins: ['https://victory80.example'],
    });
    const url = 'https://victory80.example/pages/vote/detail?id=3';
    const share = (t: TestServer) =>
      t.call<{ signature: string; noncestr: string; timestamp: number }>(
        'GET',
        '/crm/membersInfo/wechatShare',
        { query: { url } },
      );
    const answers = await Promise.all([share(a), share(b), share(a), share(b)]);
    for (const answer of answers) {
      expect(answer.body.code).toBe(0);
      const { noncestr, timestamp, signature } = answer.body.data;
      expect(signature).toBe(
        crypto
          .createHash('sha1')
          .update(
            `jsapi_ticket=${fake.ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url}`,
          )
          .digest('hex'),
      );
    }
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/token')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/ticket/getticket')).toHaveLength(1);
  });
});

describe('work one instance does for all (#31)', () => {
  it("the hour's turn goes to the first instance that asks, and to no other", async () => {
    const [one, two] = [openRedis(redis.url, console), openRedis(redis.url, console)];
    try {
      const a = redisValues(one, Date.now);
      const b = redisValues(two, Date.now);
      expect(await a.turn('hourly:test-prune', 60_000)).toBe(true);
      expect(await b.turn('hourly:test-prune', 60_000)).toBe(false);
      expect(await a.turn('hourly:test-prune', 60_000)).toBe(false);
      expect(await b.turn('hourly:other-prune', 60_000)).toBe(true);
    } finally {
      await closeRedis(one);
      await closeRedis(two);
    }
  });
});

describe('several instances need Redis, one does not (#31)', () => {
  it('INSTANCES=2 without REDIS_URL refuses to start, naming it', async () => {
    await expect(startTestServer({ instances: 2 })).rejects.toThrow(/INSTANCES=2 needs REDIS_URL/);
    expect(() => redisUrlFromEnv({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(redisUrlFromEnv({ REDIS_URL: ' redis://10.0.0.5:6379/0 ' })).toBe(
      'redis://10.0.0.5:6379/0',
    );
  });

  it('Redis away: /readyz says so, and a visitor still signs in', async () => {
    const own = await startRedis();
    const [a] = await pair({ login: { perIp: 5, total: 5 } }, own.url);
    const ready = await fetch(`${a.server.origin}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', files: 'ok', redis: 'ok' },
    });

    await own.stop();
    const unready = await fetch(`${a.server.origin}/readyz`);
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({
      status: 'unready',
      checks: { database: 'ok', files: 'ok', redis: 'unreachable' },
    });
    const signedIn = await login(a, DEMO.phone, DEMO.password);
    expect(signedIn.body.code).toBe(0);
  });
});
