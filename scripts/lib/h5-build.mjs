// Builds the H5 app when dist/h5 is missing or older than its sources. Shared by `npm start`
// and the browser tests so both always serve what the sources say.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['src', 'config', 'package.json', 'babel.config.js', 'project.config.json'];

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

/** Why dist/h5 must be built again, or '' when it is up to date. */
export function h5StaleReason(h5Dir) {
  const index = path.join(h5Dir, 'index.html');
  if (!fs.existsSync(index)) return `${path.relative(root, h5Dir) || h5Dir} is missing`;
  const built = fs.statSync(index).mtimeMs;
  const changed = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return changed > built ? 'sources changed since the last H5 build' : '';
}

/** Builds when stale; exits the process with the build's status when the build fails. */
export function ensureH5Build(h5Dir, { skip = false } = {}) {
  const reason = skip ? '' : h5StaleReason(h5Dir);
  if (!reason) return;
  console.log(`Building the H5 app (${reason}): npx taro build --type h5`);
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) {
    console.error(
      'The H5 build failed; fix it or start with SKIP_H5_BUILD=1 to run the API alone.',
    );
    process.exit(build.status ?? 1);
  }
  precompress(h5Dir);
}
