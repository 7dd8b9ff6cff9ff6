/** Macau has kept UTC+8 without daylight saving since 1979; Intl keeps this honest anyway. */
export const MACAU_TZ = 'Asia/Macau';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MACAU_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Macau of an instant: the key of daily limits. */
export function macauDay(epochMs: number): string {
  return dayFormat.format(new Date(epochMs));
}

export { macauMinute } from '../../../src/rules/calendar';

export function iso(epochMs: number | null | undefined): string | undefined {
  return epochMs === null || epochMs === undefined ? undefined : new Date(epochMs).toISOString();
}

/** Milliseconds of an ISO string given in seed data or a client body. */
export function parseIso(value: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${value}`);
  return ms;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a Macau day, or an ISO instant; `end` of a day is the next day's start. */
export function parseTime(value: string | undefined, end: boolean): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (DAY.test(value)) {
    const start = Date.parse(`${value}T00:00:00+08:00`);
    if (Number.isNaN(start)) return Number.NaN;
    return end ? start + 86_400_000 : start;
  }
  return Date.parse(value);
}
