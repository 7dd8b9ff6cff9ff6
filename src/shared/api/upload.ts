import Taro from '@tarojs/taro';
import { acceptLanguage, t } from '@/shared/i18n';
import { HTTP_TIMEOUT_MS, isValidStatus } from '@/shared/lib/constants';
import { getToken } from '@/shared/lib/storage';
import { apiUrl } from './config';
import { ApiError } from './errors';
import { authHeaders, settleEnvelope, toast } from './http';
import type { UploadResult } from '@/shared/api/types';

/**
 * Default endpoint of the errno-style upload (SPEC §7 Files): `{API base}/upload`. The spec names
 * no path for it, so the reference server serves it there; pass `url` to use another one.
 */
export const DEFAULT_UPLOAD_PATH = '/upload';
/** The second, envelope-style upload (SPEC §7 Files). */
export const SINGLE_UPLOAD_PATH = '/api/file/singleUpload';

export interface UploadOptions {
  /** Path under the API base or absolute URL; defaults to DEFAULT_UPLOAD_PATH. */
  url?: string;
  /** Multipart field that carries the file. */
  name?: string;
  formData?: Record<string, string>;
}

/**
 * A rejected file (non-zero errno) resolves instead of rejecting: the form keeps the entry and
 * shows `name` ("file error, re-upload", SPEC §8) where the file name would be, so the visitor
 * sees which file to pick again.
 */
export type UploadOutcome =
  | (UploadResult & { failed: false })
  | { failed: true; url: ''; name: string; errno: number; errmsg: string };

interface ErrnoBody {
  errno: number | string;
  errmsg?: string;
  data?: Partial<UploadResult> | null;
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isErrnoBody(body: unknown): body is ErrnoBody {
  return typeof body === 'object' && body !== null && 'errno' in body;
}

function uploadFailed(kind: 'network' | 'http', status?: number): ApiError {
  const msg = t('error.uploadFailed');
  toast(msg);
  return new ApiError({ code: status ?? -1, msg, kind, status });
}

function baseName(filePath: string): string {
  return filePath.split(/[\\/]/).pop() ?? filePath;
}

/**
 * Every upload ends within the request timeout (SPEC §9), done or failed (issue #27): Taro's H5
 * uploadFile first reads the picked file's blob URL with an XHR that has no error handler, so a
 * refused read (a policy, a revoked URL) never settles, and its own timeout starts only after it.
 */
async function send(
  url: string,
  filePath: string,
  name: string,
  header: Record<string, string>,
  formData?: Record<string, string>,
): Promise<{ statusCode: number; data: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const task = Taro.uploadFile({
    url,
    filePath,
    name,
    header,
    formData,
    timeout: HTTP_TIMEOUT_MS,
  });
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      task.abort?.();
      reject(new Error('uploadFile:fail timeout'));
    }, HTTP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([task, expired]);
  } catch {
    throw uploadFailed('network');
  } finally {
    clearTimeout(timer);
  }
}

/** Uploads one file; the server answers { errno, errmsg, data: { url, name } } as a JSON string. */
export async function uploadFile(
  filePath: string,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  const url = apiUrl(options.url ?? DEFAULT_UPLOAD_PATH);
  const header: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  const token = getToken();
  if (token) header['Info-Net-Api-Token'] = token;

  const response = await send(url, filePath, options.name ?? 'file', header, options.formData);
  if (!isValidStatus(response.statusCode)) {
    throw uploadFailed('http', response.statusCode);
  }
  const body = parseBody(response.data);
  if (!isErrnoBody(body)) throw uploadFailed('http', response.statusCode);

  const errno = Number(body.errno);
  if (errno !== 0) {
    const errmsg = body.errmsg ?? '';
    toast(errmsg || t('error.fileReupload'));
    return { failed: true, url: '', name: t('error.fileReupload'), errno, errmsg };
  }
  if (!body.data?.url) throw uploadFailed('http', response.statusCode);
  return { failed: false, url: body.data.url, name: body.data.name || baseName(filePath) };
}

/** POST /api/file/singleUpload: same codes as every other call ({ code, msg, data }). */
export async function singleUpload(filePath: string, name = 'file'): Promise<UploadResult> {
  const url = apiUrl(SINGLE_UPLOAD_PATH);
  // The envelope endpoint sits behind the same auth as the API, so it gets the usual headers too.
  const header = authHeaders();
  if (header.token) header['Info-Net-Api-Token'] = header.token;

  const response = await send(url, filePath, name, header);
  const body = parseBody(response.data);
  if (body === undefined) throw uploadFailed('http', response.statusCode);
  return settleEnvelope<UploadResult>(response.statusCode, body);
}
