import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatDate, formatDateTime } from '@/shared/lib/time';

// Dates are written with numbers only (SPEC §9 formats), in every language, by formatMacau: no
// screen formats with dayjs, so neither build carries dayjs's locale data (issue #20).
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

test('no source loads a dayjs locale or formats with dayjs', () => {
  const offending = sources('src').filter((file) =>
    /dayjs\/locale|\.locale\(|\.format\(/.test(readFileSync(file, 'utf8')),
  );
  expect(offending).toEqual([]);
});

test('SPEC §9 date formats are numeric in Macau time', () => {
  expect(formatDateTime('2025-09-03T04:05:06Z')).toBe('2025.09.03 12:05:06');
  expect(formatDate('2025-09-03T20:00:00Z')).toBe('2025-09-04');
});
