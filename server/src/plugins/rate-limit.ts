import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimit } from '../config';
import type { AppContext } from '../context';
import { ApiError, BodyCode, isSpared } from '../errors';

/**
 * The request budgets of config.limits that count requests per minute. `writes` (footprints,
 * devices) has a per-address budget only.
 */
export type LimitedAction = 'login' | 'lookup' | 'codes' | 'tracking' | 'uploads' | 'writes';

const WINDOW_MS = 60_000;

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with rateLimited(). With
 * Redis (issue #31) every instance counts in it; a budget whose store does not answer lets the
 * request through (skipOnError): no visitor is refused because Redis is away (/readyz says it is).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { redis } = app.ctx;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'v80:rate:', skipOnError: true } : {}),
  });
}

/** The client address as the limits see it: IPv4-mapped IPv6 as IPv4, IPv6 by its /64. */
export function clientAddress(req: FastifyRequest): string {
  return normalizeIP(req.ip);
}

const hooks = new WeakMap<AppContext, Map<LimitedAction, Hook>>();

export const windowOf = (now: number) => Math.floor(now / WINDOW_MS);
/** Seconds until the minute of `now` ends (at least 1: a Retry-After of 0 means at once). */
export const secondsLeft = (now: number) =>
  Math.max(1, Math.ceil(((windowOf(now) + 1) * WINDOW_MS - now) / 1000));
/** A minute's counters are read during that minute only; the next minute's keys are new. */
const COUNTER_TTL_MS = 2 * WINDOW_MS;

/**
 * The app's window counters, failing open: when they cannot be reached (Redis away), nothing is
 * counted and nothing refused, and the log says so.
 */
export function sharedCounters(app: FastifyInstance) {
  const { counters, log } = app.ctx;
  return {
    /** The keys' new counts, or undefined when they could not be counted. */
    async add(keys: string[], by = 1): Promise<number[] | undefined> {
      return counters.add(keys, COUNTER_TTL_MS, by).catch((error: unknown) => {
        log.warn({ err: error }, 'shared counters unreachable: not counted');
        return undefined;
      });
    },
    async read(keys: string[]): Promise<number[]> {
      return counters.read(keys).catch((error: unknown) => {
        log.warn({ err: error }, 'shared counters unreachable: not refused');
        return keys.map(() => 0);
      });
    },
  };
}

/**
 * The overall login budget counts failures only (issue #22): a wrong password, a wrong or stale
 * code, a locked account. Once a minute's failures reach the budget, only the addresses that
 * failed in that minute are refused; an address that has not failed (a visitor with the right
 * password, a registration) is never refused by it. Minutes are the app clock's (tests hold it);
 * the counts are every instance's (issue #31).
 */
function failureWindow(app: FastifyInstance) {
  const counters = sharedCounters(app);
  const keys = (address: string, now: number) => [
    `login-failures:${windowOf(now)}`,
    `login-failures:${windowOf(now)}:${address}`,
  ];
  return {
    record: async (address: string, now: number) => {
      await counters.add(keys(address, now));
    },
    /** Seconds until the window ends when `address` is refused, else 0. */
    async refusal(address: string, now: number, budget: number): Promise<number> {
      const [total, mine] = await counters.read(keys(address, now));
      return total >= budget && mine > 0 ? secondsLeft(now) : 0;
    },
  };
}

/** Answers that mean a login failed: what the overall login budget is spent on. */
const LOGIN_FAILURES = new Set<string>([
  'loginFailed',
  // A wrong password with the tries left before the lock, and the one that locks (issue #21).
  'loginFailedTries',
  'loginFailedLocked',
  'loginLocked',
  'operatorLoginLocked',
  'oldPasswordWrong',
  'codeWrong',
  'codeMissing',
  'codeExpired',
  'codeTooManyTries',
  'wechatLoginFailed',
  // The operators' console (issue #23).
  'badCredentials',
  'totpInvalid',
  'challengeExpired',
]);

/**
 * The overall upload budget (`UPLOAD_LIMIT_TOTAL` a minute) counts uploads stored, never refused
 * ones (issue #28: one account's 250 uploads refused by its daily cap spent the budget and a
 * visitor's upload was refused for a minute). `check` before the file is read, `accepted` after
 * it is stored.
 */
export function acceptedUploads(app: FastifyInstance) {
  const counters = sharedCounters(app);
  const { clock, config } = app.ctx;
  const key = (now: number) => [`uploads-stored:${windowOf(now)}`];
  return {
    async check(): Promise<void> {
      const now = clock.now();
      const [stored] = await counters.read(key(now));
      if (stored >= config.limits.uploads.total) {
        throw new ApiError(BodyCode.rateLimited, 'tooManyRequests', { seconds: secondsLeft(now) });
      }
    },
    accepted: async () => {
      await counters.add(key(clock.now()));
    },
  };
}

/** The route-level onError hook of the login routes: a failed login spends the overall budget. */
export function countLoginFailure(app: FastifyInstance) {
  const window = failureWindow(app);
  return async (req: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
    if (error instanceof ApiError && LOGIN_FAILURES.has(error.key) && !isSpared(error)) {
      await window.record(clientAddress(req), app.ctx.clock.now());
    }
  };
}

/**
 * An onRequest hook that answers the envelope (body code 429, localized) once the client address
 * or all addresses together used up the action's budget for the minute. The per-address budget is
 * checked first and a refused request is not counted against the overall one, so a flood from one
 * address cannot use up everybody's budget. Routes of one action share one pair of counters.
 */
export function rateLimited(app: FastifyInstance, action: LimitedAction): Hook {
  let byAction = hooks.get(app.ctx);
  if (!byAction) {
    byAction = new Map();
    hooks.set(app.ctx, byAction);
  }
  const known = byAction.get(action);
  if (known) return known;
  const { limits } = app.ctx.config;
  // Lookups cost nothing, code sends are counted when a code is sent (verification.ts) and uploads
  // when one is stored (acceptedUploads): their requests have a per-address budget only (#28).
  const budget: RateLimit =
    action === 'writes'
      ? { perIp: limits.writesPerIp, total: 0 }
      : action === 'lookup' || action === 'codes' || action === 'uploads'
        ? { perIp: limits[action].perIp, total: 0 }
        : limits[action];
  const limiters = [
    app.createRateLimit({
      max: budget.perIp,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `${action}:${clientAddress(req)}`,
    }),
  ];
  // Logins spend the overall budget on failures (failureWindow); other actions on requests.
  const failures = action === 'login' ? failureWindow(app) : null;
  if (!failures && budget.total > 0) {
    limiters.push(
      app.createRateLimit({
        max: budget.total,
        timeWindow: WINDOW_MS,
        keyGenerator: () => `${action}:*`,
      }),
    );
  }
  const refuse = (reply: FastifyReply, seconds: number): never => {
    reply.header('retry-after', seconds);
    throw new ApiError(BodyCode.rateLimited, 'tooManyRequests', { seconds });
  };
  const hook: Hook = async (req, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) refuse(reply, Math.max(1, result.ttlInSeconds));
    }
    if (failures) {
      const seconds = await failures.refusal(clientAddress(req), app.ctx.clock.now(), budget.total);
      if (seconds > 0) refuse(reply, seconds);
    }
  };
  byAction.set(action, hook);
  return hook;
}
