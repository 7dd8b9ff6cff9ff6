import fs from 'node:fs';
import path from 'node:path';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../../server/src/config';
import { fileStoreFromEnv } from '../../server/src/config';
import type { StartOptions } from '../../server/src/server';
import type { FastifyBaseLogger } from 'fastify';
import { s3FileStore } from '../../server/src/adapters/file-store';
import { DEFAULT_POSTER_FONT_FILES } from '../../server/src/config';
import { posterPngStore } from '../../server/src/modules/content/poster-png';
import { DEMO, startTestServer, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as contestData from './helpers/fixtures/contest';
import { createTestDatabase, type TestDatabase } from './helpers/postgres';
import { startRedis, type TestRedis } from './helpers/redis';
import { startS3, TEST_BUCKET, TINY_PNG, type TestS3 } from './helpers/s3';

// Issue #31, "Files": FILE_STORE=s3 keeps uploads, drawn invite posters and share-card pictures
// in an S3-compatible object store shared by the instances; s3rver plays the store
// (helpers/s3.ts).

// A ceiling, not a measure: two instances on PostgreSQL, each checking its fonts at start, and
// three posters drawn took over 60 s in CI's npm test, beside the journeys (load 9-11).
jest.setTimeout(180_000);

const BUCKET = TEST_BUCKET;
const PNG = TINY_PNG;

let store: TestS3;
let s3: S3Client;
const servers: TestServer[] = [];

beforeAll(async () => {
  store = await startS3();
  s3 = store.client;
});

afterEach(async () => {
  for (const t of servers.splice(0)) await t.close();
});

afterAll(async () => {
  await store?.stop();
});

const s3Files = (): Extract<FileStoreConfig, { kind: 's3' }> => ({ ...store.files });

async function instance(files = s3Files(), more: StartOptions = {}): Promise<TestServer> {
  const t = await startTestServer({ ...more, files });
  servers.push(t);
  return t;
}

async function upload(t: TestServer, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const answer = await fetch(`${t.server.apiBase}/api/file/singleUpload`, {
    method: 'POST',
    body: form,
    headers: { token },
  });
  const body = (await answer.json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(0);
  return body.data.url;
}

const keyOf = (url: string) => `uploads/${url.split('/').pop()}`;

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

describe('uploads in an S3-compatible store (#31)', () => {
  it('an upload through A is an object, served by B at the same path, and never on disk', async () => {
    const a = await instance();
    const b = await instance();
    const token = await a.login(DEMO.phone, DEMO.password);
    const url = await upload(a, token);

    expect(await objectExists(keyOf(url))).toBe(true);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);

    const fromB = await fetch(url.replace(a.server.origin, b.server.origin));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await fromB.arrayBuffer()).equals(PNG)).toBe(true);

    const missing = await fetch(`${b.server.apiBase}/files/${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
  });

  it("an account's deletion deletes its objects", async () => {
    const t = await instance();
    const person = await t.register('66310001');
    const url = await upload(t, person.token);
    const put = await t.call('PUT', '/cus/user', { token: person.token, body: { avatar: url } });
    expect(put.body.code).toBe(0);
    expect(await objectExists(keyOf(url))).toBe(true);

    const deleted = await t.call('DELETE', '/pc/accountSecurity/account', { token: person.token });
    expect(deleted.body.code).toBe(0);
    expect(await objectExists(keyOf(url))).toBe(false);
    expect((await fetch(url)).status).toBe(404);
  });

  it('/readyz names the file store when it cannot be reached', async () => {
    // A store that does not answer: nothing listens on port 1 of loopback.
    const t = await instance({ ...s3Files(), endpoint: 'http://127.0.0.1:1' });
    const answer = await fetch(`${t.server.origin}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unready',
      checks: { database: 'ok', files: 'unreachable' },
    });
    const reachable = await instance();
    expect((await fetch(`${reachable.server.origin}/readyz`)).status).toBe(200);
  });
});

const keysUnder = async (prefix: string): Promise<string[]> =>
  (
    (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []
  ).map((object) => object.Key!);

const replaceObject = (key: string, body: Buffer) =>
  s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));

const bytesOf = async (answer: Response) => {
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
};

