import type { Gender, UserInfo } from '@/shared/api/types';
import type { MessageKey } from '@/shared/i18n';
import '@/features/account/i18n/profile';

/**
 * The account as /cus/user answers it: UserInfo plus the company fields of the older exhibition
 * layer, and a gender that is '' until chosen (server/API.md, "Account and session").
 */
export type ProfileUser = Omit<UserInfo, 'gender'> & {
  gender: Gender | '';
  companyName?: string;
  position?: string;
};

export function asProfileUser(user: UserInfo): ProfileUser {
  return user as ProfileUser;
}

/** The session keeps a UserInfo; what the server answered is stored as it came. */
export function asUserInfo(user: ProfileUser): UserInfo {
  return user as UserInfo;
}

/** The server's column limits (server/API.md), enforced by the inputs' maxlength. */
export const NAME_MAX = 50;
export const COMPANY_NAME_MAX = 100;
export const POSITION_MAX = 50;

export const DEFAULT_TIME_ZONE = 'Asia/Macau';

export interface TimeZoneOption {
  value: string;
  labelKey: MessageKey;
}

/** The zones the programme's visitors live in, Macau first (the server's default). */
export const TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'Asia/Macau', labelKey: 'profile.timeZones.macau' },
  { value: 'Asia/Hong_Kong', labelKey: 'profile.timeZones.hongKong' },
  { value: 'Asia/Shanghai', labelKey: 'profile.timeZones.shanghai' },
  { value: 'Asia/Taipei', labelKey: 'profile.timeZones.taipei' },
  { value: 'Europe/Lisbon', labelKey: 'profile.timeZones.lisbon' },
  { value: 'UTC', labelKey: 'profile.timeZones.utc' },
];

/** A time zone in words; one from elsewhere (set on another client) shows as its IANA name. */
export function timeZoneLabel(value: string, t: (key: MessageKey) => string): string {
  const known = TIME_ZONES.find((zone) => zone.value === value);
  return known ? t(known.labelKey) : value;
}
