import { isCalendarDate } from './calendar';
import { isMainlandId } from './id-card';
import { CODE_LENGTH, DEFAULT_AREA_CODE, PASSWORD_MAX, PASSWORD_MIN } from './limits';

// SPEC §5. The validate* functions answer with the message key to show (undefined = valid), so a
// form can put t(result) under the field; the is* helpers answer yes or no.

/** The messages a rule may answer with; shared/i18n checks that each is in the catalogue. */
export type ValidationKey =
  | 'validation.agreementRequired'
  | 'validation.codeInvalid'
  | 'validation.codeRequired'
  | 'validation.confirmPasswordRequired'
  | 'validation.emailInvalid'
  | 'validation.emailRequired'
  | 'validation.nameInvalid'
  | 'validation.passwordMismatch'
  | 'validation.passwordRequired'
  | 'validation.passwordTooLong'
  | 'validation.passwordTooShort'
  | 'validation.passwordWeak'
  | 'validation.phoneAreaUnsupported'
  | 'validation.phoneInvalid'
  | 'validation.phoneRequired'
  | 'validation.required'
  | 'validation.titleRequired'
  | 'validation.usernameInvalid';
export type ValidationResult = ValidationKey | undefined;

// Han (with the supplementary planes), kana, Hangul, CJK punctuation and full-width forms.
const CJK =
  /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31bf\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[\ud840-\ud87f][\udc00-\udfff]/;
