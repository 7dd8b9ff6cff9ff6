import type { FastifyInstance } from 'fastify';
import type { PageViewLog, TrackingLog } from '../../contract';
import { ok } from '../../http';
import { int, object, str } from '../../lib/schema';

export const MAX_LOGS_PER_BATCH = 100;

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

export function registerTrackingRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.post<{ Body: PageViewLog }>(
    '/v1/js/log',
    {
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
      return ok(req, null);
    },
  );
}

/** POST /exhibition-tongji/v1/js/logs: a batch of records, written in one transaction. */
export function registerTrackingBatchRoute(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
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
      schema: {
        body: { type: 'array', items: trackingLog, minItems: 1, maxItems: MAX_LOGS_PER_BATCH },
      },
    },
    async (req) => {
      insertAll(req.body, clock.now());
      return ok(req, { accepted: req.body.length });
    },
  );
}
