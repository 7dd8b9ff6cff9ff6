import { ApiError } from './errors';

/** Where the API lives under an H5 site's own origin when TARO_APP_API_BASE is not set. */
export const H5_DEFAULT_API_PATH = '/exhibition-api';
/** Path of the batch tracking endpoint on the tracking host (SPEC §7). */
export const TRACKING_LOGS_PATH = '/exhibition-tongji/v1/js/logs';

export const API_BASE_HELP =
  'TARO_APP_API_BASE must be set to a full https host for the mini-program build ' +
  '(for example https://api.example.org/exhibition-api); ' +
  'http is accepted only for 127.0.0.1 and localhost (developer tools).';

const ABSOLUTE_URL = /^(https?):\/\/([^/?#:]+)(:\d+)?(\/[^?#]*)?$/i;
const DEV_HOSTS = new Set(['127.0.0.1', 'localhost']);

// The build inlines `process.env.X` as a literal; when a variable is not defined at build time the
// expression survives and `process` does not exist on the mini-program, hence the guard. Each read
// stays a full `process.env.NAME` expression (never destructured) so that the inlining still works.
function readEnv(read: () => string | undefined): string | undefined {
  try {
    const value = read();
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

// Read at call time, not import time: tests switch the platform, and nothing is gained by caching.
export function isH5(): boolean {
  return readEnv(() => process.env.TARO_ENV) === 'h5';
}

function pageOrigin(): string {
  try {
    return typeof window !== 'undefined' && window.location ? window.location.origin : '';
  } catch {
    return '';
  }
}

function configError(detail: string): ApiError {
  return new ApiError({ code: -1, msg: `${API_BASE_HELP} ${detail}`.trim(), kind: 'config' });
}

/** The origin (scheme, host, port) of an absolute URL, or undefined for a relative one. */
export function originOf(url: string): string | undefined {
  const match = ABSOLUTE_URL.exec(url);
  return match ? `${match[1].toLowerCase()}://${match[2]}${match[3] ?? ''}` : undefined;
}

/**
 * The API base without a trailing slash. Throws an ApiError of kind 'config' when the
 * mini-program has no usable base: it cannot fall back to a page origin, and WeChat only talks
 * to registered https domains.
 */
export function getApiBase(): string {
  const configured = readEnv(() => process.env.TARO_APP_API_BASE)?.replace(/\/+$/, '');
  if (isH5()) {
    if (!configured) return `${pageOrigin()}${H5_DEFAULT_API_PATH}`;
    if (configured.startsWith('/') && !configured.startsWith('//')) {
      return `${pageOrigin()}${configured}`;
    }
    if (ABSOLUTE_URL.test(configured)) return configured;
    throw configError(`Got "${configured}".`);
  }
  if (!configured) throw configError('It is not set.');
  const match = ABSOLUTE_URL.exec(configured);
  if (!match) throw configError(`Got "${configured}".`);
  const scheme = match[1].toLowerCase();
  if (scheme === 'https' || DEV_HOSTS.has(match[2].toLowerCase())) return configured;
  throw configError(`Got "${configured}".`);
}

/**
 * Joins a path of SPEC §7 to the API base. The spec writes a few paths without the leading slash
 * (pmm/addressMessage, pmm/channel, acc/weeklyActivity/mine); they are the same base-relative
 * paths, so slashes are normalised to exactly one. Absolute URLs pass through unchanged.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${getApiBase()}/${path.replace(/^\/+/, '')}`;
}

/** Host of the tracking service: TARO_APP_TRACKING_HOST, else the API base's origin. */
export function getTrackingHost(): string {
  const configured = readEnv(() => process.env.TARO_APP_TRACKING_HOST)?.replace(/\/+$/, '');
  if (configured) return configured;
  const base = getApiBase();
  return originOf(base) ?? pageOrigin();
}

export function trackingLogsUrl(): string {
  return `${getTrackingHost()}${TRACKING_LOGS_PATH}`;
}
