// `npm start`: builds the H5 app when dist/h5 is missing or older than its sources, then runs the
// reference API server (through tsx) serving dist/h5 and the API under /exhibition-api.
// It builds the operators' console (dist/admin, served at /admin) the same way (issue #23).
// Environment: PORT (10086), HOST (127.0.0.1), DATA_DIR (./data), SKIP_H5_BUILD=1 and
// SKIP_ADMIN_BUILD=1 to never build;
// everything else (SMS_*, WECHAT_*, H5_ORIGIN, DEV_SMS_OUTBOX...) is read by the server itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureAdminBuild } from './lib/admin-build.mjs';
import { ensureH5Build, root } from './lib/h5-build.mjs';

const h5Dir = path.resolve(root, process.env.H5_DIR ?? 'dist/h5');
ensureH5Build(h5Dir, { skip: process.env.SKIP_H5_BUILD === '1' });
const adminDir = path.resolve(root, process.env.ADMIN_DIR ?? 'dist/admin');
ensureAdminBuild(adminDir, { skip: process.env.SKIP_ADMIN_BUILD === '1' });

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '10086',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  H5_DIR: h5Dir,
  ADMIN_DIR: adminDir,
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
