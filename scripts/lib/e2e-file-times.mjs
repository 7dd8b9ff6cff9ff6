// A node:test reporter for `npm run test:e2e`: at the end of the run, each journey file's time in
// its tests (the sum of its top-level tests, without starting its server and browser), longest
// first, so that CI's log shows where the journeys' time goes.
import path from 'node:path';

export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details } = event.data;
    if (!file || nesting !== 0) continue;
    const entry = files.get(file) ?? { ms: 0, tests: 0, failed: 0 };
    entry.ms += details.duration_ms ?? 0;
    entry.tests += 1;
    if (event.type === 'test:fail') entry.failed += 1;
    files.set(file, entry);
  }
  const rows = [...files].sort(([, a], [, b]) => b.ms - a.ms);
  const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
  yield '\nJourney files by time in their tests (two files run at once):\n';
  for (const [file, entry] of rows) {
    const failed = entry.failed ? `, ${entry.failed} failed` : '';
    yield `${(entry.ms / 1000).toFixed(1).padStart(7)} s  ${path.relative(process.cwd(), file)} (${entry.tests} tests${failed})\n`;
  }
  yield `${(total / 1000).toFixed(1).padStart(7)} s  in all\n`;
}
