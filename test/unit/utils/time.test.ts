import dayjs from 'dayjs';
import fc from 'fast-check';
import { initLocale, setLocale } from '@/shared/i18n';
import {
  formatDate,
  formatDateCn,
  formatDateTime,
  parseServerTime,
  relativeTime,
} from '@/shared/lib/time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// 2025-09-03 10:04:05 in Macau (UTC+8).
const INSTANT = Date.UTC(2025, 8, 3, 2, 4, 5);

beforeEach(() => {
  initLocale();
});

describe('SPEC §9 date formats, in Macau time (UTC+8) whatever the machine zone', () => {
  test('yyyy.mm.dd hh:mm:ss', () => {
    expect(formatDateTime(INSTANT)).toBe('2025.09.03 10:04:05');
  });

  test('yyyy-mm-dd', () => {
    expect(formatDate(INSTANT)).toBe('2025-09-03');
  });

  test('Chinese year-month-day', () => {
    expect(formatDateCn(INSTANT)).toBe('2025年9月3日');
    expect(formatDateCn(Date.UTC(2025, 11, 24, 16))).toBe('2025年12月25日');
  });

  test('the Macau date can differ from the UTC date', () => {
    const lateUtc = Date.UTC(2025, 8, 2, 20, 0, 0);
    expect(formatDate(lateUtc)).toBe('2025-09-03');
    expect(formatDateTime(lateUtc)).toBe('2025.09.03 04:00:00');
  });

  test.each<[string, string | number | Date]>([
    ['epoch milliseconds', INSTANT],
    ['epoch milliseconds as a string', String(INSTANT)],
    ['ISO with Z', '2025-09-03T02:04:05Z'],
    ['ISO with Z and milliseconds', '2025-09-03T02:04:05.000Z'],
    ['ISO with +08:00', '2025-09-03T10:04:05+08:00'],
    ['ISO with another offset', '2025-09-02T21:04:05-05:00'],
    ['server string, Macau wall clock', '2025-09-03 10:04:05'],
    ['ISO without a zone, Macau wall clock', '2025-09-03T10:04:05'],
    ['slashes', '2025/09/03 10:04:05'],
    ['a Date', new Date(INSTANT)],
  ])('reads %s', (_label, input) => {
    expect(formatDateTime(input)).toBe('2025.09.03 10:04:05');
    expect(parseServerTime(input)?.valueOf()).toBe(INSTANT);
  });

  test('a date-only server string is Macau midnight', () => {
    expect(parseServerTime('2025-09-03')?.valueOf()).toBe(Date.UTC(2025, 8, 2, 16));
    expect(formatDateTime('2025-09-03')).toBe('2025.09.03 00:00:00');
  });

  test.each<[string, unknown]>([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['garbage', 'not a date'],
    ['a day that does not exist', '2025-02-30 10:00:00'],
    ['an hour that does not exist', '2025-09-03 25:00:00'],
    ['NaN', Number.NaN],
  ])('invalid input (%s) gives an empty string', (_label, input) => {
    const value = input as string;
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
    expect(formatDateCn(value)).toBe('');
    expect(relativeTime(value, INSTANT)).toBe('');
  });

  test('any instant round-trips through the zone-less Macau form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), (seconds) => {
        const ms = seconds * SECOND;
        const text = formatDateTime(ms).replace(/\./g, '-');
        expect(parseServerTime(text)?.valueOf()).toBe(ms);
      }),
    );
  });
});

