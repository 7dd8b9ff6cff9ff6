import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { validatePassword } from '../../../src/rules/validators';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * SPEC §5: 6-12 visible ASCII characters with a letter, a digit and a special character. The
 * app's rule itself (src/rules), so the form and the server cannot disagree (issue #21).
 */
export function meetsPasswordRules(password: string): boolean {
  return validatePassword(password) === undefined;
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

// Work done for an unknown account too, so a login failure takes as long either way.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-1!');
  return dummyHash;
}
