import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AccountSecurityEmail,
  AccountSecurityMobile,
  CodeLoginBody,
  ForgetPasswordBody,
  IdCardInfo,
  LoginResult,
  PasswordLoginBody,
  RegisterBody,
  SmsCodeForm,
  UpdateUserBody,
  UserDevice,
  WechatLoginBody,
} from '../../contract';
import {
  WechatApiError,
  WechatNotConfiguredError,
  type WechatSession,
} from '../../adapters/wechat';
import { isUniqueViolation } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, notFound, rejected } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { LOCALES } from '../../i18n';
import {
  dummyPasswordHash,
  hashPassword,
  meetsPasswordRules,
  verifyPassword,
} from '../../lib/password';
import {
  areaCode,
  email,
  enumOf,
  id,
  idList,
  object,
  pageQuery,
  phone,
  pictureUrl,
  smsCode,
  storedPicture,
  str,
} from '../../lib/schema';
import { sha256Hex } from '../../lib/crypto';
import { iso } from '../../lib/time';
import { awardBadges } from '../points/badges';
import { creditPoints, reasons } from '../points/ledger';
import { completeMissionsByTrigger } from '../points/missions';
import { checkInArSite } from '../heritage-tour/check-ins';
import { keepFavourite } from '../news/favourites';
import { clientAddress, rateLimited } from '../../plugins/rate-limit';
import { HashPool } from './hash-pool';
import { idCardOk, maskIdCard, normalizeIdCard } from './id-card';
import { LoginThrottle } from './login-throttle';
import { issueToken, revokeAllTokens, revokeToken } from './sessions';
import { tokenOf } from './auth';
import {
  findUser,
  findUserByPhone,
  insertUser,
  isValidPhone,
  maskPhone,
  scrubUser,
  toUserInfo,
  type UserRow,
} from './users';
import { consumeCode, sendCode } from './verification';

/** Points a new account starts with (a ledger row records them). */
export const WELCOME_POINTS = 100;

const password = () => str(1, 64);
const SHOW_NAME_PATTERN = '^[\\p{L}\\p{N}]{2,20}$';

const updateUserProps = {
  name: str(0, 50),
  showName: str(2, 20, { pattern: SHOW_NAME_PATTERN }),
  appellation: str(0, 20),
  gender: enumOf(['male', 'female']),
  email: { anyOf: [email(), str(0, 0)] },
  region: str(0, 50),
  timeZone: str(0, 50),
  language: enumOf(LOCALES),
  avatar: pictureUrl(),
};

function user(req: FastifyRequest): UserRow {
  const row = findUser(req.server.ctx.db, requireUser(req));
  if (!row) throw new ApiError(BodyCode.unauthorized, 'unauthorized');
  return row;
}

function checkPhone(target: { areaCode: string; phone: string }): void {
  if (!isValidPhone(target.areaCode, target.phone)) {
    throw new ApiError(BodyCode.validation, 'phoneInvalid');
  }
}

function loginResult(req: FastifyRequest, row: UserRow): LoginResult {
  const { db, clock, config } = req.server.ctx;
  const issued = issueToken(
    db,
    row.id,
    clock.now(),
    config.tokenTtlSeconds,
    String(req.headers['user-agent'] ?? ''),
    config.limits.sessionsPerAccount,
  );
  return {
    token: issued.token,
    expiresAt: issued.expiresAt,
    user: toUserInfo(req, row) as LoginResult['user'],
  };
}

function appellationKnown(req: FastifyRequest, value: string): boolean {
  if (value === '') return true;
  return (
    req.server.ctx.db
      .prepare(
        "SELECT 1 FROM dict_data WHERE dict_type = 'appellation_type' AND dict_value = ? AND dict_value <> '-1'",
      )
      .get(value) !== undefined
  );
}

