// Builds the operators' console (admin/, issue #23) into dist/admin when it is missing or older
// than its sources. Shared by `npm start` and the browser tests, as h5-build.mjs is for the H5 app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, staleReason } from './h5-build.mjs';
import { precompress } from './precompress.mjs';

const SOURCES = ['admin', 'package.json', 'package-lock.json'];

/** Why dist/admin must be built again, or '' when it is up to date. */
export function adminStaleReason(adminDir) {
  return staleReason(path.join(adminDir, 'index.html'), 'console', SOURCES);
}

/** Builds when stale; exits the process with the build's status when the build fails. */
export function ensureAdminBuild(adminDir, { skip = false } = {}) {
  const reason = skip ? '' : adminStaleReason(adminDir);
  if (!reason) return;
  console.log(`Building the operators' console (${reason}): npm run build:admin`);
  const build = spawnSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) {
    console.error("The console's build failed; fix it or start with SKIP_ADMIN_BUILD=1.");
    process.exit(build.status ?? 1);
  }
  // As `npm run build:admin`: the .br and .gz the server sends (issue #29).
  precompress(adminDir);
}
