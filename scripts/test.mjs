// `npm test`: every test of the project: jest (rules, components, the mini-program build in its
// logic layer, the server over real HTTP on both engines: project `server` on SQLite, `server-pg`
// on PostgreSQL, a database per test file) and, beside it, the browser journeys against the H5
// build in Chromium. On two cores: jest's first run (every project but `server-pg`) keeps to one
// core (its default: cores - 1 workers) beside the journeys; the PostgreSQL run of the server suite
// starts in a second jest as soon as either of those ends, on the core that frees (issue #31: run
// after the rest, it added its whole time to the wall clock). The journeys print as they go;
// jest's reports go to .tmp/jest.log and .tmp/jest-pg.log and are printed after them.
// Extra arguments go to one jest of every project alone (e.g. `npm test -- -t vote`);
// TEST_ONE_AFTER_THE_OTHER=1 runs jest first, then the journeys.
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

/** One jest of some projects, its report in a file; resolves with its exit code. */
function jestOf(projects, name) {
  const file = path.join(root, '.tmp', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const log = fs.openSync(file, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    spawn('npx', [...jestArgs, '--selectProjects', ...projects], {
      stdio: ['ignore', log, log],
    }).on('exit', (code) => {
      fs.closeSync(log);
      resolve({
        code: code ?? 1,
        file,
        projects,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const firstJest = jestOf(['unit', 'components', 'weapp', 'admin', 'server'], 'jest.log');
const journeys = new Promise((resolve) => {
  spawn('node', ['scripts/e2e.mjs'], { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
});
await Promise.race([firstJest, journeys]);
const postgresJest = jestOf(['server-pg'], 'jest-pg.log');
const journeysCode = await journeys;
const reports = [await firstJest, await postgresJest];
for (const report of reports) {
  console.log(
    `\n== jest ${report.projects.join(', ')} (${report.seconds} s; its report is also in ${path.relative(root, report.file)})`,
  );
  process.stdout.write(fs.readFileSync(report.file, 'utf8'));
}
const jestCode = reports.find((report) => report.code !== 0)?.code ?? 0;
const said = (code) => (code === 0 ? 'passed' : `failed (exit ${code})`);
console.log(
  `\nnpm test: jest ${reports.map((r) => `${r.projects.join(' ')} ${said(r.code)}`).join('; ')}; the journeys ${said(journeysCode)}`,
);
process.exit(jestCode !== 0 ? jestCode : journeysCode);
