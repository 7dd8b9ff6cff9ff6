import type { FastifyRequest } from 'fastify';
import type { PhoneTarget } from '../../adapters/sms-gateway';
import { clientAddress } from '../../plugins/rate-limit';

/**
 * The owner's addresses (issue #22, one chosen person locked out; README "Abuse limits"). An
 * address this account signed in from (password, code, WeChat, registration) within
 * `knownAddressDays` of the last such sign-in is the owner's. The one rule both lockout paths use:
 * a code request from it is spaced apart from strangers' requests (verification.ts) and its code
 * is not replaced by a stranger's later one; a password login from it has its own guess counter,
 * so strangers' failures do not lock it (routes.ts). A brand-new address is a stranger. Behind a
 * proxy the address is the one the proxy saw (TRUST_PROXY counts hops, app.ts), never one the
 * client wrote in X-Forwarded-For.
 */

/**
 * Whose addresses: a visitor's, or an operator's (issue #29: strangers cannot lock an operator
 * out either; the same rule on the operators' own table).
 */
export type AddressHolder = 'user' | 'operator';

const HOLDERS = {
  user: { table: 'known_addresses', column: 'user_id' },
  operator: { table: 'operator_known_addresses', column: 'operator_id' },
} as const;

/** The newest addresses kept per account: a traveller's few networks, not a list to grow. */
const ADDRESSES_PER_ACCOUNT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

function since(req: FastifyRequest): number {
  const { clock, config } = req.server.ctx;
  return clock.now() - config.limits.knownAddressDays * DAY_MS;
}

/** Records a successful sign-in of `userId` from the request's address. */
export function rememberSignIn(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): void {
  const { db, clock } = req.server.ctx;
  const { table, column } = HOLDERS[holder];
  const now = clock.now();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO ${table} (${column}, ip, last_login_at) VALUES (?, ?, ?)
       ON CONFLICT (${column}, ip) DO UPDATE SET last_login_at = excluded.last_login_at`,
    ).run(userId, clientAddress(req), now);
    db.prepare(
      `DELETE FROM ${table} WHERE ${column} = @userId AND (last_login_at <= @since OR ip IN (
         SELECT ip FROM ${table} WHERE ${column} = @userId
         ORDER BY last_login_at DESC LIMIT -1 OFFSET @keep))`,
    ).run({ userId, since: since(req), keep: ADDRESSES_PER_ACCOUNT });
  }).immediate();
}

/** Whether the request comes from an address `userId` signed in from within the window. */
export function isKnownAddress(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): boolean {
  const { table, column } = HOLDERS[holder];
  const row = req.server.ctx.db
    .prepare(`SELECT 1 FROM ${table} WHERE ${column} = ? AND ip = ? AND last_login_at > ?`)
    .get(userId, clientAddress(req), since(req));
  return row !== undefined;
}

/** Whether the request comes from a known address of the (live) account that owns the phone. */
export function isPhoneOwnersAddress(req: FastifyRequest, phone: PhoneTarget): boolean {
  const row = req.server.ctx.db
    .prepare(
      `SELECT 1 FROM known_addresses k JOIN users u ON u.id = k.user_id
       WHERE u.area_code = ? AND u.phone = ? AND u.deleted_at IS NULL
         AND k.ip = ? AND k.last_login_at > ?`,
    )
    .get(phone.areaCode, phone.phone, clientAddress(req), since(req));
  return row !== undefined;
}

/**
 * The password guess counter a login from this request spends: the account's own (strangers'),
 * or, from a known address, one of that address alone, so that strangers' failures never lock it
 * and its own failures still do.
 */
export function passwordGuessKey(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): string {
  const key = `${holder}:${userId}`;
  return isKnownAddress(req, userId, holder) ? `${key}|${clientAddress(req)}` : key;
}
