import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { systemClock } from '../../server/src/config';
import { DEMO_OPERATOR_PASSWORD } from '../../server/src/seed/operators';
import { adminCall, demoOperator, signIn } from './helpers/admin';
import {
  addDeliveryAddress,
  apiCaller,
  startTestServer,
  testPhone,
  type Answer,
  type TestServer,
  type TestUser,
} from './helpers/harness';
import * as contestData from './helpers/fixtures/contest';
import * as pointsData from './helpers/fixtures/points';
import { createTestDatabase, type TestDatabase } from './helpers/postgres';
import { startInstance, type Instance } from './helpers/process';
import { startRedis, type TestRedis } from './helpers/redis';
import { startS3, TEST_S3_KEYS, TINY_PNG, type TestS3 } from './helpers/s3';

// Issue #31, "Tests": the programme as it runs on several machines. Two instances on ONE
// PostgreSQL database, one Redis and one S3-compatible store (s3rver): A is the real entry
// (server/src/main.ts) in a process of its own, configured by the environment as an operator
// would (DATABASE_URL, REDIS_URL, INSTANCES=2, FILE_STORE=s3, S3_*), so that it can be killed with
// SIGKILL; B runs in this process. What one instance writes, the other reads at once; and when A
// dies mid-stream, no write it acknowledged is lost and B goes on serving.
//
// What each point stands on, and how it was seen to fail without it:
// - the vote and the login lock: the one database (a vote row and the work's tally, the
//   login_attempts rows); neither is cached, so only another database would part them;
// - the story: B's response cache is told of A's write by the table_versions stamps
//   (db/table-versions.ts); with PostgreSQL's stamp() answering a constant, B kept answering its
//   cached list without the story;
// - the upload: FILE_STORE=s3 on A; with A on disk, B answered 404;
// - the kill: every write commits before its answer, and B's readiness does not depend on A; with
//   A answering each vote at once and committing it 5 s later, the kill lost the votes A had
//   acknowledged (12 counted of 16 acknowledged).

jest.setTimeout(240_000);

const PUBLIC_URL = 'https://victory80.example';
/** Failed sign-ins that lock an account, on both instances. */
const LOGIN_FAILURES = 3;
const PNG = TINY_PNG;

let redis: TestRedis;
let database: TestDatabase;
let s3: TestS3;
let dataDir: string;
let a: Instance;
/** A's API, as a test server's (`call`) and as the console's helpers take it. */
let aApi: { server: { apiBase: string }; call: ReturnType<typeof apiCaller> };
let b: TestServer;

