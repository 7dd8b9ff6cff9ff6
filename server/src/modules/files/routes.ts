import path from 'node:path';
import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadResult } from '../../contract';
import { serialize, transaction } from '../../db/kysely';
import { ApiError, BodyCode, conflict } from '../../errors';
import { absUrl, ok, requireUser, t } from '../../http';
import {
  Type,
  agrees,
  closed,
  envelope,
  str,
  type Serves,
  type Static,
  type TSchema,
} from '../../lib/schema';
import { acceptedUploads, clientAddress, rateLimited } from '../../plugins/rate-limit';
import type { DbExecutor } from '../../tables';
import * as uploads from './repository';
import { pictureSize } from './decode';
import { MIME_OF_EXT, sniffImage, type ImageType } from './sniff';

const UploadResultSchema = Type.Object({ url: Type.String(), name: Type.String() });
agrees<Serves<Static<typeof UploadResultSchema>, UploadResult>>();

/**
 * The errno-style answer of POST /upload (server/API.md Files): `errno` and `errmsg` in place of
 * `code` and `msg`. Its failures are written by the error handler in the same shape.
 */
const errnoEnvelope = <T extends TSchema>(data: T) => ({
  200: Type.Object({ errno: Type.Integer(), errmsg: Type.String(), data }),
});

const DAY = 24 * 60 * 60 * 1000;

export const FILES_PATH = '/exhibition-api/files/';
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

/** The file store's key of an upload (adapters/file-store.ts): DATA_DIR/uploads/<name> on disk. */
export const uploadKey = (storedName: string) => `uploads/${path.basename(storedName)}`;

function cleanName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Shown back to the visitor only: control characters (C0, DEL, C1), bidirectional controls
  // (which make "gpj.exe" read as "exe.jpg"), zero-width characters and markup are of no use in
  // a file name (issue #22).
  const cleaned = base
    .replace(
      /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff<>"'`]/g,
      '',
    )
    .trim()
    .slice(0, 100);
  return cleaned || `image.${ext}`;
}

/** Reads the one `file` part, checks size and type, stores it under a random name. */
const store = (req: FastifyRequest) => {
  const userId = requireUser(req);
  const { config } = req.server.ctx;
  return storeUpload(req, userId, {
    max: config.limits.uploadsPerAccountPerDay,
    key: `files:uploads:user:${userId}`,
    usedSince: (sinceMs, db) => uploads.countSince(db, userId, sinceMs),
  });
};

/**
 * How many uploads the uploader made since a time (counted on `db`: the app's Kysely, or the
 * transaction that records the upload), and how many a day they may make.
 */
export interface UploadQuota {
  max: number;
  /** The lock the count is taken under (serialize): the uploader's own. */
  key: string;
  usedSince(sinceMs: number, db: DbExecutor): number | Promise<number>;
  /** Records the upload where usedSince counts it (the console's audit row), in the same transaction. */
  record?(trx: DbExecutor, stored: UploadResult): Promise<void>;
}

/**
 * Whether the picture's header is within the pixel budget, then whether the whole picture decodes
 * (in a worker thread, issue #28): a picture that would decode to more pixels than the budget is
 * refused before one is decoded.
 */
async function checkPicture(req: FastifyRequest, buffer: Buffer, type: ImageType): Promise<void> {
  const { limits } = req.server.ctx.config;
  const size = pictureSize(buffer, type);
  if (!size || size.width === 0 || size.height === 0 || size.frames === 0) {
    throw new ApiError(BodyCode.validation, 'uploadCorrupt');
  }
  if (size.frames * size.width * size.height > limits.pixelBudget) {
    throw new ApiError(BodyCode.payloadTooLarge, 'uploadTooManyPixels', {
      mp: Math.round(limits.pixelBudget / 100_000) / 10,
    });
  }
  const whole = await req.server.ctx.pictures.check(clientAddress(req), buffer, type);
  if (!whole) throw new ApiError(BodyCode.validation, 'uploadCorrupt');
}

