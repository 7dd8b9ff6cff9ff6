// `npm run test:load`: the whole suite (`npm test`) run LOAD_RUNS times in a row (default 5) with
// LOAD_BUSY processes (default 1) beside it that keep a core busy for the whole time, as another
// build or a second CI job would (issue #21: a journey waits for what a person waits for, so it
// must pass on a machine that is not quiet). Stops at the first failing run; prints each run's
// result, time and load average. Exits non-zero if any run failed.
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const RUNS = Math.max(1, Number(process.env.LOAD_RUNS ?? 5));
const BUSY = Math.max(0, Number(process.env.LOAD_BUSY ?? 1));

if (process.argv[2] === '--busy') {
  // A child that computes for ever (hashes of a growing buffer: CPU and some memory traffic).
  const { createHash } = await import('node:crypto');
  let block = Buffer.alloc(1 << 16, 1);
  for (;;) {
    block = Buffer.concat([createHash('sha256').update(block).digest(), block.subarray(32)]);
  }
}

const self = fileURLToPath(import.meta.url);
const busy = Array.from({ length: BUSY }, () => fork(self, ['--busy'], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const rows = [];
let failed = false;
for (let run = 1; run <= RUNS && !failed; run += 1) {
  const loadBefore = os.loadavg()[0].toFixed(1);
  const started = Date.now();
  console.log(`\n== run ${run} of ${RUNS} (${BUSY} busy process(es) beside it)`);
  const status = await new Promise((resolve) => {
    spawn('npm', ['test'], { stdio: 'inherit', env: process.env }).on('exit', (code) =>
      resolve(code ?? 1),
    );
  });
  failed = status !== 0;
  rows.push({
    run,
    result: failed ? `failed (exit ${status})` : 'passed',
    minutes: ((Date.now() - started) / 60000).toFixed(1),
    'load average at start': loadBefore,
    'load average at end': os.loadavg()[0].toFixed(1),
  });
}
stopBusy();
console.log(
  `\nnpm test, ${RUNS} runs in a row with ${BUSY} busy process(es) beside it, ${os.cpus().length} cores`,
);
console.table(rows);
process.exit(failed ? 1 : 0);
