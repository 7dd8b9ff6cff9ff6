// The reference server as a child process on a free loopback port, for the measuring scripts
// (bench, lighthouse): production mode, warnings only, its own data folder.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ownRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts server/src/main.ts; resolves with the child, the origin and the API base. `env` adds to
 * (or overrides) the server's environment, e.g. the abuse limits; `root` is another checkout's
 * (`npm run bench`'s side by side with an earlier commit).
 */
export function startServerProcess({
  dataDir,
  h5Dir = path.join(dataDir, 'no-h5'),
  env = {},
  root = ownRoot,
}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        H5_DIR: h5Dir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /API:\s+((http:\/\/127\.0\.0\.1:\d+)\/exhibition-api)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, origin: match[2], apiBase: match[1], stop: () => stop(child) });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function stop(child) {
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', resolve));
}
