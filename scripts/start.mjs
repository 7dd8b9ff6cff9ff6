// `npm start`: builds the H5 app when dist/h5 is missing or older than its sources, then runs the
// reference API server (through tsx) serving dist/h5 and the API under /exhibition-api.
// Environment: PORT (10086), HOST (127.0.0.1), DATA_DIR (./data), SKIP_H5_BUILD=1 to never build;
// everything else (SMS_*, WECHAT_*, H5_ORIGIN, DEV_SMS_OUTBOX...) is read by the server itself.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const h5Dir = path.resolve(root, process.env.H5_DIR ?? 'dist/h5');
const h5Index = path.join(h5Dir, 'index.html');
const sources = ['src', 'config', 'package.json', 'babel.config.js', 'project.config.json'];

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

function h5IsStale() {
  if (!fs.existsSync(h5Index)) return 'dist/h5 is missing';
  const built = fs.statSync(h5Index).mtimeMs;
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return changed > built ? 'sources changed since the last H5 build' : '';
}

const reason = process.env.SKIP_H5_BUILD === '1' ? '' : h5IsStale();
if (reason) {
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
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '10086',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  H5_DIR: h5Dir,
};
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
