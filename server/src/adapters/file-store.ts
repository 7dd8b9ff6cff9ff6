// Where the programme keeps files people upload (issue #31, "Files"): one interface, two stores.
// On disk under DATA_DIR (the default, one machine), or in an S3-compatible object store shared by
// every instance, so a picture uploaded through one instance is served by any other at the same
// URL. A file is named by a key ('uploads/<stored name>'); the URL a visitor gets never names the
// store.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStore {
  readonly kind: FileStoreConfig['kind'];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file to send, or undefined when there is none by that key. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the files; one already gone is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Resolves when the store answers (readiness). */
  check(): Promise<void>;
}

// A key is made by the server (a folder and a random name), never by a visitor; checked anyway, so
// no key can name a path outside the store's folder.
const KEY = /^[a-z-]+\/[A-Za-z0-9._-]+$/;

function checked(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a file key: ${key}`);
  return key;
}

export function diskFileStore(root: string): FileStore {
  const file = (key: string) => path.join(root, checked(key));
  return {
    kind: 'disk',
    async put(key, body) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Never over another file: the names are random, a clash is a bug to hear about.
      await fs.promises.writeFile(target, body, { flag: 'wx' });
    },
    async open(key) {
      const target = file(key);
      const stat = await fs.promises.stat(target).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: fs.createReadStream(target), size: stat.size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(file(key), { force: true })));
    },
    async check() {
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}

/** S3's answer for a key that is not there, by its error name (never the message). */
const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export function s3FileStore(config: Extract<FileStoreConfig, { kind: 's3' }>): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      // One request deletes up to 1000 keys.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((key) => ({ Key: checked(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

export function createFileStore(config: FileStoreConfig, dataDir: string): FileStore {
  return config.kind === 's3' ? s3FileStore(config) : diskFileStore(dataDir);
}
