import type { FastifyInstance } from 'fastify';
import { ok } from '../../http';
import { object, str } from '../../lib/schema';

/**
 * GET /exhibition-api/dev/sms-outbox?to=%2B853%2061234567: codes sent lately, newest first.
 * Registered only when DEV_SMS_OUTBOX=1, so a production server has no such route at all.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/sms-outbox',
    { schema: { querystring: object({ to: str(1, 254) }) } },
    async (req) => ok(req, app.ctx.outbox?.list(req.query.to) ?? []),
  );
}