function applyProfile(
  req: FastifyRequest,
  userId: number,
  body: UpdateUserBody & { realName?: string },
) {
  const { db, clock } = req.server.ctx;
  if (body.appellation !== undefined && !appellationKnown(req, body.appellation)) {
    throw new ApiError(BodyCode.validation, 'appellationInvalid');
  }
  const columns: Record<string, string | undefined> = {
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
  };
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (set.length === 0) return;
  try {
    db.prepare(
      `UPDATE users SET ${set.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    ).run(...set.map(([, value]) => value), clock.now(), userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('showNameTaken');
    throw error;
  }
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

/** Finds the account of a WeChat identity or opens one (no phone yet; it can be bound later). */
function wechatAccount(
  req: FastifyRequest,
  session: WechatSession,
  column: 'wechat_openid' | 'wechat_mp_openid',
): UserRow {
  const { db, clock } = req.server.ctx;
  const now = clock.now();
  return db
    .transaction(() => {
      let row = db
        .prepare(`SELECT * FROM users WHERE ${column} = ? AND deleted_at IS NULL`)
        .get(session.openid) as UserRow | undefined;
      if (!row && session.unionid) {
        row = db
          .prepare('SELECT * FROM users WHERE wechat_unionid = ? AND deleted_at IS NULL')
          .get(session.unionid) as UserRow | undefined;
        if (row) {
          db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(session.openid, row.id);
        }
      }
      if (row) return findUser(db, row.id) as UserRow;
      const userId = insertUser(
        db,
        {
          wechatOpenid: column === 'wechat_openid' ? session.openid : undefined,
          wechatMpOpenid: column === 'wechat_mp_openid' ? session.openid : undefined,
          wechatUnionid: session.unionid,
          language: req.locale,
        },
        now,
      );
      creditPoints(
        db,
        userId,
        WELCOME_POINTS,
        reasons.welcome(),
        { type: 'welcome', id: null },
        now,
      );
      awardBadges(db, userId, now);
      return findUser(db, userId) as UserRow;
    })
    .immediate();
}

const footprintTypes = ['news', 'activity', 'vote', 'gift', 'ar', 'exhibit', 'booth', 'schedule'];

/** The account a password login names: a phone (with or without its area code) or a username. */
function loginAccount(db: FastifyInstance['ctx']['db'], account: string, code?: string) {
  let row: UserRow | undefined;
  if (/^\d{5,15}$/.test(account)) {
    const matches = (
      code
        ? db
            .prepare('SELECT * FROM users WHERE area_code = ? AND phone = ? AND deleted_at IS NULL')
            .all(code, account)
        : db.prepare('SELECT * FROM users WHERE phone = ? AND deleted_at IS NULL').all(account)
    ) as UserRow[];
    row = matches.length === 1 ? matches[0] : undefined;
  }
  row ??= db
    .prepare(
      "SELECT * FROM users WHERE show_name = ? COLLATE NOCASE AND show_name <> '' AND deleted_at IS NULL",
    )
    .get(account) as UserRow | undefined;
  return row;
}

const HOUR = 60 * 60 * 1000;

export function registerAccountRoutes(app: FastifyInstance): void {
  const { db, clock, wechat, config } = app.ctx;
  const { limits } = config;
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
  const loginLimit = { onRequest: rateLimited(app, 'login') };
  const lookupLimit = { onRequest: rateLimited(app, 'lookup') };

  // ---------- password, SMS and WeChat login ----------

  app.post<{ Body: PasswordLoginBody }>(
    '/login',
    {
      ...loginLimit,
      schema: {
        body: object({ account: str(1, 50), password: password(), areaCode: areaCode() }, [
          'account',
          'password',
        ]),
      },
    },
    async (req) => {
      const { account, areaCode: code } = req.body;
      const row = loginAccount(db, account, code);
      // One counter per account however it is typed (phone, phone + area code, username).
      const throttleKey = row ? `user:${row.id}` : `name:${account.trim().toLowerCase()}`;
      const minutes = throttle.reserve(throttleKey);
      if (minutes > 0) throw new ApiError(BodyCode.rateLimited, 'loginLocked', { minutes });
      const stored = row?.password_hash ?? (await dummyPasswordHash());
      let valid: boolean;
      try {
        valid = await hashes.run(clientAddress(req), () =>
          verifyPassword(req.body.password, stored),
        );
      } catch (error) {
        throttle.refund(throttleKey);
        throw error;
      }
      if (!row || !row.password_hash || !valid) throw rejected('loginFailed');
      throttle.succeed(throttleKey);
      return ok(req, loginResult(req, row));
    },
  );

  const codeLoginSchema = {
    body: object({ phone: phone(), areaCode: areaCode(), code: smsCode() }, [
      'phone',
      'areaCode',
      'code',
    ]),
  };
  const codeLogin = async (req: FastifyRequest<{ Body: CodeLoginBody }>) => {
    const target = { areaCode: req.body.areaCode, phone: req.body.phone };
    checkPhone(target);
    const row = findUserByPhone(db, target.areaCode, target.phone);
    if (!row) throw notFound();
    consumeCode(req, { kind: 'sms', phone: target }, 'login', req.body.code);
    return ok(req, loginResult(req, row));
  };
  app.post<{ Body: CodeLoginBody }>(
    '/codeLogin',
    { ...loginLimit, schema: codeLoginSchema },
    codeLogin,
  );
  app.post<{ Body: CodeLoginBody }>(
    '/smsLogin',
    { ...loginLimit, schema: codeLoginSchema },
    codeLogin,
  );

  app.post<{ Body: WechatLoginBody }>(
    '/login/wechat',
    { ...loginLimit, schema: { body: object({ code: str(1, 128) }, ['code']) } },
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

  app.get<{ Querystring: { code: string; state?: string } }>(
    '/oauth/callback/wechatMp',
    {
      ...loginLimit,
      schema: { querystring: object({ code: str(1, 128), state: str(0, 128) }, ['code']) },
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
  const weiboNotConfigured = async () => {
    throw new ApiError(BodyCode.notConfigured, 'notConfigured');
  };
  app.get('/oauth/render/weibo', weiboNotConfigured);
  app.get(
    '/oauth/callback/weibo',
    { schema: { querystring: object({ code: str(1, 128), state: str(0, 128) }, ['code']) } },
    weiboNotConfigured,
  );

  // ---------- registration and password reset ----------

  app.post<{ Body: RegisterBody }>(
    '/register/app',
    {
      ...loginLimit,
      schema: {
        body: object(
          {
            phone: phone(),
            areaCode: areaCode(),
            code: smsCode(),
            password: password(),
            showName: updateUserProps.showName,
            appellation: str(0, 20),
            name: str(0, 50),
            email: { anyOf: [email(), str(0, 0)] },
            invitationCode: str(0, 16),
          },
          ['phone', 'areaCode', 'code', 'password'],
        ),
      },
    },
    async (req) => {
      const body = req.body;
      const target = { areaCode: body.areaCode, phone: body.phone };
      checkPhone(target);
      if (!meetsPasswordRules(body.password)) throw rejected('passwordRule');
      if (body.appellation && !appellationKnown(req, body.appellation)) {
        throw new ApiError(BodyCode.validation, 'appellationInvalid');
      }
      if (findUserByPhone(db, target.areaCode, target.phone)) throw conflict('phoneRegistered');
      let inviterId: number | null = null;
      if (body.invitationCode) {
        const inviter = db
          .prepare('SELECT id FROM users WHERE invitation_code = ? AND deleted_at IS NULL')
          .pluck()
          .get(body.invitationCode.toUpperCase()) as number | undefined;
        if (!inviter) throw new ApiError(BodyCode.validation, 'invitationInvalid');
        inviterId = inviter;
      }
      if (body.showName) {
        const taken = db
          .prepare("SELECT 1 FROM users WHERE show_name = ? COLLATE NOCASE AND show_name <> ''")
          .get(body.showName);
        if (taken) throw conflict('showNameTaken');
      }
      const passwordHash = await hashes.run(clientAddress(req), () => hashPassword(body.password));
      consumeCode(req, { kind: 'sms', phone: target }, 'register', body.code);
      const now = clock.now();
      let userId: number;
      try {
        userId = db
          .transaction(() => {
            const newId = insertUser(
              db,
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
            );
            creditPoints(
              db,
              newId,
              WELCOME_POINTS,
              reasons.welcome(),
              { type: 'welcome', id: null },
              now,
            );
            awardBadges(db, newId, now);
            return newId;
          })
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
      return ok(req, loginResult(req, findUser(db, userId) as UserRow), 'registered');
    },
  );

  const resetSchema = {
    body: object({ phone: phone(), areaCode: areaCode(), code: smsCode(), password: password() }, [
      'phone',
      'areaCode',
      'code',
      'password',
    ]),
  };
  // A phone without an account gets the answers a phone with one gets: its forget code is a decoy
  // nobody receives, so the code check fails the same way (issue #9).
  const resetPassword = async (req: FastifyRequest<{ Body: ForgetPasswordBody }>) => {
    const target = { areaCode: req.body.areaCode, phone: req.body.phone };
    checkPhone(target);
    if (!meetsPasswordRules(req.body.password)) throw rejected('passwordRule');
    consumeCode(req, { kind: 'sms', phone: target }, 'forget', req.body.code);
    // Only an account deleted since its code was sent gets here without one.
    const row = findUserByPhone(db, target.areaCode, target.phone);
    if (!row) throw rejected('codeMissing');
    const passwordHash = await hashes.run(clientAddress(req), () =>
      hashPassword(req.body.password),
    );
    const now = clock.now();
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(
        passwordHash,
        now,
        row.id,
      );
      revokeAllTokens(db, row.id, now);
    }).immediate();
    return ok(req, null, 'passwordReset');
  };
  app.post<{ Body: ForgetPasswordBody }>(
    '/forgetPassword',
    { ...loginLimit, schema: resetSchema },
    resetPassword,
  );
  app.put<{ Body: ForgetPasswordBody }>(
    '/find/password',
    { ...loginLimit, schema: resetSchema },
    resetPassword,
  );

  // ---------- SMS codes (form-encoded) ----------

  const smsSchema = {
    body: object({ phone: phone(), areaCode: areaCode() }, ['phone', 'areaCode']),
  };
  const smsRoute =
    (purpose: 'login' | 'register' | 'forget') =>
    async (req: FastifyRequest<{ Body: SmsCodeForm }>) => {
      const target = { areaCode: req.body.areaCode, phone: req.body.phone };
      checkPhone(target);
      const registered = findUserByPhone(db, target.areaCode, target.phone) !== undefined;
      if (purpose === 'forget') {
        // Same answer, same limits and no gateway wait either way: the form must not tell an
        // attacker which phones have an account (issue #9).
        await sendCode(req, { kind: 'sms', phone: target }, purpose, {
          decoy: !registered,
          background: true,
        });
        return ok(req, null, 'resetCodeSent');
      }
      if (purpose === 'register' && registered) throw conflict('phoneRegistered');
      if (purpose === 'login' && !registered) {
        throw new ApiError(BodyCode.notFound, 'phoneNotRegistered');
      }
      await sendCode(req, { kind: 'sms', phone: target }, purpose);
      return ok(req, null, 'smsSent');
    };
  app.post<{ Body: SmsCodeForm }>(
    '/sms/sendLoginCode',
    { ...lookupLimit, schema: smsSchema },
    smsRoute('login'),
  );
  app.post<{ Body: SmsCodeForm }>(
    '/sms/sendRegisterCode',
    { ...lookupLimit, schema: smsSchema },
    smsRoute('register'),
  );
  app.post<{ Body: SmsCodeForm }>(
    '/sms/sendForgetPasswordCode',
    { ...lookupLimit, schema: smsSchema },
    smsRoute('forget'),
  );

  app.get<{ Querystring: SmsCodeForm }>(
    '/login/verify/mobile',
    {
      ...lookupLimit,
      schema: {
        querystring: object({ phone: phone(), areaCode: areaCode() }, ['phone', 'areaCode']),
      },
    },
    async (req) => ok(req, findUserByPhone(db, req.query.areaCode, req.query.phone) !== undefined),
  );

  // ---------- session and profile ----------

  app.post('/logoff', { config: { auth: 'required' } }, async (req) => {
    const token = tokenOf(req);
    if (token) revokeToken(db, token, clock.now());
    return ok(req, null, 'loggedOut');
  });

  const me = async (req: FastifyRequest) => ok(req, toUserInfo(req, user(req)));
  app.get('/cus/user', { config: { auth: 'required' } }, me);
  app.get('/cus/user/info', { config: { auth: 'required' } }, me);

  app.put<{ Body: UpdateUserBody }>(
    '/cus/user',
    { config: { auth: 'required' }, schema: { body: object(updateUserProps) } },
    async (req) => {
      applyProfile(req, requireUser(req), req.body);
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );
  app.post<{ Body: UpdateUserBody & { realName?: string } }>(
    '/user/update',
    {
      config: { auth: 'required' },
      schema: { body: object({ ...updateUserProps, realName: str(0, 50) }) },
    },
    async (req) => {
      applyProfile(req, requireUser(req), req.body);
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );

  app.put<{ Querystring: { id: number; oldPassword: string; newPassword: string } }>(
    '/cus/user/updatePassword',
    {
      ...loginLimit,
      config: { auth: 'required' },
      schema: {
        querystring: object({ id: id(), oldPassword: password(), newPassword: password() }, [
          'id',
          'oldPassword',
          'newPassword',
        ]),
      },
    },
    async (req) => {
      const row = user(req);
      if (req.query.id !== row.id) throw forbidden('notSelf');
      // The old password is guessable too: the same per-account counter as the login guards it.
      const throttleKey = `user:${row.id}`;
      const minutes = throttle.reserve(throttleKey);
      if (minutes > 0) throw new ApiError(BodyCode.rateLimited, 'loginLocked', { minutes });
      let valid: boolean;
      try {
        valid = await hashes.run(clientAddress(req), () =>
          verifyPassword(req.query.oldPassword, row.password_hash ?? null),
        );
      } catch (error) {
        throttle.refund(throttleKey);
        throw error;
      }
      if (!valid) throw rejected('oldPasswordWrong');
      throttle.succeed(throttleKey);
      if (!meetsPasswordRules(req.query.newPassword)) throw rejected('passwordRule');
      const passwordHash = await hashes.run(clientAddress(req), () =>
        hashPassword(req.query.newPassword),
      );
      const now = clock.now();
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(
          passwordHash,
          now,
          row.id,
        );
        // Other devices must log in with the new password; this one keeps its session.
        revokeAllTokens(db, row.id, now, tokenOf(req));
      }).immediate();
      return ok(req, null, 'saved');
    },
  );

  // ---------- real name ----------

  const idCardInfo = (row: UserRow): IdCardInfo => ({
    realName: row.real_name ?? '',
    idCardNo: row.id_card_masked ?? '',
    verified: row.id_card_verified === 1,
  });
  app.get('/user/idCardInfo', { config: { auth: 'required' } }, async (req) =>
    ok(req, idCardInfo(user(req))),
  );
  app.get<{ Querystring: { realName: string; idCardNo: string } }>(
    '/user/checkCardInfo',
    {
      config: { auth: 'required' },
      schema: {
        querystring: object({ realName: str(1, 50), idCardNo: str(5, 30) }, [
          'realName',
          'idCardNo',
        ]),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const normalized = normalizeIdCard(req.query.idCardNo);
      if (!idCardOk(normalized)) throw rejected('idCardInvalid');
      // Only a mask and a hash are kept: the full number is never stored or sent back.
      db.prepare(
        `UPDATE users SET real_name = ?, id_card_masked = ?, id_card_hash = ?, id_card_verified = 1,
           updated_at = ? WHERE id = ?`,
      ).run(
        req.query.realName.trim(),
        maskIdCard(normalized),
        sha256Hex(normalized),
        clock.now(),
        userId,
      );
      return ok(req, idCardInfo(user(req)), 'saved');
    },
  );

  // ---------- account security ----------

  app.get('/pc/accountSecurity/email', { config: { auth: 'required' } }, async (req) => {
    const answer: AccountSecurityEmail = { email: user(req).email };
    return ok(req, answer);
  });
  app.put<{ Body: AccountSecurityEmail }>(
    '/pc/accountSecurity/email',
    {
      config: { auth: 'required' },
      schema: { body: object({ email: email(), code: smsCode() }, ['email', 'code']) },
    },
    async (req) => {
      const userId = requireUser(req);
      const address = req.body.email.toLowerCase();
      consumeCode(req, { kind: 'email', email: address }, 'bind', req.body.code ?? '');
      db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?').run(
        address,
        clock.now(),
        userId,
      );
      return ok(req, { email: address } satisfies AccountSecurityEmail, 'saved');
    },
  );
  app.get('/pc/accountSecurity/mobile', { config: { auth: 'required' } }, async (req) => {
    const row = user(req);
    const answer: AccountSecurityMobile = { phone: row.phone, areaCode: row.area_code };
    return ok(req, answer);
  });
  app.put<{ Body: AccountSecurityMobile }>(
    '/pc/accountSecurity/mobile',
    {
      config: { auth: 'required' },
      schema: {
        body: object({ phone: phone(), areaCode: areaCode(), code: smsCode() }, [
          'phone',
          'areaCode',
          'code',
        ]),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const target = { areaCode: req.body.areaCode, phone: req.body.phone };
      checkPhone(target);
      const holder = findUserByPhone(db, target.areaCode, target.phone);
      if (holder && holder.id !== userId) throw conflict('phoneRegistered');
      consumeCode(req, { kind: 'sms', phone: target }, 'bind', req.body.code ?? '');
      try {
        db.prepare('UPDATE users SET area_code = ?, phone = ?, updated_at = ? WHERE id = ?').run(
          target.areaCode,
          target.phone,
          clock.now(),
          userId,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('phoneRegistered');
        throw error;
      }
      return ok(req, target satisfies AccountSecurityMobile, 'saved');
    },
  );
  app.get<{ Querystring: { email?: string; phone?: string; areaCode?: string } }>(
    '/pc/accountSecurity/public/verificationCode',
    {
      ...lookupLimit,
      schema: {
        querystring: {
          ...object({ email: email(), phone: phone(), areaCode: areaCode() }),
          oneOf: [{ required: ['email'] }, { required: ['phone', 'areaCode'] }],
        },
      },
    },
    async (req) => {
      const { email: address, phone: number, areaCode: code } = req.query;
      if (number && code) {
        const target = { areaCode: code, phone: number };
        checkPhone(target);
        await sendCode(req, { kind: 'sms', phone: target }, 'bind');
      } else if (address) {
        await sendCode(req, { kind: 'email', email: address.toLowerCase() }, 'bind');
      }
      return ok(req, null, 'smsSent');
    },
  );
  app.get<{ Querystring: { account: string } }>(
    '/pc/accountSecurity/public/mobile',
    { ...lookupLimit, schema: { querystring: object({ account: str(1, 50) }, ['account']) } },
    async (req) => {
      const account = req.query.account;
      const row = db
        .prepare(
          `SELECT * FROM users WHERE deleted_at IS NULL AND phone <> ''
             AND (phone = ? OR (show_name = ? COLLATE NOCASE AND show_name <> '')) LIMIT 2`,
        )
        .all(account, account) as UserRow[];
      if (row.length !== 1) throw new ApiError(BodyCode.notFound, 'accountNotFound');
      // Masked: this call is public and only helps a visitor recognise their own number.
      const answer: AccountSecurityMobile = {
        phone: maskPhone(row[0].phone),
        areaCode: row[0].area_code,
      };
      return ok(req, answer);
    },
  );
  app.delete('/pc/accountSecurity/account', { config: { auth: 'required' } }, async (req) => {
    const userId = requireUser(req);
    const now = clock.now();
    db.transaction(() => {
      scrubUser(db, userId, now);
      revokeAllTokens(db, userId, now);
    }).immediate();
    return ok(req, null, 'accountDeleted');
  });

  // ---------- company and role (older exhibition layer) ----------

  app.get<{ Querystring: PageArgs }>(
    '/cus/user/getCompanyUsers',
    { config: { auth: 'required' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const row = user(req);
      if (row.company_id === null) return ok(req, []);
      const { limit, offset } = pageWindow(req.query);
      const colleagues = db
        .prepare(
          `SELECT id, show_name, name, avatar, position, company_name FROM users
           WHERE company_id = ? AND deleted_at IS NULL ORDER BY id LIMIT ? OFFSET ?`,
        )
        .all(row.company_id, limit, offset) as {
        id: number;
        show_name: string;
        name: string;
        avatar: string;
        position: string;
        company_name: string;
      }[];
      return ok(
        req,
        colleagues.map((c) => ({
          id: c.id,
          showName: c.show_name,
          name: c.name,
          avatar: absUrl(req, c.avatar),
          position: c.position,
          companyName: c.company_name,
        })),
      );
    },
  );
  app.put<{ Body: { role: 'visitor' | 'buyer' | 'exhibitor' } }>(
    '/convertRole',
    {
      config: { auth: 'required' },
      schema: { body: object({ role: enumOf(['visitor', 'buyer', 'exhibitor']) }, ['role']) },
    },
    async (req) => {
      const row = user(req);
      // Only an account that belongs to an exhibiting enterprise can act as the exhibitor.
      if (req.body.role === 'exhibitor' && row.company_id === null) throw forbidden();
      db.prepare('UPDATE users SET role = ?, updated_at = ? WHERE id = ?').run(
        req.body.role,
        clock.now(),
        row.id,
      );
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );
  app.put<{ Body: { companyName?: string; position?: string; name?: string; email?: string } }>(
    '/crm/membersInfo/app',
    {
      config: { auth: 'required' },
      schema: {
        body: object({
          companyName: str(0, 100),
          position: str(0, 50),
          name: str(0, 50),
          email: { anyOf: [email(), str(0, 0)] },
        }),
      },
    },
    async (req) => {
      const row = user(req);
      const b = req.body;
      db.prepare(
        `UPDATE users SET company_name = ?, position = ?, name = ?, email = ?, updated_at = ? WHERE id = ?`,
      ).run(
        b.companyName ?? row.company_name,
        b.position ?? row.position,
        b.name ?? row.name,
        b.email?.toLowerCase() ?? row.email,
        clock.now(),
        row.id,
      );
      return ok(req, toUserInfo(req, user(req)), 'saved');
    },
  );

  // ---------- devices and footprints ----------

  const deviceSchema = {
    body: object(
      {
        deviceId: str(1, 128),
        platform: enumOf(['weapp', 'h5']),
        model: str(0, 100),
        system: str(0, 100),
        language: enumOf(LOCALES),
      },
      ['deviceId', 'platform'],
    ),
  };
  const saveDevice = async (req: FastifyRequest<{ Body: UserDevice }>) => {
    const userId = requireUser(req);
    const now = clock.now();
    const b = req.body;
    db.prepare(
      `INSERT INTO user_devices (user_id, device_id, platform, model, system, language, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, device_id) DO UPDATE SET platform = excluded.platform,
         model = excluded.model, system = excluded.system, language = excluded.language,
         updated_at = excluded.updated_at`,
    ).run(
      userId,
      b.deviceId,
      b.platform,
      b.model ?? '',
      b.system ?? '',
      b.language ?? '',
      now,
      now,
    );
    return ok(req, null, 'saved');
  };
  app.post('/userDevice/add', { config: { auth: 'required' }, schema: deviceSchema }, saveDevice);
  app.put('/userDevice', { config: { auth: 'required' }, schema: deviceSchema }, saveDevice);

  app.post<{ Body: { type: string; targetId: number; kind?: 'visit' | 'collect' } }>(
    '/crm/userFootprint',
    {
      config: { auth: 'required' },
      schema: {
        body: object(
          {
            type: enumOf(footprintTypes),
            targetId: id(),
            kind: enumOf(['visit', 'collect']),
          },
          ['type', 'targetId'],
        ),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      // Issue #12: a footprint of kind 'collect' is a favourite (server/API.md "Favourites").
      if (req.body.kind === 'collect') {
        const favourite = keepFavourite(db, userId, req.body.type, req.body.targetId, now);
        return ok(req, { id: favourite, pointsAwarded: 0 }, 'saved');
      }
      // A second visit moves the footprint to the top instead of adding a row.
      const footprintId = db
        .prepare(
          `INSERT INTO footprints (user_id, kind, type, target_id, created_at)
           VALUES (?, 'visit', ?, ?, ?)
           ON CONFLICT (user_id, kind, type, target_id) DO UPDATE SET created_at = excluded.created_at
           RETURNING id`,
        )
        .pluck()
        .get(userId, req.body.type, req.body.targetId, now) as number;
      // An AR site's visit is its check-in; the server completes the tour's mission (#12).
      const pointsAwarded = req.body.type === 'ar' ? checkInArSite(db, userId, now) : 0;
      return ok(req, { id: footprintId, pointsAwarded }, 'saved');
    },
  );
  app.delete<{ Body: number[] }>(
    '/crm/userFootprint',
    { config: { auth: 'required' }, schema: { body: idList() } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      db.transaction(() => {
        const owned = db
          .prepare(
            `SELECT COUNT(*) FROM footprints WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`,
          )
          .pluck()
          .get(userId, ...ids) as number;
        // All or nothing, and another visitor's id looks exactly like a missing one.
        if (owned !== ids.length) throw notFound();
        db.prepare(
          `DELETE FROM footprints WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`,
        ).run(userId, ...ids);
      }).immediate();
      return ok(req, null, 'deleted');
    },
  );
  app.get('/crm/userFootprint/getCount', { config: { auth: 'required' } }, async (req) =>
    ok(
      req,
      db
        .prepare("SELECT COUNT(*) FROM footprints WHERE user_id = ? AND kind = 'visit'")
        .pluck()
        .get(requireUser(req)) as number,
    ),
  );
  app.get<{ Querystring: PageArgs & { type?: string } }>(
    '/crm/userFootprint/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pageQuery({ type: enumOf(footprintTypes) }) },
    },
    async (req) => {
      const userId = requireUser(req);
      const { limit, offset } = pageWindow(req.query);
      // Visits only: favourites (kind 'collect') are listed by /jobCollect/page.
      const where = req.query.type
        ? "user_id = ? AND kind = 'visit' AND type = ?"
        : "user_id = ? AND kind = 'visit'";
      const args: unknown[] = req.query.type ? [userId, req.query.type] : [userId];
      const total = db
        .prepare(`SELECT COUNT(*) FROM footprints WHERE ${where}`)
        .pluck()
        .get(...args) as number;
      const rows = db
        .prepare(
          `SELECT id, type, target_id AS targetId, created_at AS createdAt FROM footprints
           WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, offset) as {
        id: number;
        type: string;
        targetId: number;
        createdAt: number;
      }[];
      const list = rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) as string }));
      return ok(req, paged(list, total, req.query.pageNo, req.query.pageSize));
    },
  );
}
