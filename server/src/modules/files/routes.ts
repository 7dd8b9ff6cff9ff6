import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadResult } from '../../contract';
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
import { rateLimited } from '../../plugins/rate-limit';
import { filesRepository } from './repository';
import { decodesWhole } from './decode';
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
const store = (req: FastifyRequest) => storeUpload(req, requireUser(req));

/**
 * The upload of a visitor (`userId`, capped per day) or of an operator of the console (null:
 * the console's editors are few and signed in with two factors; the per-address budget holds).
 */
export async function storeUpload(
  req: FastifyRequest,
  userId: number | null,
): Promise<UploadResult> {
  const { db, clock, config, uploadsDir } = req.server.ctx;
  const max = userId === null ? Number.MAX_SAFE_INTEGER : config.limits.uploadsPerAccountPerDay;
  const uploads = filesRepository(db);
  // Refused before the file is read when the cap is already reached (checked again below).
  if (userId !== null && uploads.countSince(userId, clock.now() - DAY) >= max) {
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
  if (!decodesWhole(buffer, type)) throw new ApiError(BodyCode.validation, 'uploadCorrupt');
  const storedName = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const originalName = cleanName(part.filename, type.ext);
  const now = clock.now();
  // Counted and recorded under one write lock before the file is written: parallel uploads of
  // one account cannot overshoot the cap, and a refused one leaves nothing on disk.
  const uploadId = db
    .transaction(() => {
      if (userId !== null && uploads.countSince(userId, now - DAY) >= max) {
        throw conflict('uploadDailyCap', { max });
      }
      return uploads.insert({
        userId,
        storedName,
        originalName,
        mime: type.mime,
        size: buffer.length,
        now,
      });
    })
    .immediate();
  try {
    await fs.promises.writeFile(path.join(uploadsDir, storedName), buffer, { flag: 'wx' });
  } catch (error) {
    uploads.remove(uploadId);
    throw error;
  }
  return { url: absUrl(req, `${FILES_PATH}${storedName}`), name: originalName };
}

export function registerFileRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { uploadsDir } = app.ctx;

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
      const file = STORED_NAME.test(name) ? path.join(uploadsDir, name) : undefined;
      const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!file || !stat?.isFile()) {
        return reply
          .status(404)
          .send({ code: BodyCode.notFound, msg: t(req, 'notFound'), data: null });
      }
      const ext = path.extname(name).slice(1) as ImageType['ext'];
      return reply
        .type(MIME_OF_EXT[ext])
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(fs.createReadStream(file));
    },
  );
}
