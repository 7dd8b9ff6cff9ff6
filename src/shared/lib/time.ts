import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { t } from '@/shared/i18n';
import { MACAU_UTC_OFFSET_MIN, parseServerTime } from './macau-time';

// Relative time (SPEC §9) needs the catalogue; reading and writing Macau time does not, so a
// screen that only shows a date (macau-time.ts) does not carry this.
export {
  MACAU_UTC_OFFSET_MIN,
  formatDate,
  formatDateCn,
  formatDateTime,
  formatMacau,
  parseServerTime,
} from './macau-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole calendar months from one instant to a later one, on Macau's wall clock. */
function macauMonthsBetween(from: Dayjs, to: Dayjs): number {
  const a = new Date(from.valueOf() + MACAU_UTC_OFFSET_MIN * MINUTE_MS);
  const b = new Date(to.valueOf() + MACAU_UTC_OFFSET_MIN * MINUTE_MS);
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  // Not yet a whole month while the later day and time of month come before the earlier one's.
  const intoMonth = (d: Date) => d.getTime() - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return intoMonth(b) < intoMonth(a) ? months - 1 : months;
}

/**
 * SPEC §9: under 5 minutes "just now", then minutes, hours, days below 30 days, then months and,
 * from 12 months, years. A time in the future (a clock ahead of ours) also reads "just now".
 */
export function relativeTime(input: ConfigType, now: ConfigType = dayjs()): string {
  const then = parseServerTime(input);
  const reference = parseServerTime(now);
  if (!then || !reference) return '';
  const elapsed = reference.valueOf() - then.valueOf();
  if (elapsed < 5 * MINUTE_MS) return t('time.justNow');
  if (elapsed < HOUR_MS) return t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? t('time.hourAgo') : t('time.hoursAgo', { count: hours });
  }
  if (elapsed < 30 * DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return days === 1 ? t('time.dayAgo') : t('time.daysAgo', { count: days });
  }
  // Calendar months in Macau time; 30 days that fall inside one long month still count as one.
  const months = Math.max(1, macauMonthsBetween(then, reference));
  if (months < 12) {
    return months === 1 ? t('time.monthAgo') : t('time.monthsAgo', { count: months });
  }
  const years = Math.floor(months / 12);
  return years === 1 ? t('time.yearAgo') : t('time.yearsAgo', { count: years });
}
