import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { type ApiError, BodyCode } from '../../errors';
import { t } from '../../http';
import type { MessageKey, MessageParams } from '../../i18n';
import { adminAccessHook } from './access';
import { registerAdminAuthRoutes } from './auth-routes';
import { registerBulkRoutes } from './bulk-routes';
import {
  registerAdminUploadRoute,
  registerGiftStockRoute,
  registerModerationRoutes,
} from './moderation-routes';
import { registerOperatorRoutes } from './operators';
import { registerReportRoutes } from './reports';
import type { Resource } from './crud';
import { registerPlainResources } from './resources';
import { registerVisitorRoutes } from './visitors';

/** How app.ts reads an error: a body code and a catalogue key, or null for a crash. */
export type Classify = (
  error: FastifyError | ApiError | Error,
  req: FastifyRequest,
) => { code: number; key: MessageKey; params?: MessageParams } | null;

// The admin keys that are their own code (server/API-admin.md "Errors").
const OWN_CODES = new Set<string>([
  'sessionExpired',
  'badCredentials',
  'totpInvalid',
  'challengeExpired',
  'csrf',
  'passwordChangeRequired',
  'lastAdmin',
]);

const CODE_NAMES: Record<number, string> = {
  [BodyCode.validation]: 'validation',
  [BodyCode.unauthorized]: 'unauthorized',
  [BodyCode.forbidden]: 'forbidden',
  [BodyCode.notFound]: 'notFound',
  [BodyCode.conflict]: 'conflict',
  [BodyCode.payloadTooLarge]: 'payloadTooLarge',
  [BodyCode.unsupportedMediaType]: 'unsupportedMediaType',
  [BodyCode.rejected]: 'rejected',
  [BodyCode.rateLimited]: 'rateLimited',
  [BodyCode.internal]: 'internal',
  [BodyCode.upstream]: 'upstream',
  [BodyCode.notConfigured]: 'notConfigured',
};

/** The admin answer of a failure: the HTTP status and `{code, message}` (not the envelope). */
export function adminFailure(
  req: FastifyRequest,
  reply: FastifyReply,
  failure: { code: number; key: MessageKey; params?: MessageParams },
): FastifyReply {
  const code = OWN_CODES.has(failure.key) ? failure.key : (CODE_NAMES[failure.code] ?? 'internal');
  return reply
    .status(failure.code >= 400 && failure.code < 600 ? failure.code : 500)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code, message: t(req, failure.key, failure.params) }));
}

/** Every admin route, for the permission-matrix test and anything else that walks them. */
export function adminRoutes(catalogue: readonly RouteOptions[]): RouteOptions[] {
  return catalogue.filter(
    (route) => route.url.startsWith('/exhibition-api/admin/') && route.method !== 'HEAD',
  );
}

/**
 * The operators' API under /exhibition-api/admin (issue #23, server/API-admin.md). Registered
 * inside the API scope: every route declares its input like the visitors' routes, and its
 * access (a permission, 'session' or 'public'); a route without one is a bug.
 */
export async function registerAdminRoutes(app: FastifyInstance, classify: Classify) {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access && route.method !== 'HEAD') {
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no access`);
    }
  });
  app.decorateRequest('operator', null);
  // server/API-admin.md: the console's writes are JSON (uploads multipart). A form-encoded body,
  // which the visitors' API takes for SPEC's SMS calls, is 415 here (issue #28).
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  const { clock, config } = app.ctx;
  app.addHook('onRequest', adminAccessHook(app.ctx.kysely, clock, config.admin.idleMs));
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error, req, reply) => {
    let failure = classify(error as Error, req);
    if (!failure) {
      req.log.error({ err: error }, 'unhandled error');
      failure = { code: BodyCode.internal, key: 'internal' };
    }
    return adminFailure(req, reply, failure);
  });
  app.setNotFoundHandler((req, reply) =>
    adminFailure(req, reply, {
      code: BodyCode.notFound,
      key: 'routeNotFound',
      params: { method: req.method, url: req.url.split('?')[0].slice(0, 200) },
    }),
  );
  registerAdminAuthRoutes(app);
  const resources = registerPlainResources(app);
  registerGiftStockRoute(app, resources.get('gifts') as Resource);
  registerBulkRoutes(app, registerModerationRoutes(app));
  registerOperatorRoutes(app);
  registerReportRoutes(app);
  registerAdminUploadRoute(app);
  registerVisitorRoutes(app);
}