describe('drawn posters and share pictures in the store, on two instances (#31)', () => {
  let redis: TestRedis;
  let database: TestDatabase;

  beforeAll(async () => {
    redis = await startRedis();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await redis?.stop();
    await database?.drop();
  });

  /** Instances as they run in production: one PostgreSQL, one Redis, the bucket, one address. */
  const productionLike = () =>
    instance(s3Files(), {
      database: { url: database.url, poolSize: 4 },
      redisUrl: redis.url,
      instances: 2,
      publicUrl: 'https://victory80.example',
    });

  it('a poster drawn by A is read by B from the store; erased through A, B keeps it nowhere', async () => {
    const a = await productionLike();
    const b = await productionLike();
    const sharer = await b.register('66310101');
    const code = await accountData.invitationCodeOf(b.kysely, sharer.id);
    const work = (await contestData.firstApprovedWork(b.kysely)).id;
    const poster = (t: TestServer, ext: 'png' | 'svg') =>
      fetch(
        `${t.server.apiBase}/art/vote-player/${work}.${ext}?lang=en&inviter=${sharer.id}&code=${code}`,
      );
    const prefix = `poster-png/w${work}.u${sharer.id}.`;

    const drawn = await bytesOf(await poster(a, 'png'));
    expect(drawn.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [key] = await keysUnder(prefix);
    expect(key).toMatch(/^poster-png\/w\d+\.u\d+\.[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(a.dataDir, 'poster-png'))).toBe(false);

    // The stored drawing replaced by other bytes: B answering them read the store, drew nothing.
    await replaceObject(key!, PNG);
    expect((await bytesOf(await poster(b, 'png'))).equals(PNG)).toBe(true);
    const svg = await (await poster(b, 'svg')).text();

    const deleted = await a.call('DELETE', '/pc/accountSecurity/account', { token: sharer.token });
    expect(deleted.body.code).toBe(0);
    expect(await keysUnder(prefix)).toEqual([]);
    // B, asked for that very drawing again, has it neither in memory nor in the store: it draws.
    const again = await b.server.app.ctx.posters.png(svg, [`w${work}`, `u${sharer.id}`]);
    expect(again.equals(PNG)).toBe(false);
    expect(again.equals(drawn)).toBe(true);
  });

  it('a share-card picture drawn by A is read by B from the store', async () => {
    const a = await productionLike();
    const b = await productionLike();
    const art = (t: TestServer) => fetch(`${t.server.apiBase}/art/slogan-contest.png`);
    const drawn = await bytesOf(await art(a));
    expect(drawn.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [key] = await keysUnder('art-png/slogan-contest-');
    expect(key).toMatch(/^art-png\/slogan-contest-[0-9a-f]{16}\.png$/);
    expect(fs.existsSync(path.join(a.dataDir, 'art-png'))).toBe(false);
    await replaceObject(key!, PNG);
    expect((await bytesOf(await art(b))).equals(PNG)).toBe(true);
  });
});

describe('the drawings in the bucket, seen by two instances (#31)', () => {
  const quiet = { info: () => {}, error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
  const drawings = (cacheFiles: number) =>
    posterPngStore(
      s3FileStore(store.files),
      {
        fontFiles: DEFAULT_POSTER_FONT_FILES,
        cacheFiles,
        queueMax: 100,
        perAddress: 100,
        waitMs: 60_000,
      },
      quiet,
      { inMemory: false },
    );
  // Any SVG is a poster to the store; small ones keep the test quick.
  const svg = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text y="16">${text}</text></svg>`;

  it("one instance forgets an owner's drawings that another drew, and each keeps the bound", async () => {
    const a = drawings(2);
    const b = drawings(2);
    // B lists the bucket on its first drawing, before A draws.
    await b.png(svg('先'), ['w900']);
    await a.png(svg('甲'), ['w901']);
    await a.png(svg('乙'), ['w901', 'u902']);
    expect(await keysUnder('poster-png/w901.')).toHaveLength(2);
    // B never drew, read nor listed them: it finds them in the bucket.
    await b.forget('w901');
    expect(await keysUnder('poster-png/w901.')).toEqual([]);

    for (const text of ['丙', '丁', '戊']) await b.png(svg(text), ['w903']);
    expect(await keysUnder('poster-png/w903.')).toHaveLength(2);
  });
});

describe('FILE_STORE and S3_* (#31)', () => {
  it('disk unless told, s3 with its bucket, and a clear refusal of anything half set', () => {
    expect(fileStoreFromEnv({})).toEqual({ kind: 'disk' });
    expect(
      fileStoreFromEnv({
        FILE_STORE: 's3',
        S3_BUCKET: 'b-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'b-1',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => fileStoreFromEnv({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE must be disk or s3/);
    expect(() => fileStoreFromEnv({ FILE_STORE: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(() =>
      fileStoreFromEnv({ FILE_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/go together/);
    expect(() =>
      fileStoreFromEnv({ FILE_STORE: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
  });
});
