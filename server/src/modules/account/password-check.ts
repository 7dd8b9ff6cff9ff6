import type { FastifyRequest } from 'fastify';
import { ApiError, BodyCode } from '../../errors';
import { verifyPassword } from '../../lib/password';
import { clientAddress } from '../../plugins/rate-limit';
import type { MessageKey } from '../../i18n';
import type { HashPool } from './hash-pool';
import type { LoginThrottle } from './login-throttle';

/**
 * A password check under the account's guess counter (counted before the hash, 429 once locked)
 * and the hash pool (refunded when the server was too busy to check). The visitors' login and
 * password change and the operators' sign-in (issue #23) all check passwords this way. The
 * caller clears the counter on success (`throttle.succeed`).
 */
export async function checkPasswordGuarded(
  req: FastifyRequest,
  /** lockedKey: the message of the lock (the operators' says what an operator can do instead). */
  guards: { throttle: LoginThrottle; hashes: HashPool; lockedKey?: MessageKey },
  key: string,
  password: string,
  stored: string | null,
): Promise<boolean> {
  const minutes = guards.throttle.reserve(key);
  if (minutes > 0) {
    throw new ApiError(BodyCode.rateLimited, guards.lockedKey ?? 'loginLocked', { minutes });
  }
  try {
    return await guards.hashes.run(clientAddress(req), () => verifyPassword(password, stored));
  } catch (error) {
    guards.throttle.refund(key);
    throw error;
  }
}
