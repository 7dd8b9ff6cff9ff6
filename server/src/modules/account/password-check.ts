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
 * caller clears the counter on success (`throttle.succeed`). `priority`: the request comes from
 * an address the account signed in from, and goes before strangers in the hash queue (issue #28).
 */
export async function checkPasswordGuarded(
  req: FastifyRequest,
  /** lockedKey: the message of the lock (the operators' says what an operator can do instead). */
  guards: { throttle: LoginThrottle; hashes: HashPool; lockedKey?: MessageKey },
  key: string,
  password: string,
  stored: string | null,
  priority = false,
): Promise<boolean> {
  const minutes = await guards.throttle.reserve(key);
  if (minutes > 0) {
    throw new ApiError(BodyCode.rateLimited, guards.lockedKey ?? 'loginLocked', { minutes });
  }
  try {
    const address = clientAddress(req);
    const valid = await guards.hashes.run(
      address,
      () => verifyPassword(password, stored),
      priority,
    );
    if (!valid) guards.hashes.failed(address);
    return valid;
  } catch (error) {
    await guards.throttle.refund(key);
    throw error;
  }
}
