import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageViewLog, TrackingLog } from '../../contract';
import type { AppContext } from '../../context';
import { ok } from '../../http';
import {
  Type,
  agrees,
  closed,
  envelope,
  int,
  nothing,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { hourly } from '../../adapters/shared-state';
import { ApiError, BodyCode } from '../../errors';
import { clientAddress, secondsLeft, sharedCounters, windowOf } from '../../plugins/rate-limit';
import * as logs from './repository';

export const MAX_LOGS_PER_BATCH = 100;
/** A page view is a few hundred bytes; 4 KB leaves room and nothing more. */
export const PAGE_VIEW_BODY_BYTES = 4 * 1024;

const DAY = 24 * 60 * 60 * 1000;
/** Rows written between two checks of the row cap, at most. */
const PRUNE_EVERY_ROWS = 1000;

const TrackingLogSchema = closed({
  os: str(0, 100),
  at: int(0, Number.MAX_SAFE_INTEGER),
  uuid: str(0, 64),
  v: str(0, 20),
  eid: Type.Optional(Type.Union([int(0), str(0, 64)])),
  pid: str(0, 300),
});
const TrackingBatchSchema = Type.Array(TrackingLogSchema, {
  minItems: 1,
  maxItems: MAX_LOGS_PER_BATCH,
});
const PageViewSchema = closed({
  page: str(1, 300),
  userId: Type.Optional(Type.Union([int(1), str(0, 32)])),
  title: Type.Optional(str(0, 200)),
  referrer: Type.Optional(str(0, 500)),
});

// What the app sends is what the schema takes (eid may be left out by the server's rule).
agrees<Serves<PageViewLog, Static<typeof PageViewSchema>>>();
agrees<Serves<TrackingLog, Static<typeof TrackingLogSchema>>>();

/**
 * Keeps tracking_logs bounded: rows older than trackingRetentionDays go, and beyond
 * trackingMaxRows the oldest go. Runs hourly and after every PRUNE_EVERY_ROWS rows written (fewer
 * for a small cap), so the table overshoots its cap by a tenth at most.
 */
export class TrackingRetention {
  private written = 0;
  private readonly ctx: AppContext;

  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  /** Deletes what the retention rules say must go; answers the number of rows deleted. */
  async prune(): Promise<number> {
    const { clock, config, kysely } = this.ctx;
    const { trackingRetentionDays, trackingMaxRows } = config.limits;
    const old = await logs.deleteOlderThan(kysely, clock.now() - trackingRetentionDays * DAY);
    return old + (await logs.deleteBeyond(kysely, trackingMaxRows));
  }

  async wrote(rows: number): Promise<void> {
    this.written += rows;
    // Checked often enough that the table overshoots its cap by a tenth at most.
    const every = Math.min(
      PRUNE_EVERY_ROWS,
      Math.ceil(this.ctx.config.limits.trackingMaxRows / 10),
    );
    if (this.written < every) return;
    this.written = 0;
    await this.prune();
  }
}

/**
 * The tracking budget counts records, not requests (issue #22): 100 batches of 100 records are
 * 10,000 rows, not 100 writes. Per client address and over all addresses, per minute; a batch
 * that does not fit is written as far as the budget goes (`accepted` says how many), and one
 * with no room left is refused with the envelope.
 */
function recordBudget(app: FastifyInstance) {
  const counters = sharedCounters(app);
  const { clock, config } = app.ctx;
  return {
    /**
     * Takes up to `wanted` records of the budget for the caller's address and answers how many it
     * got; with no room left, refuses with the envelope and a retry-after. Every instance counts
     * in the same counters (issue #31): the records are taken first and what does not fit is
     * given back, so two instances at once can only grant less, never more.
     */
    async take(req: FastifyRequest, reply: FastifyReply, wanted: number): Promise<number> {
      const now = clock.now();
      const window = windowOf(now);
      const keys = [`tracking:${window}:${clientAddress(req)}`, `tracking:${window}`];
      const { perIp, total } = config.limits.tracking;
      const counts = await counters.add(keys, wanted);
      // Counters away: the batch is written whole, as a budget never refuses for its store.
      if (!counts) return wanted;
      const [mine, all] = counts;
      const granted = Math.max(
        0,
        Math.min(wanted, perIp - (mine - wanted), total - (all - wanted)),
      );
      if (granted < wanted) await counters.add(keys, granted - wanted);
      if (granted === 0) {
        const seconds = secondsLeft(now);
        reply.header('retry-after', seconds);
        throw new ApiError(BodyCode.rateLimited, 'tooManyRequests', { seconds });
      }
      return granted;
    },
  };
}

const retentions = new WeakMap<AppContext, TrackingRetention>();

/** One retention per app (both tracking routes write the one table), pruned hourly until close. */
export function trackingRetention(app: FastifyInstance): TrackingRetention {
  const known = retentions.get(app.ctx);
  if (known) return known;
  const retention = new TrackingRetention(app.ctx);
  retentions.set(app.ctx, retention);
  hourly(app, 'tracking retention', () => retention.prune());
  return retention;
}

// Unauthenticated writes: a body limit, a batch limit, a per-address and overall budget of
// records (config.limits.tracking) and the retention above keep a flood from filling the disk
// (issues #9, #22).
export function registerTrackingRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  const retention = trackingRetention(app);
  const budget = recordBudget(app);
  api.post(
    '/v1/js/log',
    {
      bodyLimit: PAGE_VIEW_BODY_BYTES,
      config: { auth: 'optional' },
      schema: { body: PageViewSchema, response: envelope(nothing()) },
    },
    async (req, reply) => {
      await budget.take(req, reply, 1);
      // The user is the token's, never the body's: a log must not speak for someone else.
      await logs.insertPageView(kysely, {
        userId: req.userId,
        page: req.body.page,
        title: req.body.title ?? '',
        referrer: req.body.referrer ?? '',
        now: clock.now(),
      });
      await retention.wrote(1);
      return ok(req, null);
    },
  );
}

/** POST /exhibition-tongji/v1/js/logs: a batch of records, written in one transaction. */
export function registerTrackingBatchRoute(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, config } = app.ctx;
  const retention = trackingRetention(app);
  const budget = recordBudget(app);
  api.post(
    '/exhibition-tongji/v1/js/logs',
    {
      bodyLimit: config.limits.trackingBodyBytes,
      schema: {
        body: TrackingBatchSchema,
        response: envelope(Type.Object({ accepted: Type.Integer() })),
      },
    },
    async (req, reply) => {
      const accepted = await budget.take(req, reply, req.body.length);
      const records = req.body.slice(0, accepted);
      await logs.insertLogs(kysely, records, clock.now());
      await retention.wrote(records.length);
      return ok(req, { accepted });
    },
  );
}
