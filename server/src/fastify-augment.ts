import type { RouteOptions } from 'fastify';
import type { Locale } from './contract';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Set by the auth hook when a valid token came with the request. */
    userId: number | null;
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
  }
}
