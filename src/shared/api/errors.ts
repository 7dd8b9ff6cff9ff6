export type ApiErrorKind = 'business' | 'http' | 'network' | 'unauthorized' | 'config';

/**
 * Every failure of the request layer (SPEC §8). The toast, when there is one, has already been
 * shown by the time a caller sees this, so callers only decide what happens next.
 */
export class ApiError extends Error {
  /** The body's code when the server sent one, else the HTTP status, else -1. */
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  readonly status?: number;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; status?: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
    // Transpiled class extends of Error lose the prototype chain on older engines.
    Object.setPrototypeOf(this, ApiError.prototype);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
