import type { FastifyRequest } from 'fastify';
import { formatPhone, SmsGatewayError, type PhoneTarget } from '../../adapters/sms-gateway';
import { ApiError, BodyCode } from '../../errors';
import { randomDigits, safeEqualHex, sha256Hex } from '../../lib/crypto';
import { macauDay } from '../../lib/time';
import { clientAddress } from '../../plugins/rate-limit';

export type CodePurpose = 'login' | 'register' | 'forget' | 'bind';

export type CodeTarget = { kind: 'sms'; phone: PhoneTarget } | { kind: 'email'; email: string };

export function targetKey(target: CodeTarget): string {
  return target.kind === 'sms' ? formatPhone(target.phone) : target.email.toLowerCase();
}

function codeHash(key: string, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${key}|${purpose}|${code}`);
}

export interface SendOptions {
  /**
   * Count the send against every limit but deliver nothing: the forgotten-password form answers a
   * phone without an account exactly as one with an account (issue #9).
   */
  decoy?: boolean;
  /**
   * Answer before the gateway does, so the answer takes as long whether or not a message goes out
   * (with a decoy, none does). A failed delivery is logged and uncounted, not answered.
   */
  background?: boolean;
}

/**
 * Makes and sends a 6-digit code. One send per target every resendSeconds and dailyCap sends per
 * Macau day, whatever the purpose: the limits protect the phone's owner, not the form. Per client
 * address (smsPerIpPerDay) and over all addresses (smsPerDay) each Macau day is capped too, so one
 * address cannot flood many phones, nor many addresses run up the SMS bill.
 */
export async function sendCode(
  req: FastifyRequest,
  target: CodeTarget,
  purpose: CodePurpose,
  options: SendOptions = {},
): Promise<void> {
  const { db, clock, config, sms, mail, outbox, log } = req.server.ctx;
  const { limits } = config;
  const now = clock.now();
  const key = targetKey(target);
  const day = macauDay(now);
  const ip = clientAddress(req);

  const code = randomDigits(6);
  // Check and insert with no await between them: two parallel sends cannot both pass.
  const rowId = db
    .transaction(() => {
      const last = db
        .prepare('SELECT MAX(created_at) FROM verification_codes WHERE target = ?')
        .pluck()
        .get(key) as number | null;
      if (last !== null && now - last < config.sms.resendSeconds * 1000) {
        const seconds = Math.ceil((config.sms.resendSeconds * 1000 - (now - last)) / 1000);
        throw new ApiError(BodyCode.rateLimited, 'smsTooFrequent', { seconds });
      }
      const today = db
        .prepare('SELECT COUNT(*) FROM verification_codes WHERE target = ? AND day = ?')
        .pluck()
        .get(key, day) as number;
      if (today >= config.sms.dailyCap) throw new ApiError(BodyCode.rateLimited, 'smsDailyCap');
      const fromAddress = db
        .prepare('SELECT COUNT(*) FROM verification_codes WHERE ip = ? AND day = ?')
        .pluck()
        .get(ip, day) as number;
      if (fromAddress >= limits.smsPerIpPerDay) {
        throw new ApiError(BodyCode.rateLimited, 'smsIpDailyCap');
      }
      const overall = db
        .prepare('SELECT COUNT(*) FROM verification_codes WHERE day = ?')
        .pluck()
        .get(day) as number;
      if (overall >= limits.smsPerDay) throw new ApiError(BodyCode.rateLimited, 'smsServiceCap');
      return db
        .prepare(
          `INSERT INTO verification_codes (target, purpose, code_hash, day, created_at, expires_at, ip)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          key,
          purpose,
          codeHash(key, purpose, code),
          day,
          now,
          now + config.sms.codeTtlSeconds * 1000,
          ip,
        ).lastInsertRowid;
    })
    .immediate();
  if (options.decoy) return;

  const deliver = async () => {
    try {
      if (target.kind === 'sms') await sms.sendCode(target.phone, code, req.locale);
      else await mail.sendCode(target.email, code);
    } catch (error) {
      // Not delivered: the attempt must not count against the visitor's limits.
      db.prepare('DELETE FROM verification_codes WHERE id = ?').run(rowId);
      throw error;
    }
    outbox?.record({
      channel: target.kind === 'sms' ? 'sms' : 'email',
      to: key,
      purpose,
      code,
      text: `${purpose}: ${code}`,
    });
  };
  if (options.background) {
    deliver().catch((error: unknown) => log.warn({ err: error }, 'code delivery failed'));
    return;
  }
  try {
    await deliver();
  } catch (error) {
    if (error instanceof SmsGatewayError) throw new ApiError(BodyCode.upstream, 'upstreamFailed');
    throw error;
  }
}

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/**
 * Checks a code and uses it up. Only the newest code of a target and purpose counts; each wrong
 * try is recorded (outside any caller's transaction, so a rollback cannot forgive it).
 */
export function consumeCode(
  req: FastifyRequest,
  target: CodeTarget,
  purpose: CodePurpose,
  code: string,
): void {
  const { db, clock, config } = req.server.ctx;
  const now = clock.now();
  const key = targetKey(target);
  const row = db
    .prepare(
      `SELECT id, code_hash, expires_at, attempts, used_at FROM verification_codes
       WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(key, purpose) as CodeRow | undefined;
  if (!row || row.used_at !== null) throw new ApiError(BodyCode.rejected, 'codeMissing');
  if (row.attempts >= config.sms.maxAttempts) {
    throw new ApiError(BodyCode.rateLimited, 'codeTooManyTries');
  }
  if (row.expires_at <= now) throw new ApiError(BodyCode.rejected, 'codeExpired');
  if (!safeEqualHex(row.code_hash, codeHash(key, purpose, code))) {
    const attempts = db
      .prepare(
        'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts',
      )
      .pluck()
      .get(row.id) as number;
    if (attempts >= config.sms.maxAttempts) {
      throw new ApiError(BodyCode.rateLimited, 'codeTooManyTries');
    }
    throw new ApiError(BodyCode.rejected, 'codeWrong');
  }
  const used = db
    .prepare('UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL')
    .run(now, row.id);
  if (used.changes !== 1) throw new ApiError(BodyCode.rejected, 'codeMissing');
}
