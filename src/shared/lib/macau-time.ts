import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

/** Macau is UTC+8 all year (no daylight saving), so a fixed offset stands in for Asia/Macau. */
export const MACAU_UTC_OFFSET_MIN = 480;

const MINUTE_MS = 60_000;

// A date and time without a zone: the server writes Macau wall-clock time that way.
const ZONELESS =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function parseZoneless(match: RegExpExecArray): Dayjs | undefined {
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const fields = [year, month, day, hour, minute, second].map(Number);
  const wallClock = Date.UTC(
    fields[0],
    fields[1] - 1,
    fields[2],
    fields[3],
    fields[4],
    fields[5],
    Number(fraction.padEnd(3, '0')),
  );
  const check = new Date(wallClock);
  const exists =
    check.getUTCFullYear() === fields[0] &&
    check.getUTCMonth() === fields[1] - 1 &&
    check.getUTCDate() === fields[2] &&
    check.getUTCHours() === fields[3] &&
    check.getUTCMinutes() === fields[4] &&
    check.getUTCSeconds() === fields[5];
  return exists ? dayjs(wallClock - MACAU_UTC_OFFSET_MIN * MINUTE_MS) : undefined;
}

/**
 * Reads a server timestamp as an instant: ISO strings with a zone, zone-less
 * 'YYYY-MM-DD HH:mm:ss' (taken as Macau time), epoch milliseconds (number, or a string of 11+
 * digits as JSON sometimes carries longs), Date or Dayjs. Anything unreadable gives undefined.
 * Format the result with formatMacau (or the helpers below), not with its own format().
 */
export function parseServerTime(input: ConfigType): Dayjs | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  let parsed: Dayjs | undefined;
  if (typeof input === 'string') {
    const text = input.trim();
    const zoneless = ZONELESS.exec(text);
    if (zoneless) parsed = parseZoneless(zoneless);
    else if (/^\d{11,}$/.test(text)) parsed = dayjs(Number(text));
    else parsed = dayjs(text);
  } else {
    parsed = dayjs(input);
  }
  return parsed && parsed.isValid() ? parsed : undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Macau wall-clock time written with a template of the tokens the app uses (YYYY, MM, M, DD, D,
 * HH, mm, ss). The fixed +8 h is applied to the epoch and read back in UTC: the machine's own zone
 * never enters, and no dayjs plugin is needed (it cost every tab's first load on H5).
 */
function formatWallClock(instant: Dayjs, template: string): string {
  const wall = new Date(instant.valueOf() + MACAU_UTC_OFFSET_MIN * MINUTE_MS);
  const fields: Record<string, string> = {
    YYYY: pad(wall.getUTCFullYear(), 4),
    MM: pad(wall.getUTCMonth() + 1),
    M: String(wall.getUTCMonth() + 1),
    DD: pad(wall.getUTCDate()),
    D: String(wall.getUTCDate()),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
    ss: pad(wall.getUTCSeconds()),
  };
  return template.replace(/YYYY|MM|M|DD|D|HH|mm|ss/g, (token) => fields[token]);
}

/** Formats any server timestamp in Macau time with a template (see formatWallClock); '' when unreadable. */
export function formatMacau(input: ConfigType, template: string): string {
  const instant = parseServerTime(input);
  return instant ? formatWallClock(instant, template) : '';
}

/** SPEC §9 yyyy.mm.dd hh:mm:ss */
export function formatDateTime(input: ConfigType): string {
  return formatMacau(input, 'YYYY.MM.DD HH:mm:ss');
}

/** SPEC §9 yyyy-mm-dd */
export function formatDate(input: ConfigType): string {
  return formatMacau(input, 'YYYY-MM-DD');
}

/** SPEC §9 Chinese year-month-day, e.g. 2025年9月3日. */
export function formatDateCn(input: ConfigType): string {
  return formatMacau(input, 'YYYY年M月D日');
}
