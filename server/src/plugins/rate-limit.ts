import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { LimitsConfig } from '../config';
import type { AppContext } from '../context';
import { ApiError, BodyCode } from '../errors';

/** The request budgets of config.limits that count requests per minute. */
export type LimitedAction = 'login' | 'lookup' | 'tracking' | 'uploads';

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
  const budget: LimitsConfig[LimitedAction] = app.ctx.config.limits[action];
  const limiters = [
    app.createRateLimit({
      max: budget.perIp,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `${action}:${clientAddress(req)}`,
    }),
    app.createRateLimit({
      max: budget.total,
      timeWindow: WINDOW_MS,
      keyGenerator: () => `${action}:*`,
    }),
  ];
  const hook: Hook = async (req, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', seconds);
        throw new ApiError(BodyCode.rateLimited, 'tooManyRequests', { seconds });
      }
    }
  };
  byAction.set(action, hook);
  return hook;
}
