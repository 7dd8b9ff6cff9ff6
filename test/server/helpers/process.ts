// The server's real entry (server/src/main.ts, what `npm start` runs) in a process of its own
// (issue #31): what a signal does to it (SIGTERM, SIGKILL) is seen only from outside. The test
// waits for what the process says (its banner, its log lines), never for a time.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

export interface Instance {
  child: ChildProcess;
  origin: Promise<string>;
  /** Resolves with the first log line that passes `test`. */
  logged(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the entry with `env` over a bare environment: the machine's variables do not leak in.
 * PORT 0 (a free port), LOG_LEVEL info, no H5 or console build.
 */
export function startInstance(dataDir: string, env: Record<string, string> = {}): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      DATA_DIR: dataDir,
      H5_DIR: path.join(dataDir, 'no-h5'),
      ADMIN_DIR: path.join(dataDir, 'no-admin'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    lines.push(...complete);
    for (const wake of waiters.splice(0)) wake();
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  const find = <T>(pick: (line: string) => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const look = () => {
        for (const line of lines) {
          const found = pick(line);
          if (found !== undefined) return resolve(found);
        }
        if (child.exitCode !== null || child.signalCode !== null) {
          return reject(new Error(`the server exited: ${stderr}\n${lines.join('\n')}`));
        }
        waiters.push(look);
      };
      look();
    });
  return {
    child,
    origin: find((line) => /reference server: (http:\/\/\S+?)\/?$/.exec(line)?.[1]),
    logged: (test) =>
      find((line) => {
        if (!line.startsWith('{')) return undefined;
        const entry = JSON.parse(line) as Record<string, unknown>;
        return test(entry) ? entry : undefined;
      }),
    exited,
  };
}
