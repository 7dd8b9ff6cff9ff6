import { isCalendarDate } from './calendar';

// The identity documents accepted for real-name verification (server/API.md,
// /user/checkCardInfo): Macau, Hong Kong, mainland China and Taiwan numbers, by shape and check
// digit; no register is consulted. This is the one ID-card rule: the form shows a typo next to
// the field with it, and the server refuses the same numbers with it.

/** Upper case, without the spaces, brackets and dashes people copy from the card: 1234567(8). */
export function normalizeIdNumber(value: string): string {
  return value.toUpperCase().replace(/[\s()（）-]/g, '');
}

/**
 * Digits no card carries: one digit repeated, or counting up or down (1234567(8), the form's own
 * example, was "verified", issue #27; Hong Kong's A123456(3) and Taiwan's A123456789, the
 * textbook examples, even pass their check digits).
 */
function isSampleRun(digits: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i += 1) {
    steps.add((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10);
  }
  return steps.size === 1 && [0, 1, 9].includes([...steps][0]);
}

/** Macau resident identity card (BIR): 8 digits starting 1, 5, 7 or 8. */
function isMacauId(id: string): boolean {
  return /^[1578]\d{7}$/.test(id) && !isSampleRun(id);
}

/** Hong Kong identity card: one or two letters, six digits, a check digit or A. */
function isHongKongId(id: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})([0-9A])$/.exec(id);
  if (!match || isSampleRun(match[2])) return false;
  const letters = match[1].length === 1 ? ` ${match[1]}` : match[1];
  const value = (ch: string) => (ch === ' ' ? 36 : ch.charCodeAt(0) - 55);
  let sum = value(letters[0]) * 9 + value(letters[1]) * 8;
  match[2].split('').forEach((digit, i) => {
    sum += Number(digit) * (7 - i);
  });
  const check = (11 - (sum % 11)) % 11;
  return match[3] === (check === 10 ? 'A' : String(check));
}

const MAINLAND_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const MAINLAND_CHECK_CHARS = '10X98765432';

/** The check character of an 18-digit mainland ID number from its first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = MAINLAND_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return MAINLAND_CHECK_CHARS[sum % 11];
}

/** Mainland resident identity card: 18 characters with a birth date that exists and a check character. */
export function isMainlandId(value: string): boolean {
  const id = value.toUpperCase();
  const match = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id);
  return (
    match !== null &&
    isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) &&
    idCardCheckChar(id.slice(0, 17)) === id[17]
  );
}

/** Taiwan national identification card: a letter, 1 or 2, eight digits with a check digit. */
function isTaiwanId(id: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(id) || isSampleRun(id.slice(1))) return false;
  const n = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'.indexOf(id[0]) + 10;
  let sum = Math.floor(n / 10) + (n % 10) * 9;
  for (let i = 1; i < 9; i += 1) sum += Number(id[i]) * (9 - i);
  sum += Number(id[9]);
  return sum % 10 === 0;
}

/** Whether a number (normalised or as typed) is one the programme accepts. */
export function isAcceptedIdNumber(value: string): boolean {
  const id = normalizeIdNumber(value);
  return isMacauId(id) || isHongKongId(id) || isMainlandId(id) || isTaiwanId(id);
}

/** What may be shown of a stored number: its first and last two characters. */
export function maskIdNumber(value: string): string {
  const id = normalizeIdNumber(value);
  if (id.length <= 4) return '*'.repeat(id.length);
  return `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}`;
}
