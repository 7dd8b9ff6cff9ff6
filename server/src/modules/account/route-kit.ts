// What every account route file shares (issue #30 split the routes by concern): one login
// throttle and one hash pool per app, so a password guessed through /login and through
// updatePassword counts once, the rate limits, and the helpers that open or sign in an account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, BodyCode } from '../../errors';
import { requireUser } from '../../http';
import { type Static } from '../../lib/schema';
import { countLoginFailure, rateLimited } from '../../plugins/rate-limit';
import type { DbExecutor } from '../../tables';
import { awardBadges, creditPoints, reasons } from '../points';
import { HashPool } from './hash-pool';
import { rememberSignIn } from './known-addresses';
import { LoginThrottle } from './login-throttle';
import * as users from './repository';
import { type LoginResultSchema } from './schemas';
import { hourly } from '../../adapters/shared-state';
import { issueToken } from './sessions';
import { isPersonName } from '../../../../src/rules/validators';
import { canReceiveSms, isValidPhone, normalizePhone, toUserInfo, type UserRow } from './users';

/** Points a new account starts with (a ledger row records them). */
export const WELCOME_POINTS = 100;

type Phone = { areaCode: string; phone: string };

/**
 * An account's phone as the server stores and looks it up: its one normal form (issue #27: "+886
 * 0912345678" and "+886 912345678" were two accounts), and only a number codes are sent to.
 */
export function accountPhone(areaCode: string, phone: string): Phone {
  if (!isValidPhone(areaCode, phone)) throw new ApiError(BodyCode.validation, 'phoneInvalid');
  if (!canReceiveSms(areaCode, phone)) {
    throw new ApiError(BodyCode.validation, 'smsAreaUnsupported');
  }
  return { areaCode, phone: normalizePhone(phone, areaCode) };
}

// The app's rule (issue #21, src/rules): a name of emoji or symbols only names no one. An empty
// name clears it, as before.
export function checkPersonNames(...names: (string | undefined)[]): void {
  for (const name of names) {
    // Issue #27: a name of spaces only is no name either ('' clears the field).
    if (name !== undefined && name !== '' && !isPersonName(name)) {
      throw new ApiError(BodyCode.validation, 'nameInvalid');
    }
  }
}

/** The app's account routes' shared state and helpers; created once, when they are registered. */
export function accountRouteKit(app: FastifyInstance) {
  const { kysely, clock, config } = app.ctx;
  const { limits } = config;
  const throttle = new LoginThrottle(
    kysely,
    clock,
    limits.loginAttempts,
    limits.loginWindowMinutes * 60 * 1000,
  );
  hourly(app, 'login-throttle prune', () => throttle.prune());
  const hashes = new HashPool(limits.hashConcurrency, limits.hashQueue, limits.hashPerAddress);
  // Every call that hashes a password or checks a code, and every call that tells whether an
  // account exists, is budgeted per client address and overall.
  const loginLimit = { onRequest: rateLimited(app, 'login'), onError: countLoginFailure(app) };
  const lookupLimit = { onRequest: rateLimited(app, 'lookup') };
  const codesLimit = { onRequest: rateLimited(app, 'codes') };
  const signedIn = { auth: 'required' as const };

  const user = async (req: FastifyRequest): Promise<UserRow> => {
    const row = await users.user(kysely, requireUser(req));
    if (!row) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    return row;
  };

  const userInfo = async (req: FastifyRequest, row: UserRow) =>
    toUserInfo(req, row, await users.badgeCount(kysely, row.id));

  const loginResult = async (
    req: FastifyRequest,
    row: UserRow,
  ): Promise<Static<typeof LoginResultSchema>> => {
    const issued = await issueToken(
      kysely,
      row.id,
      clock.now(),
      config.tokenTtlSeconds,
      String(req.headers['user-agent'] ?? ''),
      limits.sessionsPerAccount,
    );
    await rememberSignIn(req, row.id);
    return { token: issued.token, expiresAt: issued.expiresAt, user: await userInfo(req, row) };
  };

  /** Opens an account with its welcome points and first badges; the caller's transaction. */
  const openAccount = async (
    trx: DbExecutor,
    fields: Parameters<typeof users.insertUser>[1],
    now: number,
  ): Promise<number> => {
    const userId = await users.insertUser(trx, fields, now);
    const welcome = reasons.welcome();
    await creditPoints(trx, userId, WELCOME_POINTS, welcome, { type: 'welcome', id: null }, now);
    await awardBadges(trx, userId, now);
    return userId;
  };

  const appellationOk = async (value: string | undefined) =>
    value === undefined || value === '' || users.appellationKnown(kysely, value);

  return {
    app,
    kysely,
    clock,
    config,
    limits,
    users,
    throttle,
    hashes,
    loginLimit,
    lookupLimit,
    codesLimit,
    signedIn,
    user,
    userInfo,
    loginResult,
    openAccount,
    appellationOk,
  };
}

export type AccountRouteKit = ReturnType<typeof accountRouteKit>;
