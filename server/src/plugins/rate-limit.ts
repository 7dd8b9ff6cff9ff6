import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimit } from '../config';
import type { AppContext } from '../context';
import { ApiError, BodyCode } from '../errors';

/**
 * The request budgets of config.limits that count requests per minute. `writes` (footprints,
 * devices) has a per-address budget only.
 */
export type LimitedAction = 'login' | 'lookup' | 'tracking' | 'uploads' | 'writes';

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
    if (error instanceof ApiError && LOGIN_FAILURES.has(error.key)) {
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
  const budget: RateLimit =
    action === 'writes' ? { perIp: limits.writesPerIp, total: 0 } : limits[action];
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
