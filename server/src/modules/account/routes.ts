import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  WechatApiError,
  WechatNotConfiguredError,
  type WechatSession,
} from '../../adapters/wechat';
import { isUniqueViolation } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, notFound, rejected } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { sha256Hex } from '../../lib/crypto';
import { mapPage } from '../../lib/paging';
import { dummyPasswordHash, hashPassword, meetsPasswordRules } from '../../lib/password';
import {
  Type,
  envelope,
  idList,
  nothing,
  paged,
  storedPicture,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import { clientAddress, countLoginFailure, rateLimited } from '../../plugins/rate-limit';
import { assertAtArSite, checkInArSite } from '../heritage-tour/check-ins';
import { keepFavourite } from '../news/favourites';
import { awardBadges } from '../points/badges';
import { creditPoints, reasons } from '../points/ledger';
import { completeMissionsByTrigger } from '../points/missions';
import { tokenOf } from './auth';
import { HashPool } from './hash-pool';
import { checkPasswordGuarded } from './password-check';
import { idCardOk, maskIdCard, normalizeIdCard } from './id-card';
import { isKnownAddress, passwordGuessKey, rememberSignIn } from './known-addresses';
import { LoginThrottle } from './login-throttle';
import { accountRepository, type AccountRepository, type WechatColumn } from './repository';
import {
  AccountQuery,
  BindCodeQuery,
  BindEmailSchema,
  BindMobileSchema,
  CodeLoginSchema,
  ColleagueQuery,
  ColleagueSchema,
  DeviceSchema,
  EmailSchema,
  FootprintBody,
  FootprintPageQuery,
  FootprintSavedSchema,
  FootprintSchema,
  IdCardInfoSchema,
  IdCardQuery,
  LoginResultSchema,
  MembershipSchema,
  MobileSchema,
  OauthQuery,
  PasswordChangeQuery,
  PasswordLoginSchema,
  ProfileSchema,
  ProfileWithNameSchema,
  RegisterSchema,
  ResetSchema,
  RoleSchema,
  SmsSchema,
  UserSchema,
  WechatLoginSchema,
} from './schemas';
import { issueToken, revokeAllTokens, revokeToken } from './sessions';
import { eraseUser, finishErasure } from './erasure';
import { isPersonName, splitPhone } from '../../../../src/rules/validators';
import {
  canReceiveSms,
  insertUser,
  isValidPhone,
  maskPhone,
  normalizePhone,
  toUserInfo,
  type UserRow,
} from './users';
import { consumeCode, sendCode } from './verification';

/** Points a new account starts with (a ledger row records them). */
export const WELCOME_POINTS = 100;

const HOUR = 60 * 60 * 1000;

type Phone = { areaCode: string; phone: string };

/**
 * An account's phone as the server stores and looks it up: its one normal form (issue #27: "+886
 * 0912345678" and "+886 912345678" were two accounts), and only a number codes are sent to.
 */
function accountPhone(areaCode: string, phone: string): Phone {
  if (!isValidPhone(areaCode, phone)) throw new ApiError(BodyCode.validation, 'phoneInvalid');
  if (!canReceiveSms(areaCode, phone)) {
    throw new ApiError(BodyCode.validation, 'smsAreaUnsupported');
  }
  return { areaCode, phone: normalizePhone(phone, areaCode) };
}

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
function loginAccount(users: AccountRepository, account: string, code?: string) {
  let row: UserRow | undefined;
  const phone = splitPhone(account);
  const areaCode = phone?.areaCode ?? code;
  if (phone && areaCode) row = users.byPhone(areaCode, normalizePhone(phone.phone, areaCode));
  else if (phone) {
    let matches = users.byBarePhone(phone.phone);
    if (matches.length === 0 && phone.phone.startsWith('0')) {
      matches = users
        .byBarePhone(phone.phone.slice(1))
        .filter((each) => normalizePhone(phone.phone, each.area_code) === each.phone);
    }
    row = matches.length === 1 ? matches[0] : undefined;
  }
  return row ?? users.byShowName(account);
}

export function registerAccountRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, wechat, config } = app.ctx;
  const { limits } = config;
  const users = accountRepository(db);
  const throttle = new LoginThrottle(
    db,
    clock,
    limits.loginAttempts,
    limits.loginWindowMinutes * 60 * 1000,
  );
  const pruner = setInterval(() => throttle.prune(), HOUR).unref();
  app.addHook('onClose', async () => clearInterval(pruner));
  const hashes = new HashPool(limits.hashConcurrency, limits.hashQueue, limits.hashPerAddress);
  // Every call that hashes a password or checks a code, and every call that tells whether an
  // account exists, is budgeted per client address and overall.
  const loginLimit = { onRequest: rateLimited(app, 'login'), onError: countLoginFailure(app) };
  const lookupLimit = { onRequest: rateLimited(app, 'lookup') };
  const codesLimit = { onRequest: rateLimited(app, 'codes') };
  const signedIn = { auth: 'required' as const };

  const user = (req: FastifyRequest): UserRow => {
    const row = users.user(requireUser(req));
    if (!row) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
    return row;
  };

  const loginResult = (req: FastifyRequest, row: UserRow): Static<typeof LoginResultSchema> => {
    const issued = issueToken(
      db,
      row.id,
      clock.now(),
      config.tokenTtlSeconds,
      String(req.headers['user-agent'] ?? ''),
      limits.sessionsPerAccount,
    );
    rememberSignIn(req, row.id);
    return { token: issued.token, expiresAt: issued.expiresAt, user: toUserInfo(req, row) };
  };

  /** Opens an account with its welcome points and first badges; the caller's transaction. */
  const openAccount = (fields: Parameters<typeof insertUser>[1], now: number): number => {
    const userId = insertUser(db, fields, now);
    creditPoints(db, userId, WELCOME_POINTS, reasons.welcome(), { type: 'welcome', id: null }, now);
    awardBadges(db, userId, now);
    return userId;
  };

  /** Finds the account of a WeChat identity or opens one (no phone yet; it can be bound later). */
  const wechatAccount = (req: FastifyRequest, session: WechatSession, column: WechatColumn) => {
    const now = clock.now();
    return db
      .transaction(() => {
        let row = users.byWechat(column, session.openid);
        if (!row && session.unionid) {
          row = users.byUnionid(session.unionid);
          if (row) users.bindWechat(column, row.id, session.openid);
        }
        if (row) return users.user(row.id) as UserRow;
        const userId = openAccount(
          {
            wechatOpenid: column === 'wechat_openid' ? session.openid : undefined,
            wechatMpOpenid: column === 'wechat_mp_openid' ? session.openid : undefined,
            wechatUnionid: session.unionid,
            language: req.locale,
          },
          now,
        );
        return users.user(userId) as UserRow;
      })
      .immediate();
  };

  const appellationOk = (value: string | undefined) =>
    value === undefined || value === '' || users.appellationKnown(value);

  // The app's rule (issue #21, src/rules): a name of emoji or symbols only names no one. An empty
  // name clears it, as before.
  const checkPersonNames = (...names: (string | undefined)[]) => {
    for (const name of names) {
      // Issue #27: a name of spaces only is no name either ('' clears the field).
      if (name !== undefined && name !== '' && !isPersonName(name)) {
        throw new ApiError(BodyCode.validation, 'nameInvalid');
      }
    }
  };

  const applyProfile = (userId: number, body: Static<typeof ProfileWithNameSchema>) => {
    checkPersonNames(body.name, body.realName);
    if (!appellationOk(body.appellation)) {
      throw new ApiError(BodyCode.validation, 'appellationInvalid');
    }
    if (body.region && !users.regionKnown(body.region)) {
      throw new ApiError(BodyCode.validation, 'regionInvalid');
    }
    if (body.timeZone && !users.timeZoneKnown(body.timeZone)) {
      throw new ApiError(BodyCode.validation, 'timeZoneInvalid');
    }
    try {
      users.updateProfile(
        userId,
        {
          name: body.name,
          show_name: body.showName,
          appellation: body.appellation,
          gender: body.gender,
          email: body.email?.toLowerCase(),
          region: body.region,
          time_zone: body.timeZone,
          language: body.language,
          avatar: storedPicture(body.avatar),
          real_name: body.realName,
        },
        clock.now(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('showNameTaken');
      throw error;
    }
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
      const row = loginAccount(users, account, code);
      // One counter per account however it is typed (phone, phone + area code, username); an
      // address the account signed in from counts apart (known-addresses.ts, issue #22).
      const throttleKey = row
        ? passwordGuessKey(req, row.id)
        : `name:${account.trim().toLowerCase()}`;
      const stored = row?.password_hash ?? (await dummyPasswordHash());
      const valid = await checkPasswordGuarded(
        req,
        { throttle, hashes },
        throttleKey,
        req.body.password,
        stored,
        row !== undefined && isKnownAddress(req, row.id),
      );
      if (!row || !row.password_hash || !valid) {
        // Issue #21: the visitor is told how many tries are left before the lock (and the count
        // is in data, for a client that words it itself). Every account name gets the same
        // answer, whether or not it exists.
        const { left, minutes } = throttle.attemptsLeft(throttleKey);
        throw new ApiError(
          BodyCode.rejected,
          left > 0 ? 'loginFailedTries' : 'loginFailedLocked',
          { left, minutes },
          { attemptsLeft: left, lockMinutes: minutes },
        );
      }
      throttle.succeed(throttleKey);
      return ok(req, loginResult(req, row));
    },
  );

  // Issue #9: a stranger must not learn which phones have an account. Every phone is sent a code;
  // a wrong code fails the same way for both, and only the phone's owner, with the right code,
  // learns that it has no account yet.
  const codeLogin = async (req: FastifyRequest, body: Static<typeof CodeLoginSchema>) => {
    const target = accountPhone(body.areaCode, body.phone);
    consumeCode(req, { kind: 'sms', phone: target }, 'login', body.code);
    const row = users.byPhone(target.areaCode, target.phone);
    if (!row) throw new ApiError(BodyCode.notFound, 'phoneNotRegistered');
    // Whoever proves the phone is its owner: a stranger's wrong passwords no longer lock them out.
    throttle.succeed(`user:${row.id}`);
    return ok(req, loginResult(req, row));
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
      return ok(req, loginResult(req, wechatAccount(req, session, 'wechat_openid')));
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
      return ok(req, loginResult(req, wechatAccount(req, session, 'wechat_mp_openid')));
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

  // ---------- registration and password reset ----------

  api.post(
    '/register/app',
    { ...loginLimit, schema: { body: RegisterSchema, response: envelope(LoginResultSchema) } },
    async (req) => {
      const body = req.body;
      const target = accountPhone(body.areaCode, body.phone);
      if (!meetsPasswordRules(body.password)) throw rejected('passwordRule');
      checkPersonNames(body.name);
      if (!appellationOk(body.appellation)) {
        throw new ApiError(BodyCode.validation, 'appellationInvalid');
      }
      let inviterId: number | null = null;
      if (body.invitationCode) {
        const inviter = users.inviterId(body.invitationCode.toUpperCase());
        if (inviter === undefined) throw new ApiError(BodyCode.validation, 'invitationInvalid');
        inviterId = inviter;
      }
      if (body.showName && users.showNameTaken(body.showName)) throw conflict('showNameTaken');
      const passwordHash = await hashes.run(clientAddress(req), () => hashPassword(body.password));
      consumeCode(req, { kind: 'sms', phone: target }, 'register', body.code);
      // Told only after the right code (issue #9): the phone's owner learns it, a stranger not.
      if (users.byPhone(target.areaCode, target.phone)) throw conflict('phoneRegistered');
      const now = clock.now();
      let userId: number;
      try {
        userId = db
          .transaction(() =>
            openAccount(
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
          )
          .immediate();
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            String((error as Error).message).includes('show_name')
              ? 'showNameTaken'
              : 'phoneRegistered',
          );
        }
        throw error;
      }
      if (inviterId !== null) completeMissionsByTrigger(db, inviterId, 'invite', now);
      return ok(req, loginResult(req, users.user(userId) as UserRow), 'registered');
    },
  );

  // A phone without an account gets the answers a phone with one gets: its forget code is a decoy
  // nobody receives, so the code check fails the same way (issue #9).
  const resetPassword = async (req: FastifyRequest, body: Static<typeof ResetSchema>) => {
    const target = accountPhone(body.areaCode, body.phone);
    if (!meetsPasswordRules(body.password)) throw rejected('passwordRule');
    consumeCode(req, { kind: 'sms', phone: target }, 'forget', body.code);
    // Only an account deleted since its code was sent gets here without one.
    const row = users.byPhone(target.areaCode, target.phone);
    if (!row) throw rejected('codeMissing');
    const passwordHash = await hashes.run(clientAddress(req), () => hashPassword(body.password));
    const now = clock.now();
    db.transaction(() => {
      users.setPassword(row.id, passwordHash, now);
      revokeAllTokens(db, row.id, now);
    }).immediate();
    throttle.succeed(`user:${row.id}`);
    return ok(req, null, 'passwordReset');
  };
  const resetOptions = {
    ...loginLimit,
    schema: { body: ResetSchema, response: envelope(nothing()) },
  };
  api.post('/forgetPassword', resetOptions, (req) => resetPassword(req, req.body));
  api.put('/find/password', resetOptions, (req) => resetPassword(req, req.body));

  // ---------- SMS codes (form-encoded) ----------

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
    const registered = users.byPhone(target.areaCode, target.phone) !== undefined;
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

  // ---------- session and profile ----------

  api.post(
    '/logoff',
    { config: signedIn, schema: { response: envelope(nothing()) } },
    async (req) => {
      const token = tokenOf(req);
      if (token) revokeToken(db, token, clock.now());
      return ok(req, null, 'loggedOut');
    },
  );

  const meOptions = { config: signedIn, schema: { response: envelope(UserSchema) } };
  const me = async (req: FastifyRequest) => ok(req, toUserInfo(req, user(req)));
  api.get('/cus/user', meOptions, me);
  api.get('/cus/user/info', meOptions, me);

  api.put(
    '/cus/user',
    { config: signedIn, schema: { body: ProfileSchema, response: envelope(UserSchema) } },
    async (req) => {
      applyProfile(requireUser(req), req.body);
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );
  api.post(
    '/user/update',
    { config: signedIn, schema: { body: ProfileWithNameSchema, response: envelope(UserSchema) } },
    async (req) => {
      applyProfile(requireUser(req), req.body);
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );

  api.put(
    '/cus/user/updatePassword',
    {
      ...loginLimit,
      config: signedIn,
      schema: { querystring: PasswordChangeQuery, response: envelope(nothing()) },
    },
    async (req) => {
      const row = user(req);
      if (req.query.id !== row.id) throw forbidden('notSelf');
      // The old password is guessable too: the same per-account counter as the login guards it.
      const throttleKey = `user:${row.id}`;
      const valid = await checkPasswordGuarded(
        req,
        { throttle, hashes },
        throttleKey,
        req.query.oldPassword,
        row.password_hash ?? null,
        isKnownAddress(req, row.id),
      );
      if (!valid) throw rejected('oldPasswordWrong');
      throttle.succeed(throttleKey);
      if (!meetsPasswordRules(req.query.newPassword)) throw rejected('passwordRule');
      const passwordHash = await hashes.run(clientAddress(req), () =>
        hashPassword(req.query.newPassword),
      );
      const now = clock.now();
      db.transaction(() => {
        users.setPassword(row.id, passwordHash, now);
        // Other devices must log in with the new password; this one keeps its session.
        revokeAllTokens(db, row.id, now, tokenOf(req));
      }).immediate();
      return ok(req, null, 'saved');
    },
  );

  // ---------- real name ----------

  const idCardInfo = (row: UserRow): Static<typeof IdCardInfoSchema> => ({
    realName: row.real_name ?? '',
    idCardNo: row.id_card_masked ?? '',
    verified: row.id_card_verified === 1,
  });
  api.get(
    '/user/idCardInfo',
    { config: signedIn, schema: { response: envelope(IdCardInfoSchema) } },
    async (req) => ok(req, idCardInfo(user(req))),
  );
  api.get(
    '/user/checkCardInfo',
    {
      config: signedIn,
      schema: { querystring: IdCardQuery, response: envelope(IdCardInfoSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      checkPersonNames(req.query.realName);
      const normalized = normalizeIdCard(req.query.idCardNo);
      if (!idCardOk(normalized)) throw rejected('idCardInvalid');
      // Only a mask and a hash are kept: the full number is never stored or sent back.
      users.setRealName(
        userId,
        req.query.realName.trim(),
        maskIdCard(normalized),
        sha256Hex(normalized),
        clock.now(),
      );
      return ok(req, idCardInfo(user(req)), 'saved');
    },
  );

  // ---------- account security ----------

  api.get(
    '/pc/accountSecurity/email',
    { config: signedIn, schema: { response: envelope(EmailSchema) } },
    async (req) => ok(req, { email: user(req).email }),
  );
  api.put(
    '/pc/accountSecurity/email',
    { config: signedIn, schema: { body: BindEmailSchema, response: envelope(EmailSchema) } },
    async (req) => {
      const userId = requireUser(req);
      const address = req.body.email.toLowerCase();
      consumeCode(req, { kind: 'email', email: address }, 'bind', req.body.code);
      users.setEmail(userId, address, clock.now());
      return ok(req, { email: address }, 'saved');
    },
  );
  api.get(
    '/pc/accountSecurity/mobile',
    { config: signedIn, schema: { response: envelope(MobileSchema) } },
    async (req) => {
      const row = user(req);
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
      consumeCode(req, { kind: 'sms', phone: target }, 'bind', req.body.code);
      const holder = users.byPhone(target.areaCode, target.phone);
      if (holder && holder.id !== userId) throw conflict('phoneRegistered');
      try {
        users.setPhone(userId, target.areaCode, target.phone, clock.now());
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
      const row = users.withPhoneByShowName(req.query.account);
      if (!row) throw new ApiError(BodyCode.notFound, 'accountNotFound');
      return ok(req, { phone: maskPhone(row.phone), areaCode: row.area_code });
    },
  );
  api.delete(
    '/pc/accountSecurity/account',
    { config: signedIn, schema: { response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      // Erased everywhere it was copied (issue #22; erasure.ts), sessions included.
      const erased = db.transaction(() => eraseUser(db, userId, now)).immediate();
      await finishErasure(app.ctx, erased);
      return ok(req, null, 'accountDeleted');
    },
  );

  // ---------- company and role (older exhibition layer) ----------

  api.get(
    '/cus/user/getCompanyUsers',
    {
      config: signedIn,
      schema: { querystring: ColleagueQuery, response: envelope(Type.Array(ColleagueSchema)) },
    },
    async (req) => {
      const row = user(req);
      if (row.company_id === null) return ok(req, []);
      const colleagues = users.colleagues(row.company_id, req.query).map((c) => ({
        id: c.id,
        showName: c.show_name,
        name: c.name,
        avatar: absUrl(req, c.avatar),
        position: c.position,
        companyName: c.company_name,
      }));
      return ok(req, colleagues);
    },
  );
  api.put(
    '/convertRole',
    { config: signedIn, schema: { body: RoleSchema, response: envelope(UserSchema) } },
    async (req) => {
      const row = user(req);
      // Only an account that belongs to an exhibiting enterprise can act as the exhibitor.
      if (req.body.role === 'exhibitor' && row.company_id === null) throw forbidden();
      users.setRole(row.id, req.body.role, clock.now());
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );
  api.put(
    '/crm/membersInfo/app',
    { config: signedIn, schema: { body: MembershipSchema, response: envelope(UserSchema) } },
    async (req) => {
      const row = user(req);
      const b = req.body;
      users.setMembership(
        row.id,
        {
          companyName: b.companyName ?? row.company_name,
          position: b.position ?? row.position,
          name: b.name ?? row.name,
          email: b.email?.toLowerCase() ?? row.email,
        },
        clock.now(),
      );
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );

  // ---------- devices and footprints ----------

  // Both name any id the client likes: capped per address a minute and per account (issue #22).
  const writeLimit = { onRequest: rateLimited(app, 'writes') };
  const deviceOptions = {
    ...writeLimit,
    config: signedIn,
    schema: { body: DeviceSchema, response: envelope(nothing()) },
  };
  const saveDevice = async (req: FastifyRequest, b: Static<typeof DeviceSchema>) => {
    users.saveDevice(
      requireUser(req),
      {
        deviceId: b.deviceId,
        platform: b.platform,
        model: b.model ?? '',
        system: b.system ?? '',
        language: b.language ?? '',
      },
      clock.now(),
      limits.devicesPerAccount,
    );
    return ok(req, null, 'saved');
  };
  api.post('/userDevice/add', deviceOptions, (req) => saveDevice(req, req.body));
  api.put('/userDevice', deviceOptions, (req) => saveDevice(req, req.body));

  api.post(
    '/crm/userFootprint',
    {
      ...writeLimit,
      config: signedIn,
      schema: { body: FootprintBody, response: envelope(FootprintSavedSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const { type, targetId } = req.body;
      // Issue #12: a footprint of kind 'collect' is a favourite (server/API.md "Favourites").
      if (req.body.kind === 'collect') {
        const favourite = await keepFavourite(app.ctx.kysely, userId, type, targetId, now);
        return ok(req, { id: favourite, pointsAwarded: 0 }, 'saved');
      }
      // An AR check-in counts only at the site (#21): refused before anything is written.
      if (type === 'ar') assertAtArSite(db, targetId, req.body);
      const max = limits.footprintsPerAccountPerDay;
      const footprintId = users.visit(userId, type, targetId, now, max);
      if (footprintId === undefined) throw conflict('footprintDailyCap', { max });
      // An AR site's visit is its check-in; the server completes the tour's mission (#12).
      const pointsAwarded = type === 'ar' ? checkInArSite(db, userId, now) : 0;
      return ok(req, { id: footprintId, pointsAwarded }, 'saved');
    },
  );
  api.delete(
    '/crm/userFootprint',
    { config: signedIn, schema: { body: idList(), response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      db.transaction(() => {
        // All or nothing, and another visitor's id looks exactly like a missing one.
        if (users.footprintsAmong(userId, ids) !== ids.length) throw notFound();
        users.removeFootprints(userId, ids);
      }).immediate();
      return ok(req, null, 'deleted');
    },
  );
  api.get(
    '/crm/userFootprint/getCount',
    { config: signedIn, schema: { response: envelope(Type.Integer()) } },
    async (req) => ok(req, users.visitCount(requireUser(req))),
  );
  api.get(
    '/crm/userFootprint/page',
    {
      config: signedIn,
      schema: { querystring: FootprintPageQuery, response: envelope(paged(FootprintSchema)) },
    },
    async (req) => {
      const page = users.visitPage(requireUser(req), req.query.type ?? null, req.query);
      return ok(
        req,
        mapPage(page, (r) => ({
          id: r.id,
          type: r.type,
          targetId: r.target_id,
          createdAt: iso(r.created_at) as string,
        })),
      );
    },
  );
}
