// Where the programme keeps files (issue #31, "Files"): one interface, two stores. On disk under
// DATA_DIR (the default, one machine), or in an S3-compatible object store shared by every
// instance, so a picture uploaded through one instance, or a poster drawn by it, is served by any
// other at the same URL. A file is named by a key ('uploads/<stored name>', 'poster-png/<name>',
// 'art-png/<name>'); the URL a visitor gets never names the store.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config';

export interface StoredFile {
  body: Readable;
  size: number;
}

/** A file of a folder and when it was written (epoch ms). */
export interface ListedFile {
  key: string;
  at: number;
}

export interface PutOptions {
  /**
   * A file named by its content (a drawing) may be written again over itself. Without it, a key
   * already there is an error on disk: upload names are random, a clash is a bug to hear about.
   */
  replace?: boolean;
}

export interface FileStore {
  readonly kind: FileStoreConfig['kind'];
  /** Whole or not at all: a reader on another instance never gets half a file. */
  put(key: string, body: Buffer, contentType: string, options?: PutOptions): Promise<void>;
  /** The file to send, or undefined when there is none by that key. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Every file of a folder ('poster-png'), in no set order. */
  list(folder: string): Promise<ListedFile[]>;
  /** Removes the files; one already gone is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Resolves when the store answers (readiness). */
  check(): Promise<void>;
}

// A key is made by the server (a folder and a random name), never by a visitor; checked anyway, so
// no key can name a path outside the store's folder.
const KEY = /^[a-z-]+\/[A-Za-z0-9._-]+$/;

const FOLDER = /^[a-z-]+$/;

function checked(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a file key: ${key}`);
  return key;
}

function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`not a file folder: ${folder}`);
  return folder;
}

/** A stored file read whole (drawings of a few hundred KB), or undefined when there is none. */
export async function readStored(store: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await store.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function diskFileStore(root: string): FileStore {
  const file = (key: string) => path.join(root, checked(key));
  return {
    kind: 'disk',
    async put(key, body, _contentType, { replace = false } = {}) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed or linked into place: another server on the same DATA_DIR
      // never reads half a file. A link never goes over another file.
      const aside = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(aside, body, { flag: 'wx' });
      try {
        if (replace) await fs.promises.rename(aside, target);
        else await fs.promises.link(aside, target);
      } finally {
        await fs.promises.rm(aside, { force: true });
      }
    },
    async open(key) {
      const target = file(key);
      const stat = await fs.promises.stat(target).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: fs.createReadStream(target), size: stat.size };
    },
    async list(folder) {
      const dir = path.join(root, checkedFolder(folder));
      const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
      const listed = await Promise.all(
        names
          .filter((name) => KEY.test(`${folder}/${name}`) && !name.endsWith('.tmp'))
          .map(async (name) => {
            const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
            return stat?.isFile() ? { key: `${folder}/${name}`, at: stat.mtimeMs } : undefined;
          }),
      );
      return listed.filter((entry): entry is ListedFile => entry !== undefined);
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
    async list(folder) {
      const Prefix = `${checkedFolder(folder)}/`;
      const listed: ListedFile[] = [];
      // One answer names up to 1000 keys; the token asks for the next ones.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY.test(object.Key)) {
            listed.push({ key: object.Key, at: object.LastModified?.getTime() ?? 0 });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
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
