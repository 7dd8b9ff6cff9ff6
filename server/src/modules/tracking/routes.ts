import type { FastifyInstance } from 'fastify';
import type { PageViewLog, TrackingLog } from '../../contract';
import type { AppContext } from '../../context';
import { ok } from '../../http';
import { int, object, str } from '../../lib/schema';
import { rateLimited } from '../../plugins/rate-limit';

export const MAX_LOGS_PER_BATCH = 100;
/** A page view is a few hundred bytes; 4 KB leaves room and nothing more. */
export const PAGE_VIEW_BODY_BYTES = 4 * 1024;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Rows written between two checks of the row cap, at most. */
const PRUNE_EVERY_ROWS = 1000;

const trackingLog = object(
  {
    os: str(0, 100),
    at: int(0, Number.MAX_SAFE_INTEGER),
    uuid: str(0, 64),
    v: str(0, 20),
    eid: { anyOf: [int(0), str(0, 64)] },
    pid: str(0, 300),
  },
  ['os', 'at', 'uuid', 'v', 'pid'],
);

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
  prune(): number {
    const { db, clock, config } = this.ctx;
    const { trackingRetentionDays, trackingMaxRows } = config.limits;
    const old = db
      .prepare('DELETE FROM tracking_logs WHERE created_at < ?')
      .run(clock.now() - trackingRetentionDays * DAY).changes;
    // Rows are only ever deleted from the oldest end, so ids stay one run: the newest
    // trackingMaxRows rows are those above max(id) - trackingMaxRows (an index lookup, no count).
    const over = db
      .prepare('DELETE FROM tracking_logs WHERE id <= (SELECT MAX(id) FROM tracking_logs) - ?')
      .run(trackingMaxRows).changes;
    return old + over;
  }

  wrote(rows: number): void {
    this.written += rows;
    // Checked often enough that the table overshoots its cap by a tenth at most.
    const every = Math.min(
      PRUNE_EVERY_ROWS,
      Math.ceil(this.ctx.config.limits.trackingMaxRows / 10),
    );
    if (this.written < every) return;
    this.written = 0;
    this.prune();
  }
}

const retentions = new WeakMap<AppContext, TrackingRetention>();

/** One retention per app (both tracking routes write the one table), pruned hourly until close. */
export function trackingRetention(app: FastifyInstance): TrackingRetention {
  const known = retentions.get(app.ctx);
  if (known) return known;
  const retention = new TrackingRetention(app.ctx);
  retentions.set(app.ctx, retention);
  const timer = setInterval(() => {
    try {
      retention.prune();
    } catch (error) {
      app.ctx.log.warn({ err: error }, 'tracking retention failed');
    }
  }, HOUR).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return retention;
}

// Unauthenticated writes: a body limit, a batch limit, a per-address and overall budget
// (config.limits.tracking) and the retention above keep a flood from filling the disk (issue #9).
export function registerTrackingRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const retention = trackingRetention(app);
  app.post<{ Body: PageViewLog }>(
    '/v1/js/log',
    {
      onRequest: rateLimited(app, 'tracking'),
      bodyLimit: PAGE_VIEW_BODY_BYTES,
      config: { auth: 'optional' },
      schema: {
        body: object(
          {
            page: str(1, 300),
            userId: { anyOf: [int(1), str(0, 32)] },
            title: str(0, 200),
            referrer: str(0, 500),
          },
          ['page'],
        ),
      },
    },
    async (req) => {
      // The user is the token's, never the body's: a log must not speak for someone else.
      db.prepare(
        `INSERT INTO tracking_logs (kind, user_id, path, title, referrer, created_at) VALUES ('pv', ?, ?, ?, ?, ?)`,
      ).run(req.userId, req.body.page, req.body.title ?? '', req.body.referrer ?? '', clock.now());
      retention.wrote(1);
      return ok(req, null);
    },
  );
}

/** POST /exhibition-tongji/v1/js/logs: a batch of records, written in one transaction. */
export function registerTrackingBatchRoute(app: FastifyInstance): void {
  const { db, clock, config } = app.ctx;
  const retention = trackingRetention(app);
  const insert = db.prepare(
    `INSERT INTO tracking_logs (kind, os, at, uuid, v, eid, pid, created_at)
     VALUES ('log', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAll = db.transaction((logs: TrackingLog[], now: number) => {
    for (const log of logs)
      insert.run(log.os, log.at, log.uuid, log.v, String(log.eid ?? ''), log.pid, now);
  });
  app.post<{ Body: TrackingLog[] }>(
    '/exhibition-tongji/v1/js/logs',
    {
      onRequest: rateLimited(app, 'tracking'),
      bodyLimit: config.limits.trackingBodyBytes,
      schema: {
        body: { type: 'array', items: trackingLog, minItems: 1, maxItems: MAX_LOGS_PER_BATCH },
      },
    },
    async (req) => {
      insertAll(req.body, clock.now());
      retention.wrote(req.body.length);
      return ok(req, { accepted: req.body.length });
    },
  );
}
