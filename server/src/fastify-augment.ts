import type { RouteOptions } from 'fastify';
import type { Locale } from './contract';
import type { AppContext } from './context';
import type { OperatorContext, RouteAccess } from './modules/admin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Set by the auth hook when a valid token came with the request. */
    userId: number | null;
    /** Set by the admin session hook on an operators' route (issue #23). */
    operator: OperatorContext | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered, in order (an onRoute hook at the root fills it). */
    routeCatalogue: readonly RouteOptions[];
  }
  interface FastifyContextConfig {
    /** 'required': no valid token answers body code 401; 'optional': a guest is let through. */
    auth?: 'required' | 'optional';
    /** The errno upload answers { errno, errmsg, data } instead of the envelope, errors too. */
    envelope?: 'errno';
    /** A multipart upload: its body is read by the handler, not by a schema. */
    upload?: boolean;
    /**
     * An operators' route (server/API-admin.md): the permission it needs, 'session' for any
     * signed-in operator, 'public' for the sign-in steps. The admin hook refuses the others.
     */
    access?: RouteAccess;
  }
}
