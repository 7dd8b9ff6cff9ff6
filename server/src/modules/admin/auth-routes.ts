import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { ApiError, BodyCode } from '../../errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { dummyPasswordHash, hashPassword } from '../../lib/password';
import { Type, closed, str } from '../../lib/schema';
import { clientAddress, countLoginFailure, rateLimited } from '../../plugins/rate-limit';
import {
  HashPool,
  checkPasswordGuarded,
  LoginThrottle,
  passwordGuessKey,
  rememberSignIn,
} from '../account';
import {
  audit,
  clearSessionCookie,
  openSession,
  operatorOf,
  operatorView,
  revokeSessions,
  rolesOf,
  setSessionCookie,
} from './access';
import { isGuessable } from './password-strength';
import { permissionsOf } from './permissions';
import * as operators from './operator-repository';
import type { OperatorRow } from './operator-repository';
import { setSessionRevoked as endSession } from './access-repository';
import { transaction } from '../../db/kysely';

const CHALLENGE_MS = 5 * 60 * 1000;
const CHALLENGE_TRIES = 5;
const TOTP_STEP_SECONDS = 30;
export const TOTP_ISSUER = 'Exhibition console';

/** At least 10 characters with a letter and a digit (server/API-admin.md). */
export function operatorPasswordOk(password: string): boolean {
  return password.length >= 10 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A one-time password an operator is given (admin:create, a reset): 16 characters. */
export function oneTimePassword(): string {
  return `${randomToken(9)}7a`;
}

/**
 * The 30-second step a code is right for, within one step either side of `nowMs`, or null.
 * Exported for the tests and the demo print.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_STEP_SECONDS,
    });
    if (!result.valid) return null;
    return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + (result.delta ?? 0);
  } catch {
    return null;
  }
}

const LoginBody = closed({ account: str(1, 40), password: str(1, 128) });
const TotpBody = closed({ challenge: str(10, 100), code: Type.String({ pattern: '^[0-9]{6}$' }) });
const PasswordBody = closed({ currentPassword: str(1, 128), newPassword: str(10, 128) });

/** Sign-in in two steps, the session, and the operator's own password (server/API-admin.md). */
export function registerAdminAuthRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, config } = app.ctx;
  const { limits } = config;
  const throttle = new LoginThrottle(
    kysely,
    clock,
    limits.loginAttempts,
    limits.loginWindowMinutes * 60 * 1000,
  );
  const hashes = new HashPool(limits.hashConcurrency, limits.hashQueue, limits.hashPerAddress);
  // A locked operator is told what an operator can do (an admin's reset), not the visitors' code.
  const guards = { throttle, hashes, lockedKey: 'operatorLoginLocked' as const };
  const loginLimit = { onRequest: rateLimited(app, 'login'), onError: countLoginFailure(app) };

  api.post(
    '/auth/login',
    { ...loginLimit, config: { access: 'public' }, schema: { body: LoginBody } },
    async (req) => {
      const account = req.body.account.trim();
      const row = await operators.operatorByAccount(kysely, account);
      // From an address the operator signed in from, its own counter: strangers' failures
      // elsewhere do not lock the operator out there (issue #29, account/known-addresses.ts).
      const key = row
        ? await passwordGuessKey(req, row.id, 'operator')
        : `opname:${account.toLowerCase()}`;
      const stored = row?.password_hash ?? (await dummyPasswordHash());
      const valid = await checkPasswordGuarded(req, guards, key, req.body.password, stored);
      if (row && !valid) await operators.countFailure(kysely, row.id);
      if (!row || !valid || row.disabled === 1) {
        throw new ApiError(BodyCode.unauthorized, 'badCredentials');
      }
      // The password was right: the account's counter holds the codes still to come.
      const now = clock.now();
      const challenge = randomToken(24);
      await operators.insertChallenge(
        kysely,
        sha256Hex(challenge),
        row.id,
        now,
        now + CHALLENGE_MS,
      );
      if (row.totp_secret) return { challenge, enrol: false };
      const secret = row.totp_pending ?? generateSecret();
      if (!row.totp_pending) {
        await operators.setPendingSecret(kysely, row.id, secret);
      }
      const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: row.account, secret });
      return { challenge, enrol: true, otpauthUrl, secret };
    },
  );

  api.post(
    '/auth/totp',
    { ...loginLimit, config: { access: 'public' }, schema: { body: TotpBody } },
    async (req, reply) => {
      const now = clock.now();
      const hash = sha256Hex(req.body.challenge);
      // One try counted before the code is checked: parallel guesses cannot pass the limit.
      const counted = await operators.countChallengeTry(kysely, hash, now, CHALLENGE_TRIES);
      if (counted === undefined) throw new ApiError(BodyCode.unauthorized, 'challengeExpired');
      const row = (await operators.operatorById(kysely, counted)) as OperatorRow;
      const key = await passwordGuessKey(req, row.id, 'operator');
      const minutes = await throttle.reserve(key);
      if (minutes > 0) throw new ApiError(BodyCode.rateLimited, guards.lockedKey, { minutes });
      const secret = row.totp_secret ?? row.totp_pending;
      const step = secret ? totpStep(secret, req.body.code, now) : null;
      let failedAttempts = 0;
      const signedIn = await transaction(kysely, async (trx) => {
        if (step === null || row.disabled === 1) return false;
        // A code is good once: the step must be newer than the last one accepted.
        if (!(await operators.acceptStep(trx, row.id, step, now))) return false;
        await operators.useChallenge(trx, hash, now);
        failedAttempts = await operators.takeFailures(trx, row.id);
        return true;
      });
      if (!signedIn) {
        await operators.countFailure(kysely, row.id);
        throw new ApiError(BodyCode.unauthorized, 'totpInvalid');
      }
      await throttle.succeed(key);
      await rememberSignIn(req, row.id, 'operator');
      const { token, csrfToken } = await openSession(
        kysely,
        row.id,
        now,
        config.admin.sessionMs,
        String(req.headers['user-agent'] ?? ''),
      );
      setSessionCookie(req, reply, token);
      const roles = await rolesOf(kysely, row.id);
      return {
        operator: {
          id: row.id,
          name: row.name,
          account: row.account,
          roles,
          permissions: permissionsOf(roles),
          mustChangePassword: row.must_change_password === 1,
        },
        csrfToken,
        // Wrong passwords and codes for this account since the operator last signed in, and
        // when that was: a figure the operator did not cause means someone else is trying.
        failedAttempts,
        previousLoginAt:
          row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
      };
    },
  );

  api.get('/auth/me', { config: { access: 'session' } }, async (req) => {
    const op = operatorOf(req);
    return { operator: operatorView(op), csrfToken: op.csrfToken };
  });

  api.post('/auth/logout', { config: { access: 'session' } }, async (req, reply) => {
    const op = operatorOf(req);
    await endSession(kysely, op.sessionHash, clock.now());
    clearSessionCookie(req, reply);
    return {};
  });

  api.post(
    '/auth/password',
    { ...loginLimit, config: { access: 'session' }, schema: { body: PasswordBody } },
    async (req) => {
      const op = operatorOf(req);
      if (!operatorPasswordOk(req.body.newPassword)) {
        throw new ApiError(BodyCode.validation, 'operatorPasswordRule');
      }
      // The one-time password was in someone else's hands (the admin's screen, a message).
      if (req.body.newPassword === req.body.currentPassword) {
        throw new ApiError(BodyCode.validation, 'passwordNotNew');
      }
      if (isGuessable(req.body.newPassword, [op.account, op.name])) {
        throw new ApiError(BodyCode.validation, 'passwordGuessable');
      }
      const row = (await operators.operatorById(kysely, op.id)) as OperatorRow;
      const key = await passwordGuessKey(req, row.id, 'operator');
      const valid = await checkPasswordGuarded(
        req,
        guards,
        key,
        req.body.currentPassword,
        row.password_hash,
      );
      if (!valid) throw new ApiError(BodyCode.unauthorized, 'badCredentials');
      await throttle.succeed(key);
      const hash = await hashes.run(clientAddress(req), () => hashPassword(req.body.newPassword));
      const now = clock.now();
      await transaction(kysely, async (trx) => {
        await operators.setOwnPassword(trx, op.id, hash);
        // Other sessions end; this one goes on.
        await revokeSessions(trx, op.id, now);
        await endSession(trx, op.sessionHash, null);
        // No secret goes in the log: only that the password changed.
        await audit(trx, op, {
          action: 'operators.password',
          entity: 'operators',
          entityId: op.id,
          before: null,
          after: { passwordChanged: true },
          at: now,
        });
      });
      return {};
    },
  );
}