const ASCII_LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const ASCII_SPECIAL = /[!-/:-@[-`{-~]/;
const ASCII_VISIBLE_ONLY = /^[!-~]*$/;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function charLength(value: string): number {
  return Array.from(value).length;
}

export function hasCjk(value: string): boolean {
  return CJK.test(value);
}

/**
 * The mobile ranges of the areas a code can be sent to (issues #22, #27): Macau 6x, Hong Kong's
 * mobile blocks 4-9, mainland 13x-19x, Taiwan 9x, each written without a trunk 0. One table for
 * the form's rule and the server's sending rule, so that the form accepts exactly the numbers
 * the server sends codes to: no code goes to any other area code (sending to numbers that
 * cannot exist, or to premium ranges abroad, only runs up the bill).
 */
const MOBILE_RANGES: Readonly<Record<string, RegExp>> = {
  '853': /^6[0-8]\d{6}$/,
  '852': /^[4-9]\d{7}$/,
  '86': /^1(3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/,
  '886': /^9\d{8}$/,
};
/** Areas dialled at home with a trunk 0 that is no part of the number (0912 345 678 in Taiwan). */
const TRUNK_ZERO: ReadonlySet<string> = new Set(['86', '886']);
/** Another area's number (a delivery contact abroad): its digits only. */
const OTHER_PHONE = /^\d{5,15}$/;

function normalizeAreaCode(areaCode: string): string {
  return areaCode.trim().replace(/^(\+|00)/, '');
}

/** What people type between digit groups: spaces (a no-break one too) and dashes. */
const PHONE_SEPARATORS = /[\s\-\u00a0\u3000]/g;

/** Full-width digits and plus (a Chinese keyboard's) as their ASCII selves. */
function halfWidth(value: string): string {
  return value.replace(/[\uff10-\uff19\uff0b]/g, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

function withoutTrunk(code: string, digits: string): string {
  return TRUNK_ZERO.has(code) && /^0\d/.test(digits) ? digits.slice(1) : digits;
}

/** Whether a code may be sent to this number of this area, however it was typed. */
export function canReceiveSms(areaCode: string, phone: string): boolean {
  return MOBILE_RANGES[normalizeAreaCode(areaCode)]?.test(normalizePhone(phone, areaCode)) ?? false;
}

/**
 * The one normal form of a phone, stored and looked up by the server (issues #9, #27): digits
 * only, without the area's own code and without a trunk 0, full-width digits read as digits.
 * "6123 4567", "+853 6123 4567", "00853 61234567" and "853 6123 4567" all give 61234567 for
 * +853; "+886 0912345678" and "912 345 678" both give 912345678 for +886. Only the chosen area's
 * code is taken off; another country's stays, so the rule then says the number is not one of
 * that area.
 */
export function normalizePhone(phone: string, areaCode: string = DEFAULT_AREA_CODE): string {
  const compact = halfWidth(phone).replace(PHONE_SEPARATORS, '');
  const code = normalizeAreaCode(areaCode);
  for (const prefix of [`+${code}`, `00${code}`]) {
    if (compact.startsWith(prefix)) return withoutTrunk(code, compact.slice(prefix.length));
  }
  // "853 6123 4567" without the plus: taken off only when what is left is a number of the area
  // and the whole is not, so a number that happens to start with those digits is kept.
  const rule = MOBILE_RANGES[code];
  if (rule && compact.startsWith(code)) {
    const rest = withoutTrunk(code, compact.slice(code.length));
    if (rule.test(rest) && !rule.test(compact)) return rest;
  }
  return withoutTrunk(code, compact);
}

/**
 * A login account that is a phone number, split into the number and, when it was typed, the
 * country code ("+853 6123 4567" gives 61234567 and +853). Undefined for a username.
 */
export function splitPhone(account: string): { phone: string; areaCode?: string } | undefined {
  const compact = halfWidth(account).replace(PHONE_SEPARATORS, '');
  const international = /^(\+|00)(\d+)$/.exec(compact);
  if (international) {
    // Country codes are prefix-free, so at most one of the known ones matches.
    const code = Object.keys(MOBILE_RANGES).find((each) => international[2].startsWith(each));
    if (!code) return undefined;
    const areaCode = `+${code}`;
    return { phone: normalizePhone(compact, areaCode), areaCode };
  }
  return /^\d{5,15}$/.test(compact) ? { phone: compact } : undefined;
}

/** Whether `phone` is a mobile number of the region behind `areaCode` ('+853', '853' or '00853'). */
export function isPhoneForArea(phone: string, areaCode: string = DEFAULT_AREA_CODE): boolean {
  const rule = MOBILE_RANGES[normalizeAreaCode(areaCode)] ?? OTHER_PHONE;
  return rule.test(normalizePhone(phone, areaCode));
}

export function validatePhone(
  phone: string | null | undefined,
  areaCode: string = DEFAULT_AREA_CODE,
): ValidationResult {
  if (phone === null || phone === undefined || normalizePhone(phone, areaCode) === '') {
    return 'validation.phoneRequired';
  }
  return isPhoneForArea(phone, areaCode) ? undefined : 'validation.phoneInvalid';
}

/**
 * An account's phone (login by code, registration, password reset, a new phone for the account):
 * one the server sends codes to, and only those (issue #27: the form took +853 69999999, which
 * the server refused; a Portuguese number passed the form and then got no code).
 */
export function validateAccountPhone(
  phone: string | null | undefined,
  areaCode: string = DEFAULT_AREA_CODE,
): ValidationResult {
  const shape = validatePhone(phone, areaCode);
  if (shape) return shape;
  return MOBILE_RANGES[normalizeAreaCode(areaCode)] ? undefined : 'validation.phoneAreaUnsupported';
}

export function validateCode(code: string | null | undefined): ValidationResult {
  if (code === null || code === undefined || code.trim() === '') return 'validation.codeRequired';
  return isCode(code.trim(), CODE_LENGTH) ? undefined : 'validation.codeInvalid';
}

export function validateEmail(email: string | null | undefined): ValidationResult {
  if (email === null || email === undefined || email.trim() === '') {
    return 'validation.emailRequired';
  }
  return isEmail(email.trim()) ? undefined : 'validation.emailInvalid';
}

/**
 * 6-12 visible ASCII characters with at least one letter, one digit and one special character,
 * and no Chinese (SPEC §5). Spaces, Chinese and other non-ASCII text give passwordWeak.
 */
export function validatePassword(password: string | null | undefined): ValidationResult {
  if (password === null || password === undefined || password === '') {
    return 'validation.passwordRequired';
  }
  const length = charLength(password);
  if (length < PASSWORD_MIN) return 'validation.passwordTooShort';
  if (length > PASSWORD_MAX) return 'validation.passwordTooLong';
  const strong =
    ASCII_VISIBLE_ONLY.test(password) &&
    ASCII_LETTER.test(password) &&
    DIGIT.test(password) &&
    ASCII_SPECIAL.test(password);
  return strong ? undefined : 'validation.passwordWeak';
}

/**
 * A person's name (issue #21: an emoji-only name was accepted as a name): at least one letter of
 * any script, and no pictographs (emoji). Spaces, dots, apostrophes and hyphens may join the
 * letters ("Ana Sousa", "O'Neill", "陳大文"). An empty name is the caller's to allow or refuse.
 */
export function isPersonName(value: string): boolean {
  const name = value.trim();
  return /\p{L}/u.test(name) && !/\p{Extended_Pictographic}/u.test(name);
}

/** Empty is the caller's to allow or refuse; spaces only are no name (issue #27). */
export function validatePersonName(value: string | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === '') return undefined;
  return isPersonName(value) ? undefined : 'validation.nameInvalid';
}

export function validatePasswordConfirm(
  password: string | null | undefined,
  confirm: string | null | undefined,
): ValidationResult {
  if (confirm === null || confirm === undefined || confirm === '') {
    return 'validation.confirmPasswordRequired';
  }
  return password === confirm ? undefined : 'validation.passwordMismatch';
}

/** The user and privacy agreements must be ticked before login or registration. */
export function validateAgreement(agreed: boolean | null | undefined): ValidationResult {
  return agreed === true ? undefined : 'validation.agreementRequired';
}

/** The title (appellation) is picked from a dictionary, so its value may be a number. */
export function validateTitle(value: string | number | null | undefined): ValidationResult {
  if (value === null || value === undefined) return 'validation.titleRequired';
  if (typeof value === 'string' && value.trim() === '') return 'validation.titleRequired';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'validation.titleRequired';
  return undefined;
}

export function validateUsername(username: string | null | undefined): ValidationResult {
  if (isBlank(username)) return 'validation.required';
  return isUsername(username as string) ? undefined : 'validation.usernameInvalid';
}

/** Empty means null, undefined, blank text or an empty list; false and 0 are answers. */
export function validateRequired(value: unknown): ValidationResult {
  if (value === null || value === undefined) return 'validation.required';
  if (typeof value === 'string' && value.trim() === '') return 'validation.required';
  if (Array.isArray(value) && value.length === 0) return 'validation.required';
  if (typeof value === 'number' && Number.isNaN(value)) return 'validation.required';
  return undefined;
}

export function isUsername(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** The looser helper rule: at least 6 characters with a letter and a digit. */
export function isPasswordHelper(value: string): boolean {
  return hasMinLength(value, PASSWORD_MIN) && ASCII_LETTER.test(value) && DIGIT.test(value);
}

export function hasMinLength(value: string, min: number = PASSWORD_MIN): boolean {
  return charLength(value) >= min;
}

/** At least 5 characters with a digit, a letter and a special (not letter, digit or space). */
export function isStrongString(value: string): boolean {
  return (
    charLength(value) >= 5 &&
    DIGIT.test(value) &&
    ASCII_LETTER.test(value) &&
    /[^A-Za-z0-9\s]/.test(value)
  );
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1])
  );
}

export function isMainlandMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

const URL_PATTERN =
  /^https?:\/\/(localhost|(\d{1,3}\.){3}\d{1,3}|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An absolute http(s) address; written without URL(), which the mini-program lacks. */
export function isUrl(value: string): boolean {
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const host = match[1];
  if (/^[\d.]+$/.test(host)) return host.split('.').every((part) => Number(part) <= 255);
  return true;
}

/** YYYY-MM-DD naming a day that exists (no 2023-02-29). */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A decimal number as people type it: optional minus, digits, optional fraction. */
export function isNumber(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** SPEC §5 generic ID-card validator: the mainland number, by the one rule of id-card.ts. */
export const isIdCard = isMainlandId;

/** A non-negative amount with at most two decimals and no leading zeros ("0.5", "12", "3.40"). */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);
}

export function isCode(value: string, length: number = CODE_LENGTH): boolean {
  return value.length === length && isDigits(value);
}

/** A mainland landline (0xx-xxxxxxx or 0xxx-xxxxxxxx) or a Macau fixed line (28xxxxxx). */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-?\d{7,8}$/.test(value) || /^28\d{6}$/.test(value);
}