beforeAll(async () => {
  // One after the other: each started is stopped by afterAll, whichever fails.
  redis = await startRedis();
  database = await createTestDatabase();
  s3 = await startS3();

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-machine-a-'));
  a = startInstance(dataDir, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    INSTANCES: '2',
    FILE_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.files.bucket,
    S3_REGION: s3.files.region,
    S3_ACCESS_KEY_ID: TEST_S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
    PUBLIC_URL,
    LOGIN_MAX_FAILURES: String(LOGIN_FAILURES),
    // Every request of the test comes from 127.0.0.1, and the budgets are counted in Redis for
    // both instances together: only the per-account lock above should refuse anything.
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_TOTAL: '100000',
    WRITE_LIMIT_PER_IP: '100000',
    UPLOAD_LIMIT_PER_IP: '100000',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const origin = await a.origin;
  aApi = {
    server: { apiBase: `${origin}/exhibition-api` },
    call: apiCaller(`${origin}/exhibition-api`),
  };
  // A migrated and seeded the database; B starts on it as a second machine would.
  b = await startTestServer({
    database: { url: database.url, poolSize: 10 },
    redisUrl: redis.url,
    instances: 2,
    files: s3.files,
    publicUrl: PUBLIC_URL,
    // One clock for both machines: A's is the system's.
    clock: systemClock,
    limits: { loginAttempts: LOGIN_FAILURES },
  });
});

afterAll(async () => {
  if (a && a.child.exitCode === null && a.child.signalCode === null) {
    a.child.kill('SIGKILL');
    await a.exited;
  }
  await b?.close();
  await s3?.stop();
  await redis?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let phones = 0;
/** A new visitor, registered through B (B's development outbox holds the code). */
const visitor = () => b.register(testPhone(31_000 + (phones += 1)));

interface Work {
  id: number;
  votes: number;
}

const workThroughB = async (id: number) => {
  const answer = await b.call<Work>('GET', `/votePlayer/public/detail/${id}`);
  expect(answer.body.code).toBe(0);
  return answer.body.data;
};

const vote = (call: TestServer['call'], token: string, playerId: number) =>
  call<{ id: number; votes: number }>('POST', '/voteRecord', { token, body: { playerId } });

describe('two instances on one PostgreSQL, one Redis and one object store (#31)', () => {
  it('both are ready, and A is the real entry on PostgreSQL and the object store', async () => {
    for (const origin of [new URL(aApi.server.apiBase).origin, b.server.origin]) {
      const ready = await fetch(`${origin}/readyz`);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', files: 'ok', redis: 'ok' },
      });
    }
    expect(b.engine).toBe('postgres');
  });

  it('a vote through A is counted through B, in the work and in the ranking', async () => {
    const voter = await visitor();
    const work = await contestData.firstApprovedWork(b.kysely);
    const before = await workThroughB(work.id);
    const voted = await vote(aApi.call, voter.token, work.id);
    expect(voted.body.code).toBe(0);
    expect((await workThroughB(work.id)).votes).toBe(before.votes + 1);
    const ranking = await b.call<{ list: Work[] }>('GET', '/votePlayer/public/rank', {
      query: { pageNo: 1, pageSize: 50 },
    });
    expect(ranking.body.data.list.find((w) => w.id === work.id)?.votes).toBe(before.votes + 1);
  });

  it("a story published through A's console is listed by B at once", async () => {
    const editor = demoOperator('editor');
    const session = await signIn(
      aApi,
      editor.account,
      DEMO_OPERATOR_PASSWORD,
      generateSync({ secret: editor.totpSecret, epoch: Math.floor(Date.now() / 1000) }),
    );
    const listed = async () => {
      const answer = await b.call<{ list: { id: number; titleEn: string }[] }>(
        'GET',
        '/exhibitionNews/appPage',
        { query: { kind: 'news', pageNo: 1, pageSize: 50 }, lang: 'en' },
      );
      expect(answer.body.code).toBe(0);
      return answer.body.data.list;
    };
    // Read twice: B answers the second from its cache, which A's write must reach.
    expect(await listed()).toEqual(await listed());
    const created = await adminCall<{ data: { id: number } }>(aApi, session, 'POST', '/news', {
      body: {
        categoryId: 1,
        titleZht: '兩部機器的新聞',
        titleEn: 'A story of two machines',
        // Published a second ago: shown now, not at a time still to come.
        publishAt: new Date(Date.now() - 1000).toISOString(),
      },
    });
    expect([created.status, created.text]).toEqual([200, expect.any(String)]);
    const story = (await listed()).find((n) => n.id === created.body.data.id);
    expect(story?.titleEn).toBe('A story of two machines');
  });

  it('an upload through A is served by B byte for byte', async () => {
    const uploader = await visitor();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const answer = await fetch(`${aApi.server.apiBase}/api/file/singleUpload`, {
      method: 'POST',
      body: form,
      headers: { token: uploader.token },
    });
    const body = (await answer.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(0);
    const name = body.data.url.split('/').pop();
    const fromB = await fetch(`${b.server.apiBase}/files/${name}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it("an account's login lock holds on both: failures through A and B add up", async () => {
    const person = await visitor();
    const login = (call: TestServer['call'], password: string) =>
      call<{ token: string }>('POST', '/login', {
        body: { account: person.phone, password, areaCode: person.areaCode },
        lang: 'en',
      });
    for (const call of [aApi.call, b.call, aApi.call]) {
      const failed = await login(call, 'Wrong#123');
      expect(failed.body.code).not.toBe(0);
      expect(failed.body.msg).not.toMatch(/^Too many/);
    }
    // Two failures on A and one on B: locked on both, the right password included.
    for (const call of [b.call, aApi.call]) {
      const locked = await login(call, person.password);
      expect(locked.body.code).not.toBe(0);
      expect(locked.body.msg).toMatch(/^Too many failed logins/);
    }
  });

  // Last: A does not come back.
  it('kill -9 of A while writes stream through both: every acknowledged write is there, read through B, and B keeps serving', async () => {
    // Four visitors, each writing in a loop through A and B in turn: a delivery address, a vote,
    // an exchange. A is killed once it has acknowledged KILL_AFTER writes, with others in flight.
    // A write is acknowledged when its 2xx answer (body code 0) arrived: it must be there after.
    // A write whose answer never came (in flight at the kill, or sent to A after it) may be
    // there or not: the client cannot tell, and the checks below allow both.
    const KILL_AFTER = 8;
    const THROUGH_B_AFTER_KILL = 6;
    const people: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) people.push(await visitor());
    const work = await contestData.firstApprovedWork(b.kysely);
    await contestData.setVoteLimits(b.kysely, 1, { perUser: 1000, perWork: 1000 });
    const gift = await pointsData.addGift(b.kysely, {
      name: { zht: '紀念章', en: 'Badge' },
      points: 10,
      stock: 100_000,
    });
    const addressOf = new Map<number, number>();
    for (const person of people) {
      await pointsData.setPoints(b.kysely, person.id, 1_000_000);
      addressOf.set(person.id, await addDeliveryAddress(b, person.token));
    }
    const votesBefore = (await workThroughB(work.id)).votes;

    type Kind = 'address' | 'vote' | 'exchange';
    interface Write {
      person: number;
      kind: Kind;
      through: 'A' | 'B';
      /** The new row's id when acknowledged; undefined when no answer came. */
      id?: number;
    }
    const writes: Write[] = [];
    const refusals: string[] = [];
    let killedAt: number | undefined;
    const ackedThrough = (through: 'A' | 'B', person?: number, since = 0) =>
      writes.filter(
        (w, i) =>
          i >= since &&
          w.through === through &&
          w.id !== undefined &&
          (person === undefined || w.person === person),
      ).length;

    const write = (call: TestServer['call'], person: TestUser, kind: Kind) => {
      if (kind === 'address') {
        return call<{ id: number }>('POST', '/pmm/addressMessage', {
          token: person.token,
          body: {
            contact: '陳大文',
            areaCode: '+853',
            phone: '62345678',
            area: 'taipa',
            addressName: '家',
            detailAddress: `氹仔測試街 ${writes.length} 號`,
          },
        });
      }
      if (kind === 'vote') return vote(call, person.token, work.id);
      return call<{ id: number }>('POST', '/grow/integralTrade', {
        token: person.token,
        body: {
          spuId: gift,
          quantity: 1,
          addressId: addressOf.get(person.id),
          idempotencyKey: randomBytes(12).toString('hex'),
        },
      });
    };

    const stream = async (person: TestUser, offset: number) => {
      const kinds: Kind[] = ['address', 'vote', 'exchange'];
      for (let i = offset; ; i += 1) {
        const done =
          killedAt !== undefined && ackedThrough('B', person.id, killedAt) >= THROUGH_B_AFTER_KILL;
        // A refusal, or a stream that never ends, fails the checks below instead of hanging.
        if (done || refusals.length > 0 || i - offset > 300) return;
        const through = i % 2 === 0 ? 'A' : 'B';
        const kind = kinds[Math.floor(i / 2) % kinds.length];
        const entry: Write = { person: person.id, kind, through };
        writes.push(entry);
        let answer: Answer<{ id?: number }> | undefined;
        try {
          answer = await write(through === 'A' ? aApi.call : b.call, person, kind);
        } catch {
          // No answer: A died with the request in flight, or refuses connections since.
        }
        if (answer && answer.status >= 200 && answer.status < 300 && answer.body.code === 0) {
          // A vote answers its record's id, an address or an order theirs.
          entry.id = answer.body.data.id ?? -1;
          if (through === 'A' && killedAt === undefined && ackedThrough('A') >= KILL_AFTER) {
            killedAt = writes.length;
            a.child.kill('SIGKILL');
          }
        } else if (answer) {
          refusals.push(`${kind} through ${through}: ${answer.status} ${answer.text}`);
        }
      }
    };
    await Promise.all(people.map((person, i) => stream(person, i)));
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing was refused: every write either was acknowledged or got no answer at all.
    expect(refusals).toEqual([]);
    expect(ackedThrough('A')).toBeGreaterThanOrEqual(KILL_AFTER);

    // Read through B, which kept serving.
    const ready = await fetch(`${b.server.origin}/readyz`);
    expect(ready.status).toBe(200);
    const unanswered = (person: number, kind: Kind) =>
      writes.filter((w) => w.person === person && w.kind === kind && w.id === undefined).length;
    const acked = (person: number, kind: Kind) =>
      writes
        .filter((w) => w.person === person && w.kind === kind && w.id !== undefined)
        .map((w) => w.id);
    let votesAcked = 0;
    let votesUnanswered = 0;
    for (const person of people) {
      const addresses = await b.call<{ list: { id: number }[] }>(
        'GET',
        '/pmm/addressMessage/page',
        {
          token: person.token,
          query: { pageNo: 1, pageSize: 50 },
        },
      );
      const addressIds = addresses.body.data.list.map((row) => row.id);
      expect(addressIds).toEqual(expect.arrayContaining(acked(person.id, 'address')));
      // The one made before the stream, the acknowledged, and at most the unanswered.
      const extraAddresses = addressIds.length - 1 - acked(person.id, 'address').length;
      expect(extraAddresses).toBeGreaterThanOrEqual(0);
      expect(extraAddresses).toBeLessThanOrEqual(unanswered(person.id, 'address'));

      const orders = await b.call<{ list: { id: number }[] }>('GET', '/grow/integralTrade/page', {
        token: person.token,
        query: { pageNo: 1, pageSize: 50 },
      });
      const orderIds = orders.body.data.list.map((row) => row.id);
      expect(orderIds).toEqual(expect.arrayContaining(acked(person.id, 'exchange')));
      const extraOrders = orderIds.length - acked(person.id, 'exchange').length;
      expect(extraOrders).toBeGreaterThanOrEqual(0);
      expect(extraOrders).toBeLessThanOrEqual(unanswered(person.id, 'exchange'));
      // Each order there took its points in the same transaction, and none went without one.
      const flows = await b.call<{ list: { amount: number }[] }>('GET', '/grow/integralFlow/page', {
        token: person.token,
        query: { pageNo: 1, pageSize: 50 },
      });
      expect(flows.body.data.list.filter((flow) => flow.amount === -10)).toHaveLength(
        orderIds.length,
      );

      votesAcked += acked(person.id, 'vote').length;
      votesUnanswered += unanswered(person.id, 'vote');
    }
    const votesCounted = (await workThroughB(work.id)).votes - votesBefore;
    expect(votesCounted).toBeGreaterThanOrEqual(votesAcked);
    expect(votesCounted).toBeLessThanOrEqual(votesAcked + votesUnanswered);
  });
});
