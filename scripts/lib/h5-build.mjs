// Builds the H5 app (and the mini-program) when missing or older than their sources. Shared by
// `npm start`, `npm test` and the browser tests so each always uses what the sources say.
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

/**
 * Why a build must run again (its marker file is missing or older than `sources`, paths under the
 * repository), or ''. The console's build (admin-build.mjs) uses it with its own sources.
 */
export function staleReason(marker, what, sources = SOURCES) {
  if (!fs.existsSync(marker)) return `${path.relative(root, marker) || marker} is missing`;
  const built = fs.statSync(marker).mtimeMs;
  const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return changed > built ? `sources changed since the last ${what} build` : '';
}

/** Why dist/h5 must be built again, or '' when it is up to date. */
export function h5StaleReason(h5Dir) {
  return staleReason(path.join(h5Dir, 'index.html'), 'H5');
}

/**
 * Builds the mini-program when dist/weapp is missing or stale: a test reads its compiled pages
 * (test/unit/app/weapp-share.test.ts). Exits the process with the build's status on failure.
 */
export function ensureWeappBuild() {
  const reason = staleReason(path.join(root, 'dist/weapp/app.json'), 'mini-program');
  if (!reason) return;
  console.log(`Building the mini-program (${reason}): npx taro build --type weapp`);
  // The production mini-program build refuses to run without an API base (config/prod.ts): the
  // tests' build calls the reference server on loopback unless the shell names another.
  const apiBase = process.env.TARO_APP_API_BASE || 'http://127.0.0.1:10086/exhibition-api';
  const build = spawnSync('npx', ['taro', 'build', '--type', 'weapp'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TARO_APP_API_BASE: apiBase },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
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

/** The floor (issue #32): an empty Taro React app, bench/floor, built into bench/floor/dist. */
export const FLOOR_DIR = path.join(root, 'bench/floor/dist');
const FLOOR_SOURCES = [
  'bench/floor/src',
  'bench/floor/config',
  'bench/floor/babel.config.js',
  'package-lock.json',
];

/**
 * Builds the floor when missing or stale, with the product's toolchain (the root node_modules)
 * and the product's production mode, then precompresses it as the product's build is.
 */
export function ensureFloorBuild() {
  const reason = staleReason(path.join(FLOOR_DIR, 'index.html'), 'floor', FLOOR_SOURCES);
  if (!reason) return;
  console.log(`Building the floor, an empty Taro React app (${reason}): npx taro build --type h5`);
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: path.join(root, 'bench/floor'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  precompress(FLOOR_DIR);
}
