// Signing in: password, SMS code, WeChat (mini-program and official account), Weibo (not
// configured), and signing out.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  WechatApiError,
  WechatNotConfiguredError,
  type WechatSession,
} from '../../adapters/wechat';
import { serialize, transaction } from '../../db/kysely';
import { ApiError, BodyCode, rejected } from '../../errors';
import { ok } from '../../http';
import { dummyPasswordHash } from '../../lib/password';
import { Type, envelope, nothing, type Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import { tokenOf } from './auth';
import { checkPasswordGuarded } from './password-check';
import { isKnownAddress, passwordGuessKey } from './known-addresses';
import * as users from './repository';
import { type WechatColumn } from './repository';
import { accountPhone, type AccountRouteKit } from './route-kit';
import {
  CodeLoginSchema,
  LoginResultSchema,
  OauthQuery,
  PasswordLoginSchema,
  WechatLoginSchema,
} from './schemas';
import { revokeToken } from './sessions';
import { splitPhone } from '../../../../src/rules/validators';
import { normalizePhone, type UserRow } from './users';
import { consumeCode } from './verification';

function wechatFailure(error: unknown): never {
  if (error instanceof WechatNotConfiguredError) {
    throw new ApiError(BodyCode.notConfigured, 'notConfigured');
  }
  if (error instanceof WechatApiError) {
    // An errcode is WeChat refusing the code (used, expired, forged); no errcode is an outage.
    if (error.errcode !== undefined) throw rejected('wechatLoginFailed');
    throw new ApiError(BodyCode.upstream, 'upstreamFailed');
  }
  throw error;
}

/**
 * The account a password login names: a phone (with or without its area code, in any form
 * normalizePhone reads) or a username. A bare number is read without a trunk 0 too (0912345678
 * is Taiwan's 912345678), and names an account only when exactly one has it.
 */
async function loginAccount(db: DbExecutor, account: string, code?: string) {
  let row: UserRow | undefined;
  const phone = splitPhone(account);
  const areaCode = phone?.areaCode ?? code;
  if (phone && areaCode)
    row = await users.byPhone(db, areaCode, normalizePhone(phone.phone, areaCode));
  else if (phone) {
    let matches = await users.byBarePhone(db, phone.phone);
    if (matches.length === 0 && phone.phone.startsWith('0')) {
      matches = (await users.byBarePhone(db, phone.phone.slice(1))).filter(
        (each) => normalizePhone(phone.phone, each.area_code) === each.phone,
      );
    }
    row = matches.length === 1 ? matches[0] : undefined;
  }
  return row ?? users.byShowName(db, account);
}

export function registerSignInRoutes(kit: AccountRouteKit): void {
  const api = kit.app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, throttle, hashes, loginLimit, signedIn, loginResult, openAccount } = kit;
  const { wechat } = kit.app.ctx;

  /** Finds the account of a WeChat identity or opens one (no phone yet; it can be bound later). */
  const wechatAccount = (req: FastifyRequest, session: WechatSession, column: WechatColumn) => {
    const now = clock.now();
    return transaction(kysely, async (trx) => {
      // Two logins of one WeChat person at once find, or open, one account between them.
      await serialize(trx, `account:wechat:${session.unionid ?? session.openid}`);
      let row = await users.byWechat(trx, column, session.openid);
      if (!row && session.unionid) {
        row = await users.byUnionid(trx, session.unionid);
        if (row) await users.bindWechat(trx, column, row.id, session.openid);
      }
      if (row) return (await users.user(trx, row.id)) as UserRow;
      const userId = await openAccount(
        trx,
        {
          wechatOpenid: column === 'wechat_openid' ? session.openid : undefined,
          wechatMpOpenid: column === 'wechat_mp_openid' ? session.openid : undefined,
          wechatUnionid: session.unionid,
          language: req.locale,
        },
        now,
      );
      return (await users.user(trx, userId)) as UserRow;
    });
  };

  // ---------- password, SMS and WeChat login ----------

  api.post(
    '/login',
    {
      ...loginLimit,
      schema: { body: PasswordLoginSchema, response: envelope(LoginResultSchema) },
    },
    async (req) => {
      const { account, areaCode: code } = req.body;
      const row = await loginAccount(kysely, account, code);
      // One counter per account however it is typed (phone, phone + area code, username); an
      // address the account signed in from counts apart (known-addresses.ts, issue #22).
      const throttleKey = row
        ? await passwordGuessKey(req, row.id)
        : `name:${account.trim().toLowerCase()}`;
      const stored = row?.password_hash ?? (await dummyPasswordHash());
      const valid = await checkPasswordGuarded(
        req,
        { throttle, hashes },
        throttleKey,
        req.body.password,
        stored,
        row !== undefined && (await isKnownAddress(req, row.id)),
      );
      if (!row || !row.password_hash || !valid) {
        // Issue #21: the visitor is told how many tries are left before the lock (and the count
        // is in data, for a client that words it itself). Every account name gets the same
        // answer, whether or not it exists.
        const { left, minutes } = await throttle.attemptsLeft(throttleKey);
        throw new ApiError(
          BodyCode.rejected,
          left > 0 ? 'loginFailedTries' : 'loginFailedLocked',
          { left, minutes },
          { attemptsLeft: left, lockMinutes: minutes },
        );
      }
      await throttle.succeed(throttleKey);
      return ok(req, await loginResult(req, row));
    },
  );

  // Issue #9: a stranger must not learn which phones have an account. Every phone is sent a code;
  // a wrong code fails the same way for both, and only the phone's owner, with the right code,
  // learns that it has no account yet.
  const codeLogin = async (req: FastifyRequest, body: Static<typeof CodeLoginSchema>) => {
    const target = accountPhone(body.areaCode, body.phone);
    await consumeCode(req, { kind: 'sms', phone: target }, 'login', body.code);
    const row = await users.byPhone(kysely, target.areaCode, target.phone);
    if (!row) throw new ApiError(BodyCode.notFound, 'phoneNotRegistered');
    // Whoever proves the phone is its owner: a stranger's wrong passwords no longer lock them out.
    await throttle.succeed(`user:${row.id}`);
    return ok(req, await loginResult(req, row));
  };
  const codeLoginOptions = {
    ...loginLimit,
    schema: { body: CodeLoginSchema, response: envelope(LoginResultSchema) },
  };
  api.post('/codeLogin', codeLoginOptions, (req) => codeLogin(req, req.body));
  api.post('/smsLogin', codeLoginOptions, (req) => codeLogin(req, req.body));

  api.post(
    '/login/wechat',
    { ...loginLimit, schema: { body: WechatLoginSchema, response: envelope(LoginResultSchema) } },
    async (req) => {
      let session: WechatSession;
      try {
        session = await wechat.code2session(req.body.code);
      } catch (error) {
        req.log.warn({ err: error }, 'WeChat code2session failed');
        wechatFailure(error);
      }
      return ok(req, await loginResult(req, await wechatAccount(req, session, 'wechat_openid')));
    },
  );

  api.get(
    '/oauth/callback/wechatMp',
    {
      ...loginLimit,
      schema: { querystring: OauthQuery, response: envelope(LoginResultSchema) },
    },
    async (req) => {
      let session: WechatSession;
      try {
        session = await wechat.oauthSession(req.query.code);
      } catch (error) {
        req.log.warn({ err: error }, 'WeChat oauth2 failed');
        wechatFailure(error);
      }
      return ok(req, await loginResult(req, await wechatAccount(req, session, 'wechat_mp_openid')));
    },
  );

  // Weibo sign-in needs an app registered with Weibo; none exists for the programme.
  const weiboNotConfigured = async (): Promise<never> => {
    throw new ApiError(BodyCode.notConfigured, 'notConfigured');
  };
  api.get(
    '/oauth/render/weibo',
    { schema: { response: envelope(Type.String()) } },
    weiboNotConfigured,
  );
  api.get(
    '/oauth/callback/weibo',
    { schema: { querystring: OauthQuery, response: envelope(LoginResultSchema) } },
    weiboNotConfigured,
  );

  api.post(
    '/logoff',
    { config: signedIn, schema: { response: envelope(nothing()) } },
    async (req) => {
      const token = tokenOf(req);
      if (token) await revokeToken(kysely, token, clock.now());
      return ok(req, null, 'loggedOut');
    },
  );
}