describe('relativeTime (SPEC §9)', () => {
  const now = INSTANT;
  const ago = (ms: number) => now - ms;

  test.each<[string, number, string, string, string]>([
    ['0 s', 0, '剛剛', 'Just now', '刚刚'],
    ['4 min 59 s', 4 * MINUTE + 59 * SECOND, '剛剛', 'Just now', '刚刚'],
    ['5 min', 5 * MINUTE, '5分鐘前', '5 minutes ago', '5分钟前'],
    ['59 min 59 s', 59 * MINUTE + 59 * SECOND, '59分鐘前', '59 minutes ago', '59分钟前'],
    ['1 h', HOUR, '1小時前', '1 hour ago', '1小时前'],
    ['2 h', 2 * HOUR, '2小時前', '2 hours ago', '2小时前'],
    ['23 h 59 min', 23 * HOUR + 59 * MINUTE, '23小時前', '23 hours ago', '23小时前'],
    ['1 d', DAY, '1天前', '1 day ago', '1天前'],
    ['2 d', 2 * DAY, '2天前', '2 days ago', '2天前'],
    ['29 d 23 h', 29 * DAY + 23 * HOUR, '29天前', '29 days ago', '29天前'],
    ['30 d', 30 * DAY, '1個月前', '1 month ago', '1个月前'],
    ['45 d', 45 * DAY, '1個月前', '1 month ago', '1个月前'],
    ['75 d', 75 * DAY, '2個月前', '2 months ago', '2个月前'],
    ['340 d', 340 * DAY, '11個月前', '11 months ago', '11个月前'],
    ['366 d', 366 * DAY, '1年前', '1 year ago', '1年前'],
    ['800 d', 800 * DAY, '2年前', '2 years ago', '2年前'],
  ])('%s ago', (_label, elapsed, zhHant, en, zhHans) => {
    expect(relativeTime(ago(elapsed), now)).toBe(zhHant);
    setLocale('en');
    expect(relativeTime(ago(elapsed), now)).toBe(en);
    setLocale('zh-Hans');
    expect(relativeTime(ago(elapsed), now)).toBe(zhHans);
  });

  test('Portuguese too', () => {
    setLocale('pt');
    expect(relativeTime(ago(MINUTE), now)).toBe('Agora mesmo');
    expect(relativeTime(ago(7 * MINUTE), now)).toBe('Há 7 minutos');
    expect(relativeTime(ago(3 * DAY), now)).toBe('Há 3 dias');
  });

  test('12 calendar months make a year', () => {
    expect(relativeTime('2024-09-03 10:04:05', now)).toBe('1年前');
    expect(relativeTime('2024-09-03 10:04:06', now)).toBe('11個月前');
  });

  test('a time in the future reads "just now"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 365 * DAY }), (ahead) => {
        expect(relativeTime(now + ahead, now)).toBe('剛剛');
      }),
    );
  });

  test('within each band the count is the whole number of units elapsed', () => {
    setLocale('en');
    fc.assert(
      fc.property(fc.integer({ min: 5 * MINUTE, max: HOUR - 1 }), (elapsed) => {
        expect(relativeTime(ago(elapsed), now)).toBe(`${Math.floor(elapsed / MINUTE)} minutes ago`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2 * HOUR, max: DAY - 1 }), (elapsed) => {
        expect(relativeTime(ago(elapsed), now)).toBe(`${Math.floor(elapsed / HOUR)} hours ago`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2 * DAY, max: 30 * DAY - 1 }), (elapsed) => {
        expect(relativeTime(ago(elapsed), now)).toBe(`${Math.floor(elapsed / DAY)} days ago`);
      }),
    );
  });

  test('the unit never gets smaller as time goes by', () => {
    setLocale('en');
    const rank = (label: string) =>
      ['Just now', 'minute', 'hour', 'day', 'month', 'year'].findIndex((unit) =>
        unit === 'Just now' ? label === unit : label.includes(unit),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 * 365 * DAY }),
        fc.integer({ min: 0, max: 5 * 365 * DAY }),
        (a, b) => {
          const [shorter, longer] = a < b ? [a, b] : [b, a];
          const r1 = rank(relativeTime(ago(shorter), now));
          const r2 = rank(relativeTime(ago(longer), now));
          expect(r1).toBeGreaterThanOrEqual(0);
          expect(r2).toBeGreaterThanOrEqual(r1);
        },
      ),
    );
  });

  test('now defaults to the current time', () => {
    expect(relativeTime(dayjs().subtract(10, 'minute'))).toBe('10分鐘前');
    expect(relativeTime(Date.now() - 2 * DAY)).toBe('2天前');
  });
});
