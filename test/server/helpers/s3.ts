// An S3-compatible object store for tests (issue #31): s3rver, the S3-compatible server from the
// npm registry, started on a free loopback port with one bucket in a temporary folder, and
// removed after. Production uses any S3-compatible store with the same variables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStoreConfig } from '../../../server/src/config';

/** The smallest PNG there is (1×1): an upload every picture check accepts. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
    'hex',
  ),
]);

export const TEST_BUCKET = 'programme-files';
/** s3rver's own credentials. */
export const TEST_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  /** The server's FILE_STORE=s3 settings for this store. */
  files: Extract<FileStoreConfig, { kind: 's3' }>;
  /** A client of the test's own, to look at the bucket from outside the server. */
  client: S3Client;
  stop(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: TEST_S3_KEYS,
  });
  return {
    endpoint,
    files: {
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket: TEST_BUCKET,
      ...TEST_S3_KEYS,
      forcePathStyle: true,
    },
    client,
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
