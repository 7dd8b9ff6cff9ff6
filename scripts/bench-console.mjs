// `npm run bench:console`: what an operator's browser downloads to reach a usable sign-in screen of
// the console (dist/admin, built by `npm run build:admin`), served by the reference server as in
// production (precompressed brotli/gzip), on a throttled connection: 1.6 Mbit/s down, 750 kbit/s
// up, 150 ms round trip (Chrome's "Slow 4G"-like preset through CDP
// Network.emulateNetworkConditions), with an empty cache. Prints the bytes on the wire, the gzip
// size of the JavaScript and CSS the sign-in fetched (budget: 250 KB), and the time until the
// account field can be typed in. Run a few times: it prints figures, it asserts nothing about
// speed. `--check` exits non-zero when the sign-in's gzip size is over its budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { startServerProcess } from './lib/server-process.mjs';

const KB = 1024;
const BUDGET_GZIP = 250 * KB;
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 3);
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const adminDir = path.resolve(process.env.ADMIN_DIR ?? 'dist/admin');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!fs.existsSync(path.join(adminDir, 'index.html'))) {
  console.error('dist/admin missing: run npm run build:admin');
  process.exit(1);
}

/** The gzip size of each script and stylesheet the sign-in screen fetched, from dist/admin. */
function gzipOf(urls) {
  let total = 0;
  for (const url of urls) {
    const file = path.join(adminDir, new URL(url).pathname.replace(/^\/admin\//, ''));
    total += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-bench-console-'));
const server = await startServerProcess({ dataDir, env: { ADMIN_DIR: adminDir } });
const browser = await launchChromium();
const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    const wire = new Map();
    const types = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response, type }) =>
      types.set(requestId, { url: response.url, type }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      wire.set(requestId, encodedDataLength),
    );
    const started = Date.now();
    await page.goto(`${server.origin}/admin/`);
    // Usable: the account field is on the screen and takes what is typed.
    const account = page.locator('input[autocomplete="username"]');
    await account.waitFor();
    await account.fill('6');
    const usableMs = Date.now() - started;
    const code = [...types.values()].filter(
      (each) => each.type === 'Script' || each.type === 'Stylesheet',
    );
    runs.push({
      usableMs,
      wire: [...wire.values()].reduce((sum, bytes) => sum + bytes, 0),
      requests: wire.size,
      gzip: gzipOf(code.map((each) => each.url)),
      files: code.length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const last = runs[runs.length - 1];
console.log(
  `Console sign-in (dist/admin via the reference server; 1.6 Mbit/s, 150 ms RTT, empty cache)`,
);
console.log(
  `  JavaScript + CSS fetched   ${last.files} files   gzip ${kb(last.gzip)}   (budget ${kb(BUDGET_GZIP)})${last.gzip > BUDGET_GZIP ? '  OVER BUDGET' : ''}`,
);
console.log(`  on the wire (all ${last.requests} requests, as sent)   ${kb(last.wire)}`);
console.log(
  `  usable sign-in             median ${(median(runs.map((r) => r.usableMs)) / 1000).toFixed(2)} s   runs ${runs.map((r) => (r.usableMs / 1000).toFixed(2)).join(' / ')} s`,
);
if (process.argv.includes('--check') && last.gzip > BUDGET_GZIP) process.exit(1);
