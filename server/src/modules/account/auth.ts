import type { FastifyRequest } from 'fastify';
import { ApiError, BodyCode } from '../../errors';
import { checkToken } from './sessions';

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * SPEC §7: the token travels as `token` and as `Authorization` (raw or `Bearer x`); the errno
 * upload sends `Info-Net-Api-Token`.
 */
export function tokenOf(req: FastifyRequest): string | undefined {
  const direct = headerValue(req.headers.token);
  if (direct) return direct;
  const authorization = headerValue(req.headers.authorization);
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization);
    return match ? match[1].trim() : authorization;
  }
  return headerValue(req.headers['info-net-api-token']);
}

export async function authHook(req: FastifyRequest): Promise<void> {
  const mode = req.routeOptions.config?.auth;
  const token = tokenOf(req);
  if (token) {
    const { kysely, clock } = req.server.ctx;
    const check = await checkToken(kysely, token, clock.now());
    if (check.status === 'ok') {
      req.userId = check.userId;
      return;
    }
    if (mode === 'required') {
      throw new ApiError(
        BodyCode.unauthorized,
        check.status === 'expired' ? 'tokenExpired' : 'unauthorized',
      );
    }
    return;
  }
  if (mode === 'required') throw new ApiError(BodyCode.unauthorized, 'unauthorized');
}
