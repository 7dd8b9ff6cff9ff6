import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LimitsConfig } from '../../config';
import { formatPhone, SmsGatewayError, type PhoneTarget } from '../../adapters/sms-gateway';
import { ApiError, BodyCode, spare } from '../../errors';
import { randomDigits, safeEqualHex, sha256Hex } from '../../lib/crypto';
import { macauDay } from '../../lib/time';
import { clientAddress } from '../../plugins/rate-limit';
import { serialize, transaction } from '../../db/kysely';
import * as codes from './code-repository';
import type { CodePurpose } from './code-repository';
import { isPhoneOwnersAddress } from './known-addresses';
import { canReceiveSms } from './users';

export type { CodePurpose } from './code-repository';

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

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The number range a code goes to: the area code and all but the last four digits. */
export function numberRange(target: CodeTarget): string {
  if (target.kind !== 'sms') return '';
  return `${target.phone.areaCode} ${target.phone.phone.slice(0, -4)}`;
}

/**
 * Makes and sends a 6-digit code (policy: README "Abuse limits", issue #22). Per target: one send
 * every resendSeconds, and past dailyCap a Macau day one an hour, so a stranger asking for codes
 * to a victim's phone slows the owner down but never shuts them out (every code reaches the owner's
 * phone anyway). Per client address (smsPerIpPerDay) a day. Per number range (smsPerRangePerDay)
 * and over all addresses (smsPerDay) a day, soft: past either an address gets a code only if it
 * used every code it asked for that day; smsHardPerDay is the bill's ceiling. SMS only to numbers
 * that can exist (canReceiveSms). A request from an address the phone's account signed in from
 * (known-addresses.ts) is spaced by the same rule over the owner's requests alone: the slot a
 * stranger's requests took does not hold the owner back, and the owner cannot flood themself. It
 * still counts toward every cap of the address, the range and the day.
 */
