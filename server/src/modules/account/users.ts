import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { absUrl } from '../../http';
import { randomToken } from '../../lib/crypto';
import { canReceiveSms, isPhoneForArea, normalizePhone } from '../../../../src/rules/validators';
import type { UserAnswer } from './schemas';

export interface UserRow {
  id: number;
  area_code: string;
  phone: string;
  password_hash: string | null;
  wechat_openid: string | null;
  wechat_unionid: string | null;
  wechat_mp_openid: string | null;
  name: string;
  show_name: string;
  appellation: string;
  gender: string;
  email: string;
  region: string;
  member_type: string;
  time_zone: string;
  language: string;
  avatar: string;
  points: number;
  role: string;
  company_id: number | null;
  company_name: string;
  position: string;
  real_name: string | null;
  id_card_masked: string | null;
  id_card_verified: number;
  invitation_code: string;
  created_at: number;
  deleted_at: number | null;
}

/** UserInfo of types.ts plus a few fields of the account layer (role, company, invitation). */
export type { UserAnswer } from './schemas';

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ? AND deleted_at IS NULL').get(id) as
    UserRow | undefined;
}

export function findUserByPhone(db: Db, areaCode: string, phone: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM users WHERE area_code = ? AND phone = ? AND deleted_at IS NULL')
    .get(areaCode, phone) as UserRow | undefined;
}

export function toUserInfo(req: FastifyRequest, row: UserRow): UserAnswer {
  const badgeCount = req.server.ctx.db
    .prepare('SELECT COUNT(*) FROM user_badges WHERE user_id = ?')
    .pluck()
    .get(row.id) as number;
  return {
    id: row.id,
    phone: row.phone,
    areaCode: row.area_code,
    name: row.name,
    showName: row.show_name,
    appellation: row.appellation,
    gender: row.gender as UserAnswer['gender'],
    email: row.email,
    region: row.region,
    memberType: row.member_type,
    timeZone: row.time_zone,
    language: row.language as Locale,
    avatar: absUrl(req, row.avatar),
    points: row.points,
    badgeCount,
    realName: row.real_name ?? '',
    idCardVerified: row.id_card_verified === 1,
    role: row.role,
    companyName: row.company_name,
    position: row.position,
    invitationCode: row.invitation_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface NewUser {
  areaCode?: string;
  phone?: string;
  passwordHash?: string | null;
  showName?: string;
  name?: string;
  appellation?: string;
  email?: string;
  gender?: string;
  language?: string;
  points?: number;
  wechatOpenid?: string;
  wechatUnionid?: string;
  wechatMpOpenid?: string;
  invitedBy?: number | null;
}

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function invitationCode(): string {
  const bytes = Buffer.from(randomToken(8), 'base64url');
  let out = '';
  for (let i = 0; i < 8; i += 1) out += INVITATION_ALPHABET[bytes[i] % INVITATION_ALPHABET.length];
  return out;
}

/** Inserts a user; a clash on phone, username or openid surfaces as the unique violation. */
export function insertUser(db: Db, user: NewUser, now: number): number {
  const insert = db.prepare(
    `INSERT INTO users (area_code, phone, password_hash, show_name, name, appellation, email,
       gender, language, points, wechat_openid, wechat_unionid, wechat_mp_openid, invitation_code,
       invited_by, created_at, updated_at)
     VALUES (@areaCode, @phone, @passwordHash, @showName, @name, @appellation, @email, @gender,
       @language, @points, @wechatOpenid, @wechatUnionid, @wechatMpOpenid, @invitationCode,
       @invitedBy, @now, @now)`,
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = insert.run({
        areaCode: user.areaCode ?? '+853',
        phone: user.phone ?? '',
        passwordHash: user.passwordHash ?? null,
        showName: user.showName ?? '',
        name: user.name ?? '',
        appellation: user.appellation ?? '',
        email: user.email ?? '',
        gender: user.gender ?? '',
        language: user.language ?? 'zh-Hant',
        points: user.points ?? 0,
        wechatOpenid: user.wechatOpenid ?? null,
        wechatUnionid: user.wechatUnionid ?? null,
        wechatMpOpenid: user.wechatMpOpenid ?? null,
        invitationCode: invitationCode(),
        invitedBy: user.invitedBy ?? null,
        now,
      });
      return Number(result.lastInsertRowid);
    } catch (error) {
      // A clash of the random invitation code is retried; any other clash is the caller's.
      const message = (error as Error).message;
      if (isUniqueViolation(error) && message.includes('invitation_code') && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * Phone rules per area code: the app's own (src/rules, issue #21), on the number however it was
 * typed; it is stored and looked up in its normal form (normalizePhone, issue #27).
 */
export function isValidPhone(areaCode: string, phone: string): boolean {
  return isPhoneForArea(phone, areaCode);
}

export { normalizePhone };

export { canReceiveSms };

/** The last two digits only (issue #22): enough to recognise one's own number, not to dial it. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${'*'.repeat(phone.length - 2)}${phone.slice(-2)}`;
}
