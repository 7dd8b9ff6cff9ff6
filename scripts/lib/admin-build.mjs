// Builds the operators' console (admin/, issue #23) into dist/admin when it is missing or older
// than its sources. Shared by `npm start` and the browser tests, as h5-build.mjs is for the H5 app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './h5-build.mjs';

const SOURCES = ['admin', 'package.json', 'package-lock.json'];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why dist/admin must be built again, or '' when it is up to date. */
export function adminStaleReason(adminDir) {
  const marker = path.join(adminDir, 'index.html');
  if (!fs.existsSync(marker)) return `${path.relative(root, marker)} is missing`;
  const built = fs.statSync(marker).mtimeMs;
  const changed = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return changed > built ? 'sources changed since the last console build' : '';
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
}
