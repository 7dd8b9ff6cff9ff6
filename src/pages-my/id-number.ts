// The identity documents the server accepts for real-name verification (server/API.md,
// /user/checkCardInfo): Macau, Hong Kong, mainland China and Taiwan numbers, by shape and check
// digit. The same rules run here so that a typo is shown next to the field before any request.

/** Upper case, without the spaces, brackets and dashes people copy from the card: 1234567(8). */
export function normalizeIdNumber(value: string): string {
  return value.toUpperCase().replace(/[\s()（）-]/g, '');
}

/** Macau resident identity card (BIR): 8 digits starting 1, 5, 7 or 8. */
function isMacauId(id: string): boolean {
  return /^[1578]\d{7}$/.test(id);
}

/** Hong Kong identity card: one or two letters, six digits, a check digit or A. */
function isHongKongId(id: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})([0-9A])$/.exec(id);
  if (!match) return false;
  const letters = match[1].length === 1 ? ` ${match[1]}` : match[1];
  const value = (ch: string) => (ch === ' ' ? 36 : ch.charCodeAt(0) - 55);
  let sum = value(letters[0]) * 9 + value(letters[1]) * 8;
  match[2].split('').forEach((digit, i) => {
    sum += Number(digit) * (7 - i);
  });
  const check = (11 - (sum % 11)) % 11;
  return match[3] === (check === 10 ? 'A' : String(check));
}

/** Mainland resident identity card: 17 digits and a check character. */
function isMainlandId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/** Taiwan national identification card: a letter, 1 or 2, eight digits with a check digit. */
function isTaiwanId(id: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(id)) return false;
  const n = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'.indexOf(id[0]) + 10;
  let sum = Math.floor(n / 10) + (n % 10) * 9;
  for (let i = 1; i < 9; i += 1) sum += Number(id[i]) * (9 - i);
  sum += Number(id[9]);
  return sum % 10 === 0;
}

/** Whether a number (normalised or as typed) is one the server will accept. */
export function isAcceptedIdNumber(value: string): boolean {
  const id = normalizeIdNumber(value);
  return isMacauId(id) || isHongKongId(id) || isMainlandId(id) || isTaiwanId(id);
}