export async function sendCode(
  req: FastifyRequest,
  target: CodeTarget,
  purpose: CodePurpose,
  options: SendOptions = {},
): Promise<void> {
  const { kysely, clock, config, sms, mail, outbox, log } = req.server.ctx;
  const { limits } = config;
  const now = clock.now();
  const key = targetKey(target);
  const day = macauDay(now);
  const ip = clientAddress(req);
  const range = numberRange(target);
  if (target.kind === 'sms' && !canReceiveSms(target.phone.areaCode, target.phone.phone)) {
    throw new ApiError(BodyCode.validation, 'smsAreaUnsupported');
  }

  const known = target.kind === 'sms' && (await isPhoneOwnersAddress(req, target.phone));

  const code = randomDigits(6);
  // Every cap counts and then inserts, in one write transaction: two parallel sends cannot both
  // pass. The minute's and the day's budgets count every code sent, so every send waits for the
  // one before it (a few reads), on any engine.
  const { rowId, overall } = await transaction(kysely, async (trx) => {
    await serialize(trx, 'account:codes:all');
    // Strangers' requests are spaced after every code of the target; the owner's after their own.
    const last = await codes.lastCodeAt(trx, key, known);
    const today = await codes.codesOfTarget(trx, key, day, known);
    const spacing = today >= config.sms.dailyCap ? HOUR_MS : config.sms.resendSeconds * 1000;
    if (last !== null && now - last < spacing) {
      const seconds = Math.ceil((spacing - (now - last)) / 1000);
      throw new ApiError(BodyCode.rateLimited, 'smsTooFrequent', { seconds });
    }
    if ((await codes.codesFromAddress(trx, ip, day)) >= limits.smsPerIpPerDay) {
      throw new ApiError(BodyCode.rateLimited, 'smsIpDailyCap');
    }
    // Past a soft cap (a number range's, the day's) an address gets a code only if it used every
    // code it asked for today (a new address gets its first): a stranger spending the cap on
    // made-up numbers cannot shut out the owner of a real one (issue #22).
    const usedAllToday = async () => (await codes.codesFromAddress(trx, ip, day, true)) === 0;
    if (range) {
      const inRange = await codes.codesInRange(trx, range, day);
      if (inRange >= limits.smsPerRangePerDay && !(await usedAllToday())) {
        throw new ApiError(BodyCode.rateLimited, 'smsRangeCap');
      }
    }
    const sent = await codes.codesOfDay(trx, day);
    // The minute's budget counts codes sent, nothing else (issue #28), and past it, as past the
    // day's, an address that used its codes still gets one.
    const minute = await codes.codesSince(trx, day, now - MINUTE_MS);
    if (minute.sent >= limits.codes.total && !(await usedAllToday())) {
      const seconds = Math.max(1, Math.ceil(((minute.oldest ?? now) + MINUTE_MS - now) / 1000));
      throw new ApiError(BodyCode.rateLimited, 'smsServiceBusy', { seconds });
    }
    if (sent >= limits.smsHardPerDay) throw new ApiError(BodyCode.rateLimited, 'smsServiceCap');
    if (sent >= limits.smsPerDay && !(await usedAllToday())) {
      throw new ApiError(BodyCode.rateLimited, 'smsServiceCap');
    }
    const id = await codes.insertCode(trx, {
      target: key,
      purpose,
      codeHash: codeHash(key, purpose, code),
      day,
      now,
      expiresAt: now + config.sms.codeTtlSeconds * 1000,
      ip,
      range,
      known,
    });
    return { rowId: id, overall: sent + 1 };
  });
  alertOnVolume(log, limits, day, overall);
  if (options.decoy) return;

  const deliver = async () => {
    try {
      if (target.kind === 'sms') await sms.sendCode(target.phone, code, req.locale);
      else await mail.sendCode(target.email, code);
    } catch (error) {
      // Not delivered: the attempt must not count against the visitor's limits.
      await codes.deleteCode(kysely, rowId);
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

/** A warning the operator's log watcher can alert on, once each time the day's count passes a mark. */
function alertOnVolume(
  log: FastifyBaseLogger,
  limits: LimitsConfig,
  day: string,
  count: number,
): void {
  const share = Math.ceil((limits.smsPerDay * limits.smsAlertPercent) / 100);
  const marks: [number, string][] = [
    [
      share,
      `SMS alert: ${count} codes sent on ${day}, ${limits.smsAlertPercent}% of SMS_TOTAL_DAILY_CAP`,
    ],
    [
      limits.smsPerDay,
      `SMS alert: SMS_TOTAL_DAILY_CAP ${limits.smsPerDay} reached on ${day}; only addresses that used their codes get more`,
    ],
    [
      limits.smsHardPerDay,
      `SMS alert: SMS_HARD_DAILY_CAP ${limits.smsHardPerDay} reached on ${day}; no more codes today`,
    ],
  ];
  for (const [mark, message] of marks) {
    if (count === mark) log.warn({ smsAlert: true, day, count, cap: limits.smsPerDay }, message);
  }
}

/**
 * A refusal of a code check made from the address that asked for that code (issue #28): the
 * owner mistyping their own code. It still counts toward the code's own tries, but not toward
 * the overall login budget, whose refusal would otherwise lock the owner's address out of the
 * code login for the rest of the minute while a stranger spends that budget.
 */
function refusal(owner: boolean, error: ApiError): ApiError {
  return owner ? spare(error) : error;
}

/**
 * Checks a code and uses it up. Only the newest code of a target and purpose counts (from a known
 * address of the phone's account: the newest one that address asked for while it is still good,
 * so a stranger's later request cannot replace the owner's code); each wrong
 * try is recorded (outside any caller's transaction, so a rollback cannot forgive it). Tries from
 * the address that asked for the code and from any other address are counted apart (issue #22):
 * a stranger's wrong guesses use up the strangers' tries, never the owner's, so they cannot cancel
 * the owner's pending code; a code still takes at most 2 x maxAttempts guesses in all.
 */
export async function consumeCode(
  req: FastifyRequest,
  target: CodeTarget,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const { kysely, clock, config } = req.server.ctx;
  const now = clock.now();
  const key = targetKey(target);
  const ip = clientAddress(req);
  const known = target.kind === 'sms' && (await isPhoneOwnersAddress(req, target.phone));
  const row = await codes.codeToCheck(kysely, key, purpose, { known, ip, now });
  if (!row || row.used_at !== null) throw new ApiError(BodyCode.rejected, 'codeMissing');
  const owner = row.ip !== '' && row.ip === ip;
  if ((owner ? row.owner_attempts : row.attempts) >= config.sms.maxAttempts) {
    throw refusal(owner, new ApiError(BodyCode.rateLimited, 'codeTooManyTries'));
  }
  if (row.expires_at <= now) {
    throw refusal(owner, new ApiError(BodyCode.rejected, 'codeExpired'));
  }
  if (!safeEqualHex(row.code_hash, codeHash(key, purpose, code))) {
    const attempts = await codes.countWrongTry(
      kysely,
      row.id,
      owner ? 'owner_attempts' : 'attempts',
    );
    if (attempts >= config.sms.maxAttempts) {
      throw refusal(owner, new ApiError(BodyCode.rateLimited, 'codeTooManyTries'));
    }
    throw refusal(owner, new ApiError(BodyCode.rejected, 'codeWrong'));
  }
  if (!(await codes.useCode(kysely, row.id, now))) {
    throw new ApiError(BodyCode.rejected, 'codeMissing');
  }
}
