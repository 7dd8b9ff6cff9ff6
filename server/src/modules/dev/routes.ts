import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../adapters/outbox';
import { ok } from '../../http';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';

const OutboxMessageSchema = Type.Object({
  channel: enumOf(['sms', 'email'] as const),
  to: Type.String(),
  purpose: Type.String(),
  code: Type.String(),
  text: Type.String(),
  at: Type.String(),
});
agrees<Serves<Static<typeof OutboxMessageSchema>, OutboxMessage>>();

const OutboxQuery = closed({ to: Type.Optional(str(1, 254)) });

/**
 * GET /exhibition-api/dev/sms-outbox?to=%2B853%2061234567: codes sent lately, newest first.
 * Registered only when DEV_SMS_OUTBOX=1, so a production server has no such route at all.
 */
export function registerDevRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/dev/sms-outbox',
    {
      schema: { querystring: OutboxQuery, response: envelope(Type.Array(OutboxMessageSchema)) },
    },
    async (req) => ok(req, app.ctx.outbox?.list(req.query.to) ?? []),
  );
}
