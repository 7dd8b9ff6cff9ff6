// Opening an account (with its welcome points) and resetting a forgotten password.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { transaction } from '../../db/kysely';
import { ApiError, BodyCode, conflict, rejected } from '../../errors';
import { ok } from '../../http';
import { hashPassword, meetsPasswordRules } from '../../lib/password';
import { envelope, nothing, type Static } from '../../lib/schema';
import { clientAddress } from '../../plugins/rate-limit';
import { completeMissionsByTrigger } from '../points';
import { accountPhone, checkPersonNames, type AccountRouteKit } from './route-kit';
import { LoginResultSchema, RegisterSchema, ResetSchema } from './schemas';
import { revokeAllTokens } from './sessions';
import { type UserRow } from './users';
import { consumeCode } from './verification';

export function registerRegistrationRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const {
    kysely,
    clock,
    users,
    throttle,
    hashes,
    loginLimit,
    loginResult,
    openAccount,
    appellationOk,
  } = kit;

  api.post(
    '/register/app',
    { ...loginLimit, schema: { body: RegisterSchema, response: envelope(LoginResultSchema) } },
    async (req) => {
      const body = req.body;
      const target = accountPhone(body.areaCode, body.phone);
      if (!meetsPasswordRules(body.password)) throw rejected('passwordRule');
      checkPersonNames(body.name);
      if (!(await appellationOk(body.appellation))) {
        throw new ApiError(BodyCode.validation, 'appellationInvalid');
      }
      let inviterId: number | null = null;
      if (body.invitationCode) {
        const inviter = await users.inviterId(kysely, body.invitationCode.toUpperCase());
        if (inviter === undefined) throw new ApiError(BodyCode.validation, 'invitationInvalid');
        inviterId = inviter;
      }
      if (body.showName && (await users.showNameTaken(kysely, body.showName)))
        throw conflict('showNameTaken');
      const passwordHash = await hashes.run(clientAddress(req), () => hashPassword(body.password));
      await consumeCode(req, { kind: 'sms', phone: target }, 'register', body.code);
      // Told only after the right code (issue #9): the phone's owner learns it, a stranger not.
      if (await users.byPhone(kysely, target.areaCode, target.phone)) {
        throw conflict('phoneRegistered');
      }
      const now = clock.now();
      let userId: number;
      try {
        userId = await transaction(kysely, (trx) =>
          openAccount(
            trx,
            {
              ...target,
              passwordHash,
              showName: body.showName,
              name: body.name,
              appellation: body.appellation,
              email: body.email?.toLowerCase(),
              language: req.locale,
              invitedBy: inviterId,
            },
            now,
          ),
        );
      } catch (error) {
        // Which key refused it is read from the table, not from the engine's message (issue #31).
        if (isUniqueViolation(error)) {
          const nameTaken = body.showName && (await users.showNameTaken(kysely, body.showName));
          throw conflict(nameTaken ? 'showNameTaken' : 'phoneRegistered');
        }
        throw error;
      }
      if (inviterId !== null) await completeMissionsByTrigger(kysely, inviterId, 'invite', now);
      return ok(
        req,
        await loginResult(req, (await users.user(kysely, userId)) as UserRow),
        'registered',
      );
    },
  );

  // A phone without an account gets the answers a phone with one gets: its forget code is a decoy
  // nobody receives, so the code check fails the same way (issue #9).
  const resetPassword = async (req: FastifyRequest, body: Static<typeof ResetSchema>) => {
    const target = accountPhone(body.areaCode, body.phone);
    if (!meetsPasswordRules(body.password)) throw rejected('passwordRule');
    await consumeCode(req, { kind: 'sms', phone: target }, 'forget', body.code);
    // Only an account deleted since its code was sent gets here without one.
    const row = await users.byPhone(kysely, target.areaCode, target.phone);
    if (!row) throw rejected('codeMissing');
    const passwordHash = await hashes.run(clientAddress(req), () => hashPassword(body.password));
    const now = clock.now();
    await transaction(kysely, async (trx) => {
      await users.setPassword(trx, row.id, passwordHash, now);
      await revokeAllTokens(trx, row.id, now);
    });
    await throttle.succeed(`user:${row.id}`);
    return ok(req, null, 'passwordReset');
  };
  const resetOptions = {
    ...loginLimit,
    schema: { body: ResetSchema, response: envelope(nothing()) },
  };
  api.post('/forgetPassword', resetOptions, (req) => resetPassword(req, req.body));
  api.put('/find/password', resetOptions, (req) => resetPassword(req, req.body));
}
