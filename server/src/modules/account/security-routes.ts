// Account security: the password change, the e-mail and phone bound to the account, and the
// codes that prove them.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isUniqueViolation } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, rejected } from '../../errors';
import { ok, requireUser } from '../../http';
import { hashPassword, meetsPasswordRules } from '../../lib/password';
import { envelope, nothing } from '../../lib/schema';
import { clientAddress } from '../../plugins/rate-limit';
import { tokenOf } from './auth';
import { isKnownAddress } from './known-addresses';
import { checkPasswordGuarded } from './password-check';
import { accountPhone, type AccountRouteKit } from './route-kit';
import {
  AccountQuery,
  BindCodeQuery,
  BindEmailSchema,
  BindMobileSchema,
  EmailSchema,
  MobileSchema,
  PasswordChangeQuery,
} from './schemas';
import { revokeAllTokens } from './sessions';
import { transaction } from '../../db/kysely';
import { maskPhone } from './users';
import { consumeCode, sendCode } from './verification';

export function registerSecurityRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const {
    kysely,
    clock,
    users,
    throttle,
    hashes,
    loginLimit,
    codesLimit,
    lookupLimit,
    signedIn,
    user,
  } = kit;

  api.put(
    '/cus/user/updatePassword',
    {
      ...loginLimit,
      config: signedIn,
      schema: { querystring: PasswordChangeQuery, response: envelope(nothing()) },
    },
    async (req) => {
      const row = await user(req);
      if (req.query.id !== row.id) throw forbidden('notSelf');
      // The old password is guessable too: the same per-account counter as the login guards it.
      const throttleKey = `user:${row.id}`;
      const valid = await checkPasswordGuarded(
        req,
        { throttle, hashes },
        throttleKey,
        req.query.oldPassword,
        row.password_hash ?? null,
        await isKnownAddress(req, row.id),
      );
      if (!valid) throw rejected('oldPasswordWrong');
      await throttle.succeed(throttleKey);
      if (!meetsPasswordRules(req.query.newPassword)) throw rejected('passwordRule');
      const passwordHash = await hashes.run(clientAddress(req), () =>
        hashPassword(req.query.newPassword),
      );
      const now = clock.now();
      await transaction(kysely, async (trx) => {
        await users.setPassword(trx, row.id, passwordHash, now);
        // Other devices must log in with the new password; this one keeps its session.
        await revokeAllTokens(trx, row.id, now, tokenOf(req));
      });
      return ok(req, null, 'saved');
    },
  );

  // ---------- account security ----------

  api.get(
    '/pc/accountSecurity/email',
    { config: signedIn, schema: { response: envelope(EmailSchema) } },
    async (req) => ok(req, { email: (await user(req)).email }),
  );
  api.put(
    '/pc/accountSecurity/email',
    { config: signedIn, schema: { body: BindEmailSchema, response: envelope(EmailSchema) } },
    async (req) => {
      const userId = requireUser(req);
      const address = req.body.email.toLowerCase();
      await consumeCode(req, { kind: 'email', email: address }, 'bind', req.body.code);
      await users.setEmail(kysely, userId, address, clock.now());
      return ok(req, { email: address }, 'saved');
    },
  );
  api.get(
    '/pc/accountSecurity/mobile',
    { config: signedIn, schema: { response: envelope(MobileSchema) } },
    async (req) => {
      const row = await user(req);
      return ok(req, { phone: row.phone, areaCode: row.area_code });
    },
  );
  api.put(
    '/pc/accountSecurity/mobile',
    { config: signedIn, schema: { body: BindMobileSchema, response: envelope(MobileSchema) } },
    async (req) => {
      const userId = requireUser(req);
      const target = accountPhone(req.body.areaCode, req.body.phone);
      // The code first: only the new phone's owner learns that it belongs to another account.
      await consumeCode(req, { kind: 'sms', phone: target }, 'bind', req.body.code);
      const holder = await users.byPhone(kysely, target.areaCode, target.phone);
      if (holder && holder.id !== userId) throw conflict('phoneRegistered');
      try {
        await users.setPhone(kysely, userId, target.areaCode, target.phone, clock.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('phoneRegistered');
        throw error;
      }
      return ok(req, target, 'saved');
    },
  );
  api.get(
    '/pc/accountSecurity/public/verificationCode',
    { ...codesLimit, schema: { querystring: BindCodeQuery, response: envelope(nothing()) } },
    async (req) => {
      const { email: address, phone: number, areaCode: code } = req.query;
      if (number && code) {
        const target = accountPhone(code, number);
        await sendCode(req, { kind: 'sms', phone: target }, 'bind');
      } else if (address) {
        await sendCode(req, { kind: 'email', email: address.toLowerCase() }, 'bind');
      }
      return ok(req, null, 'smsSent');
    },
  );
  api.get(
    '/pc/accountSecurity/public/mobile',
    { ...lookupLimit, schema: { querystring: AccountQuery, response: envelope(MobileSchema) } },
    async (req) => {
      // By username only (usernames are public on cards): looked up by a phone, the answer would
      // tell a stranger that the phone has an account (issue #9). Masked: this call is public and
      // only helps a visitor recognise their own number.
      const row = await users.withPhoneByShowName(kysely, req.query.account);
      if (!row) throw new ApiError(BodyCode.notFound, 'accountNotFound');
      return ok(req, { phone: maskPhone(row.phone), areaCode: row.area_code });
    },
  );
}
