// Sending SMS codes for signing in, registering and resetting a password (form-encoded), and
// the phone lookup SPEC §7 keeps but answers alike for every phone (issue #9).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http';
import { Type, envelope, nothing, type Static } from '../../lib/schema';
import { accountPhone, type AccountRouteKit } from './route-kit';
import { SmsSchema } from './schemas';
import { sendCode } from './verification';

export function registerCodeRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, users, codesLimit, lookupLimit } = kit;

  const smsOptions = { ...codesLimit, schema: { body: SmsSchema, response: envelope(nothing()) } };
  // Login and register: every phone is sent its code and every answer is "sent", whether or not
  // the phone has an account; the code's check tells the owner (issue #9).
  const smsRoute =
    (purpose: 'login' | 'register') =>
    async (req: FastifyRequest, body: Static<typeof SmsSchema>) => {
      const target = accountPhone(body.areaCode, body.phone);
      await sendCode(req, { kind: 'sms', phone: target }, purpose);
      return ok(req, null, 'smsSent');
    };
  const loginCode = smsRoute('login');
  const registerCode = smsRoute('register');
  api.post('/sms/sendLoginCode', smsOptions, (req) => loginCode(req, req.body));
  api.post('/sms/sendRegisterCode', smsOptions, (req) => registerCode(req, req.body));
  // Forgotten password: a phone without an account is sent nothing (no account to reset), with
  // the same answer, the same limits and no gateway wait either way.
  api.post('/sms/sendForgetPasswordCode', smsOptions, async (req) => {
    const target = accountPhone(req.body.areaCode, req.body.phone);
    const registered = (await users.byPhone(kysely, target.areaCode, target.phone)) !== undefined;
    await sendCode(req, { kind: 'sms', phone: target }, 'forget', {
      decoy: !registered,
      background: true,
    });
    return ok(req, null, 'resetCodeSent');
  });

  // SPEC §7 keeps this call, but whether a phone has an account is no stranger's business (issue
  // #9): it answers false for every phone, so a client that asks goes on to register, and the
  // register call tells the phone's owner after the code.
  api.get(
    '/login/verify/mobile',
    { ...lookupLimit, schema: { querystring: SmsSchema, response: envelope(Type.Boolean()) } },
    async (req) => {
      accountPhone(req.query.areaCode, req.query.phone);
      return ok(req, false);
    },
  );
}
