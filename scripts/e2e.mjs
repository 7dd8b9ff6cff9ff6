// `npm run test:e2e`: the browser journeys (test/e2e) in Debian's Chromium at a phone size,
// against the H5 build served by the reference server on a free port with a fresh database.
// Builds dist/h5 and the operators' console (dist/admin, test/e2e/admin-*) first when missing or
// stale.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertChromium, JOURNEY_CHROMIUM } from './lib/browser.mjs';
import { ensureAdminBuild } from './lib/admin-build.mjs';
import { ensureH5Build, root } from './lib/h5-build.mjs';

const LOCK_FILE = path.join(tmpdir(), 'v80-e2e-run.lock');

// Two runs at once on one machine would build dist/h5 over each other: a run waits for the
// one before it (flock, util-linux) unless it already holds the lock.
if (!process.env.V80_E2E_LOCKED && spawnSync('flock', ['--version']).status === 0) {
  const locked = spawnSync('flock', [LOCK_FILE, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, V80_E2E_LOCKED: '1' },
  });
  process.exit(locked.status ?? 1);
}

assertChromium(JOURNEY_CHROMIUM);
// Which browser the journeys ran on, in every log (issue #27: a journey that passed on one
// Chromium failed on another; the README says which one they were last run on).
const version = spawnSync(JOURNEY_CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Journeys in ${version || JOURNEY_CHROMIUM} (${JOURNEY_CHROMIUM})`);
ensureH5Build(path.join(root, 'dist/h5'));
ensureAdminBuild(path.join(root, 'dist/admin'));
const requested = process.argv.slice(2);
const files = requested.length
  ? requested
  : readdirSync(path.join(root, 'test/e2e'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join('test/e2e', name));
// Each file starts its own server (free port, own database) and browser, so files run two at a
// time (E2E_CONCURRENCY): on a 2-core machine that cuts the journeys' wall time without sharing
// any state between them.
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 2));
// Node's own report (spec on a terminal, TAP in CI's log), then each file's time.
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(root, 'scripts/lib/e2e-file-times.mjs')}`,
  '--test-reporter-destination=stdout',
];
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...reporters, ...files],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_H5_DIR: path.join(root, 'dist/h5'),
      E2E_ADMIN_DIR: path.join(root, 'dist/admin'),
    },
  },
);
process.exit(result.status ?? 1);
