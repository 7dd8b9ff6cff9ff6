// Identity documents a Macau programme meets: Macau, Hong Kong, mainland China and Taiwan. Only
// the shape and check digits are verified; no register is consulted.

export function normalizeIdCard(value: string): string {
  return value.toUpperCase().replace(/[\s()-]/g, '');
}

function macau(id: string): boolean {
  return /^[1578]\d{7}$/.test(id);
}

function hongKong(id: string): boolean {
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

function mainland(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

function taiwan(id: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(id)) return false;
  const codes = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
  const n = codes.indexOf(id[0]) + 10;
  let sum = Math.floor(n / 10) + (n % 10) * 9;
  for (let i = 1; i < 9; i += 1) sum += Number(id[i]) * (9 - i);
  sum += Number(id[9]);
  return sum % 10 === 0;
}

export function idCardOk(normalized: string): boolean {
  return macau(normalized) || hongKong(normalized) || mainland(normalized) || taiwan(normalized);
}

export function maskIdCard(normalized: string): string {
  if (normalized.length <= 4) return '*'.repeat(normalized.length);
  return `${normalized.slice(0, 2)}${'*'.repeat(normalized.length - 4)}${normalized.slice(-2)}`;
}
