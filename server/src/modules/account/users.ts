import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../contract';
import { absUrl } from '../../http';
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

/** The account as the API answers it; `badgeCount` from the repository (`users.badgeCount`). */
export function toUserInfo(req: FastifyRequest, row: UserRow, badgeCount: number): UserAnswer {
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
