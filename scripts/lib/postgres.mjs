// A throwaway PostgreSQL (issue #31) for the tests and the measuring scripts: Debian's binaries,
// a cluster in a temporary folder, listening on 127.0.0.1 on a free port with its socket in that
// folder. Never the system's cluster, never port 5432; stopped and removed by `stop()`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const INSTALL_HINT =
  'PostgreSQL is not installed: `apt-get install postgresql` (Debian; .ci/run does it), ' +
  'or set PG_BINDIR to the folder holding initdb and pg_ctl.';

/** The folder of initdb and pg_ctl: PG_BINDIR, else Debian's newest, else `pg_config --bindir`. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the PATH: the other candidates decide.
  }
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user Debian's
 * package made, and the folder is theirs.
 */
function runner() {
  if (process.getuid?.() !== 0) return { wrap: (cmd, args) => [cmd, args], owner: null };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return {
    wrap: (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]],
    owner: { uid, gid },
  };
}

function run(wrap, cmd, args) {
  const [file, argv] = wrap(cmd, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${cmd} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * A process killed outside its control (a test run stopped with SIGTERM or SIGKILL) never calls
 * stop(): a small shell outlives it, and stops the server and removes the folder once it is gone.
 */
function watch(pid, wrap, pgCtl, dir) {
  const [file, argv] = wrap(pgCtl[0], [...pgCtl.slice(1), '-m', 'immediate', 'stop']);
  const quoted = [file, ...argv].map((arg) => `'${arg}'`).join(' ');
  const child = spawn(
    'sh',
    ['-c', `while kill -0 ${pid} 2>/dev/null; do sleep 1; done; ${quoted}; rm -rf '${dir}'`],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  return child;
}

/**
 * Makes and starts a cluster; resolves with its URL (database `postgres`, user `postgres`, no
 * password: trust on loopback only), its port and `stop()`. `durable: false` (the tests) turns
 * off fsync and friends: a test's data need not survive a power cut, and commits are much faster.
 */
export async function startPostgres({ durable = true } = {}) {
  const bin = findPostgresBin();
  const { wrap, owner } = runner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-pg-'));
  const data = path.join(dir, 'data');
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  let started = false;
  let watchdog = null;
  const stop = () => {
    watchdog?.kill();
    watchdog = null;
    if (started) {
      started = false;
      try {
        run(wrap, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone (killed with its parent): the folder still goes.
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    process.off('exit', stop);
  };
  // A script that ends without calling stop() (an exception) does not leave a server behind.
  process.on('exit', stop);
  try {
    run(wrap, path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const settings = [
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=300',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    // A port found free can be taken before the server binds it: try another once.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        run(wrap, path.join(bin, 'pg_ctl'), [
          '-D',
          data,
          '-l',
          path.join(dir, 'server.log'),
          '-o',
          `-p ${port} ${settings.join(' ')}`,
          '-w',
          'start',
        ]);
        started = true;
        watchdog = watch(process.pid, wrap, [path.join(bin, 'pg_ctl'), '-D', data], dir);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
      } catch (error) {
        if (attempt >= 2) {
          const log = fs.readFileSync(path.join(dir, 'server.log'), 'utf8');
          throw new Error(`${error.message}\n${log}`);
        }
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}
