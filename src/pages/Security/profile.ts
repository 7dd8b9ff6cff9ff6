import Taro from '@tarojs/taro';
import type { Country, DictData, Gender, UserInfo } from '@/api/types';
import { pickField, type MessageKey } from '@/i18n';
import { TOAST_MS } from '@/utils/constants';

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

/** Usernames: 2-20 letters or digits (SPEC §5 letters and digits only; the server's length). */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
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

/** The label of a dictionary value in the current language, or the value itself. */
export function dictLabel(dict: DictData | undefined, value: string): string {
  if (!value) return '';
  const item = dict?.dataList.find((each) => String(each.dictValue) === value);
  return item ? pickField(item, 'label') || item.dictLabel || value : value;
}

/** The key a region is stored under: the country's ISO code (the same in every language). */
export function regionValueOf(country: Country): string {
  return country.iso || String(country.id);
}

/**
 * A region in words. The picker stores a country's ISO code; older accounts may hold a Macau
 * district of the `area` dictionary (the seed's 'macau-peninsula'), which still reads naturally.
 */
export function regionLabel(
  value: string,
  countries: readonly Country[],
  areas: DictData | undefined,
): string {
  if (!value) return '';
  const country = countries.find((each) => regionValueOf(each) === value);
  if (country) return pickField(country, 'name');
  return dictLabel(areas, value);
}

/** '612***67': the server's own mask, so a number never shows in full on screen. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/** '+853 612***67', or '' for an account without a phone (a WeChat sign-up). */
export function maskedPhoneOf(user: { phone: string; areaCode: string }): string {
  if (!user.phone) return '';
  return `${user.areaCode ? `${user.areaCode} ` : ''}${maskPhone(user.phone)}`;
}

/** 'de**@example.org': enough to recognise one's own address over a shoulder, not to copy it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '*'.repeat(Math.min(email.length, 6)) : '';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  const hidden = Math.min(Math.max(local.length - shown.length, 1), 4);
  return `${shown}${'*'.repeat(hidden)}${email.slice(at)}`;
}

/** The first letter of the name for the round avatar when there is no picture. */
export function initialOf(user: Pick<ProfileUser, 'name' | 'showName'>): string {
  const first = Array.from((user.name || user.showName || '').trim())[0];
  return first ? first.toUpperCase() : '';
}

/**
 * A success toast. WeChat cuts a title beside the tick icon after about seven characters, so
 * longer (Portuguese, English) messages go without the icon rather than lose their end.
 */
export function toastSuccess(title: string): void {
  void Taro.showToast({
    title,
    icon: Array.from(title).length <= 7 ? 'success' : 'none',
    duration: TOAST_MS,
  });
}

export function toastInfo(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS });
}
