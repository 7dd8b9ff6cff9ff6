// What a load balancer asks an instance (issue #31, "Operating it"): /healthz answers while the
// process answers; /readyz answers 200 only while every part a request needs is reachable
// (the database now; Redis and the file store join the list where they are configured), else 503
// naming which. Neither is under the API prefix: they are the operator's, not the visitor's, and
// answer no envelope a client would parse.
import type { FastifyInstance } from 'fastify';
import { Type } from './lib/schema';

/** One part the instance needs: `check` resolves when it is reachable, rejects when it is not. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** A part that does not answer within this is as good as down for a request. */
export const READINESS_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(
  app: FastifyInstance,
  checks: () => readonly ReadinessCheck[],
): void {
  const headers = { 'cache-control': 'no-store' };
  const alive = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
  const ready = Type.Object(
    {
      status: Type.Union([Type.Literal('ready'), Type.Literal('unready')]),
      checks: Type.Record(
        Type.String(),
        Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
      ),
    },
    { additionalProperties: false },
  );
  const options = (response: object) => ({ logLevel: 'warn' as const, schema: { response } });
  app.get('/healthz', options({ 200: alive }), async (_req, reply) =>
    reply.headers(headers).send({ status: 'ok' }),
  );
  app.get('/readyz', options({ 200: ready, 503: ready }), async (req, reply) => {
    const results = await Promise.all(
      checks().map(async ({ name, check }) => {
        try {
          await within(check(), READINESS_TIMEOUT_MS);
          return { name, ok: true };
        } catch (error) {
          req.log.warn({ err: error, part: name }, 'readiness check failed');
          return { name, ok: false };
        }
      }),
    );
    const failing = results.filter((r) => !r.ok).map((r) => r.name);
    return reply
      .status(failing.length === 0 ? 200 : 503)
      .headers(headers)
      .send({
        status: failing.length === 0 ? 'ready' : 'unready',
        checks: Object.fromEntries(results.map((r) => [r.name, r.ok ? 'ok' : 'unreachable'])),
      });
  });
}
