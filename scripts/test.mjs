// `npm test`: every test of the project: jest (rules, components, the mini-program build in its
// logic layer, the server over real HTTP on both engines: project `server` on SQLite, `server-pg`
// on PostgreSQL, a database per test file) and, beside it, the browser journeys against the H5
// build in Chromium. jest keeps to one core of two (its default: cores - 1 workers) and the
// journeys mostly wait on pages, so side by side they take about the longer of the two. The
// journeys print as they go; jest's report goes to .tmp/jest.log and is printed after them.
// Extra arguments go to jest alone (e.g. `npm test -- -t vote`); TEST_ONE_AFTER_THE_OTHER=1 runs
// jest first, then the journeys.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureWeappBuild, root } from './lib/h5-build.mjs';

const extra = process.argv.slice(2);
const jestArgs = ['jest', ...(process.env.CI ? ['--ci'] : []), ...extra];
const statusOf = (result) => result.status ?? 1;

// One unit test reads the compiled mini-program (its share handlers): build it when stale.
ensureWeappBuild();

if (extra.length > 0 || process.env.TEST_ONE_AFTER_THE_OTHER === '1') {
  const jest = statusOf(spawnSync('npx', jestArgs, { stdio: 'inherit' }));
  if (jest !== 0 || extra.length > 0) process.exit(jest);
  process.exit(statusOf(spawnSync('node', ['scripts/e2e.mjs'], { stdio: 'inherit' })));
}

const logFile = path.join(root, '.tmp/jest.log');
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.openSync(logFile, 'w');
const jestDone = new Promise((resolve) => {
  spawn('npx', jestArgs, { stdio: ['ignore', log, log] }).on('exit', (code) => resolve(code ?? 1));
});
const journeys = await new Promise((resolve) => {
  spawn('node', ['scripts/e2e.mjs'], { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
});
const jest = await jestDone;
fs.closeSync(log);
console.log(
  `\n== jest (ran beside the journeys; its report is also in ${path.relative(root, logFile)})`,
);
process.stdout.write(fs.readFileSync(logFile, 'utf8'));
console.log(
  `\nnpm test: jest ${jest === 0 ? 'passed' : `failed (exit ${jest})`}, the journeys ${journeys === 0 ? 'passed' : `failed (exit ${journeys})`}`,
);
process.exit(jest !== 0 ? jest : journeys);
