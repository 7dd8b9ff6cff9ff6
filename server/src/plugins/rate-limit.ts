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

/** Registers @fastify/rate-limit without a global limit: routes opt in with rateLimited(). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** The client address as the limits see it: IPv4-mapped IPv6 as IPv4, IPv6 by its /64. */
export function clientAddress(req: FastifyRequest): string {
  return normalizeIP(req.ip);
}

const hooks = new WeakMap<AppContext, Map<LimitedAction, Hook>>();

/**
 * The overall login budget counts failures only (issue #22): a wrong password, a wrong or stale
 * code, a locked account. Once a minute's failures reach the budget, only the addresses that
 * failed in that minute are refused; an address that has not failed (a visitor with the right
 * password, a registration) is never refused by it. Minutes are the app clock's (tests hold it).
 */
class FailureWindow {
  private window = -1;
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  private roll(now: number): void {
    const window = Math.floor(now / WINDOW_MS);
    if (window === this.window) return;
    this.window = window;
    this.total = 0;
    this.byAddress.clear();
  }

  record(address: string, now: number): void {
    this.roll(now);
    this.total += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
  }

  /** Seconds until the window ends when `address` is refused, else 0. */
  refusal(address: string, now: number, budget: number): number {
    this.roll(now);
    if (this.total < budget || !this.byAddress.has(address)) return 0;
    return Math.max(1, Math.ceil(((this.window + 1) * WINDOW_MS - now) / 1000));
  }
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

const failureWindows = new WeakMap<AppContext, FailureWindow>();

/** What all addresses together did this minute, counted by the caller when it is done. */
class DoneWindow {
  private window = -1;
  private done = 0;

  private roll(now: number): void {
    const window = Math.floor(now / WINDOW_MS);
    if (window === this.window) return;
    this.window = window;
    this.done = 0;
  }

  record(now: number): void {
    this.roll(now);
    this.done += 1;
  }

  /** Seconds until the window ends when the budget is spent, else 0. */
  refusal(now: number, budget: number): number {
    this.roll(now);
    if (this.done < budget) return 0;
    return Math.max(1, Math.ceil(((this.window + 1) * WINDOW_MS - now) / 1000));
  }
}

const uploadWindows = new WeakMap<AppContext, DoneWindow>();

/**
 * The overall upload budget (`UPLOAD_LIMIT_TOTAL` a minute) counts uploads stored, never refused
 * ones (issue #28: one account's 250 uploads refused by its daily cap spent the budget and a
 * visitor's upload was refused for a minute). `check` before the file is read, `accepted` after
 * it is stored.
 */
export function acceptedUploads(app: FastifyInstance) {
  let window = uploadWindows.get(app.ctx);
  if (!window) {
    window = new DoneWindow();
    uploadWindows.set(app.ctx, window);
  }
  const counted = window;
  const { clock, config } = app.ctx;
  return {
    check(): void {
      const seconds = counted.refusal(clock.now(), config.limits.uploads.total);
      if (seconds > 0) throw new ApiError(BodyCode.rateLimited, 'tooManyRequests', { seconds });
    },
    accepted(): void {
      counted.record(clock.now());
    },
  };
}

function failureWindow(app: FastifyInstance): FailureWindow {
  let window = failureWindows.get(app.ctx);
  if (!window) {
    window = new FailureWindow();
    failureWindows.set(app.ctx, window);
  }
  return window;
}

/** The route-level onError hook of the login routes: a failed login spends the overall budget. */
export function countLoginFailure(app: FastifyInstance) {
  const window = failureWindow(app);
  return async (req: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
    if (error instanceof ApiError && LOGIN_FAILURES.has(error.key) && !isSpared(error)) {
      window.record(clientAddress(req), app.ctx.clock.now());
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
  // Logins spend the overall budget on failures (FailureWindow); other actions on requests.
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
      const seconds = failures.refusal(clientAddress(req), app.ctx.clock.now(), budget.total);
      if (seconds > 0) refuse(reply, seconds);
    }
  };
  byAction.set(action, hook);
  return hook;
}
