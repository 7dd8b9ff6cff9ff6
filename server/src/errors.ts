import type { MessageKey, MessageParams } from './i18n';

/**
 * Body codes of the envelope. The HTTP status of an envelope answer is always 200: the app decides
 * on the body code alone (401 fires its relogin rule), and a proxy never swaps in its own page.
 */
export const BodyCode = {
  ok: 0,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rejected: 422,
  rateLimited: 429,
  internal: 500,
  upstream: 502,
  notConfigured: 503,
} as const;

export type BodyCodeValue = (typeof BodyCode)[keyof typeof BodyCode];

/** An answer the client is meant to see: a body code and a catalogue message. */
export class ApiError extends Error {
  readonly code: BodyCodeValue;
  readonly key: MessageKey;
  readonly params?: MessageParams;
  readonly data?: unknown;

  constructor(code: BodyCodeValue, key: MessageKey, params?: MessageParams, data?: unknown) {
    super(key);
    this.name = 'ApiError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.data = data;
  }
}

export const notFound = () => new ApiError(BodyCode.notFound, 'notFound');
export const forbidden = (key: MessageKey = 'forbidden') => new ApiError(BodyCode.forbidden, key);
export const conflict = (key: MessageKey, params?: MessageParams) =>
  new ApiError(BodyCode.conflict, key, params);
export const rejected = (key: MessageKey, params?: MessageParams) =>
  new ApiError(BodyCode.rejected, key, params);
export const invalid = (key: MessageKey, params?: MessageParams) =>
  new ApiError(BodyCode.validation, key, params);

/**
 * Refusals that do not spend an overall budget: the owner mistyping their own code (issue #28;
 * account/verification.ts). The login routes' failure count skips them (plugins/rate-limit.ts).
 */
const spared = new WeakSet<Error>();

export function spare<T extends Error>(error: T): T {
  spared.add(error);
  return error;
}

export function isSpared(error: Error): boolean {
  return spared.has(error);
}
