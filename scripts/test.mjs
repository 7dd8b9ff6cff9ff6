// `npm test`: every test of the project, in the order that fails fastest:
// unit and component tests, server tests over real HTTP and SQLite, then the browser journeys
// against the H5 build in Chromium. Extra arguments go to jest (e.g. `npm test -- -t vote`).
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const extra = process.argv.slice(2);
run('npx', ['jest', ...(process.env.CI ? ['--ci'] : []), ...extra]);
if (extra.length === 0) run('node', ['scripts/e2e.mjs']);
