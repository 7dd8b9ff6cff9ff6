// `npm test`: every test of the project, in the order that fails fastest:
// unit and component tests, server tests over real HTTP and SQLite, then the browser journeys
// against the H5 build in Chromium. Extra arguments go to jest (e.g. `npm test -- -t vote`).
import { spawnSync } from 'node:child_process';
import { ensureWeappBuild } from './lib/h5-build.mjs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const extra = process.argv.slice(2);
// One unit test reads the compiled mini-program (its share handlers): build it when stale.
ensureWeappBuild();
run('npx', ['jest', ...(process.env.CI ? ['--ci'] : []), ...extra]);
if (extra.length === 0) run('node', ['scripts/e2e.mjs']);
