// A Redis for tests, from the project's own files (issue #31): Debian's redis-server started in a
// temporary folder on a free loopback port, without persistence, and stopped after. `.ci/run`
// installs the package; when it is missing the test fails and says so (never skips).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function binary(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  throw new Error(
    'redis-server is not installed: `apt-get install redis-server` (Debian; .ci/run does it).',
  );
}

/** A port nobody listens on now (the kernel's pick, released for redis-server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const look = (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout!.setEncoding('utf8').on('data', look);
    child.stderr!.setEncoding('utf8').on('data', look);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
}

export async function startRedis(): Promise<TestRedis> {
  const program = binary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-redis-'));
  // Another process may take the free port between the probe and the start: try again then.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      program,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await started(child);
    } catch (error) {
      if (attempt < 3) continue;
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          await exited;
        }
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
