import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Paged } from './contract';
import { ApiError, BodyCode } from './errors';
import { translate, type MessageKey, type MessageParams } from './i18n';
import type { PageArgs } from './lib/paging';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

export function t(req: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translate(req.locale, key, params);
}

export function ok<T>(
  req: FastifyRequest,
  data: T,
  key: MessageKey = 'ok',
): { code: number; msg: string; data: T } {
  return { code: BodyCode.ok, msg: t(req, key), data: (data === undefined ? null : data) as T };
}

export function paged<T>(list: T[], total: number, pageNo: number, pageSize: number): Paged<T> {
  return { list, total, pageNo, pageSize };
}

export type { PageArgs } from './lib/paging';

export function pageWindow({ pageNo, pageSize }: PageArgs): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/** The caller's user id on a route with optional auth; a guest gets the 401 of SPEC §4. */
export function requireUser(req: FastifyRequest): number {
  if (req.userId === null) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
  return req.userId;
}

/** The origin clients reached this server by, for absolute links and the share-origin default. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * Pictures are stored as paths on this server; the mini-program needs absolute URLs, so answers
 * carry PUBLIC_URL (or the request's own origin) in front of them.
 */
export function absUrl(req: FastifyRequest, value: string): string {
  if (!value || !value.startsWith('/')) return value;
  return `${req.server.ctx.config.publicUrl ?? requestOrigin(req)}${value}`;
}

/**
 * Writes an envelope the route's response schema does not describe (errors, the 404 of an
 * unknown route): as a ready JSON string, so the route's serializer is not asked to.
 */
export function sendEnvelope(
  reply: FastifyReply,
  body: Envelope<unknown>,
  status = 200,
): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
