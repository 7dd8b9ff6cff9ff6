import type { FastifyRequest } from 'fastify';
import type { PhoneTarget } from '../../adapters/sms-gateway';
import { transaction } from '../../db/kysely';
import { clientAddress } from '../../plugins/rate-limit';
import * as signIns from './session-repository';
import type { AddressHolder } from './session-repository';

export type { AddressHolder } from './session-repository';

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

/** The newest addresses kept per account: a traveller's few networks, not a list to grow. */
const ADDRESSES_PER_ACCOUNT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

function since(req: FastifyRequest): number {
  const { clock, config } = req.server.ctx;
  return clock.now() - config.limits.knownAddressDays * DAY_MS;
}

/** Records a successful sign-in of `userId` from the request's address. */
export async function rememberSignIn(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): Promise<void> {
  const { kysely, clock } = req.server.ctx;
  const now = clock.now();
  const forget = { since: since(req), keep: ADDRESSES_PER_ACCOUNT };
  await transaction(kysely, (trx) =>
    signIns.saveKnownAddress(trx, holder, userId, clientAddress(req), now, forget),
  );
}

/** Whether the request comes from an address `userId` signed in from within the window. */
export function isKnownAddress(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): Promise<boolean> {
  return signIns.isKnownAddress(
    req.server.ctx.kysely,
    holder,
    userId,
    clientAddress(req),
    since(req),
  );
}

/** Whether the request comes from a known address of the (live) account that owns the phone. */
export function isPhoneOwnersAddress(req: FastifyRequest, phone: PhoneTarget): Promise<boolean> {
  return signIns.isPhoneOwnersAddress(req.server.ctx.kysely, phone, clientAddress(req), since(req));
}

/**
 * The password guess counter a login from this request spends: the account's own (strangers'),
 * or, from a known address, one of that address alone, so that strangers' failures never lock it
 * and its own failures still do.
 */
export async function passwordGuessKey(
  req: FastifyRequest,
  userId: number,
  holder: AddressHolder = 'user',
): Promise<string> {
  const key = `${holder}:${userId}`;
  return (await isKnownAddress(req, userId, holder)) ? `${key}|${clientAddress(req)}` : key;
}