/**
 * The upload of a visitor (`userId`) or of an operator of the console (null), each within their
 * quota a day (issue #28: the console's had none). The per-address budget holds for both.
 */
export async function storeUpload(
  req: FastifyRequest,
  userId: number | null,
  quota: UploadQuota,
): Promise<UploadResult> {
  const { kysely, clock, config, files } = req.server.ctx;
  const { max } = quota;
  const overall = acceptedUploads(req.server);
  await overall.check();
  // Refused before the file is read when the cap is already reached (checked again below).
  if ((await quota.usedSince(clock.now() - DAY, kysely)) >= max) {
    throw conflict('uploadDailyCap', { max });
  }
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw new ApiError(BodyCode.validation, 'uploadMissing');
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(BodyCode.payloadTooLarge, 'uploadTooLarge', {
        mb: Math.round((config.uploadMaxBytes / 1024 / 1024) * 10) / 10,
      });
    }
    throw error;
  }
  if (buffer.length === 0) throw new ApiError(BodyCode.validation, 'uploadMissing');
  const type: ImageType | undefined = sniffImage(buffer.subarray(0, 16));
  if (!type) throw new ApiError(BodyCode.unsupportedMediaType, 'uploadType');
  // SPEC names no picture types; JPG, PNG and GIF are decoded whole (decode.ts), WebP could only
  // be walked chunk by chunk, so it is refused by name (issue #22). Stored ones are still served.
  if (type.ext === 'webp') throw new ApiError(BodyCode.unsupportedMediaType, 'uploadWebp');
  await checkPicture(req, buffer, type);
  const storedName = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const originalName = cleanName(part.filename, type.ext);
  const now = clock.now();
  const stored = { url: absUrl(req, `${FILES_PATH}${storedName}`), name: originalName };
  // The file first, then its record: the count, the upload's row and what the quota counts (the
  // console's audit row) in one transaction under the uploader's lock, so parallel uploads cannot
  // overshoot the cap (issue #31: the console's audit row was written after it). A refused or
  // failed record takes the file away again: nothing in the store without its row, and no row
  // without its file.
  const key = uploadKey(storedName);
  await files.put(key, buffer, type.mime);
  try {
    await transaction(kysely, async (trx) => {
      await serialize(trx, quota.key);
      if ((await quota.usedSince(now - DAY, trx)) >= max) {
        throw conflict('uploadDailyCap', { max });
      }
      await uploads.insert(trx, {
        userId,
        storedName,
        originalName,
        mime: type.mime,
        size: buffer.length,
        now,
      });
      await quota.record?.(trx, stored);
    });
  } catch (error) {
    await files.remove([key]);
    throw error;
  }
  await overall.accepted();
  return stored;
}

export function registerFileRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { files } = app.ctx;

  // SPEC §7 names no path for the errno-style upload; the client (src/api/upload.ts) uses /upload.
  api.post(
    '/upload',
    {
      onRequest: rateLimited(app, 'uploads'),
      config: { auth: 'required', envelope: 'errno', upload: true },
      schema: { response: errnoEnvelope(UploadResultSchema) },
    },
    async (req) => {
      const data = await store(req);
      return { errno: 0, errmsg: t(req, 'ok'), data };
    },
  );

  api.post(
    '/api/file/singleUpload',
    {
      onRequest: rateLimited(app, 'uploads'),
      config: { auth: 'required', upload: true },
      schema: { response: envelope(UploadResultSchema) },
    },
    async (req) => ok(req, await store(req), 'ok'),
  );

  // The file itself, not an envelope: no response schema.
  api.get(
    '/files/:name',
    { schema: { params: closed({ name: str(1, 64) }) } },
    async (req, reply) => {
      const name = req.params.name;
      const file = STORED_NAME.test(name) ? await files.open(uploadKey(name)) : undefined;
      if (!file) {
        return reply
          .status(404)
          .send({ code: BodyCode.notFound, msg: t(req, 'notFound'), data: null });
      }
      const ext = path.extname(name).slice(1) as ImageType['ext'];
      return reply
        .type(MIME_OF_EXT[ext])
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.body);
    },
  );
}
