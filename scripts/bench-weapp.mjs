// `npm run bench:weapp`: how long the mini-program takes from App launch (app.js loaded into a
// fresh logic layer) to its first page's first setData, in the headless logic layer of
// test/weapp, with the reference server behind wx.request. Each run is a cold start: a new VM
// context that compiles and runs the main package's scripts again. Prints the median and range of
// RUNS runs (default 15) for dist/weapp (or WEAPP_DIST), and beside it for WEAPP_FLOOR_DIST when
// that names another build (an empty Taro app built the same way). A figure to compare, not a
// gate: it depends on the host. Run after `npm run build:weapp`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MiniProgram } from '../test/weapp/harness/logic-layer.ts';
import { BUILT_API_BASE, startBackend } from '../test/weapp/harness/index.ts';

const RUNS = Number(process.env.RUNS ?? 15);

async function firstSetData(distDir, apiBase) {
  const app = JSON.parse(readFileSync(join(distDir, 'app.json'), 'utf8'));
  const route = app.pages[0];
  const mp = new MiniProgram({ distDir, builtApiBase: BUILT_API_BASE, apiBase });
  try {
    mp.launch(route);
    const started = Date.now();
    while (!mp.setDataLog.some((entry) => entry.route === route)) {
      if (Date.now() - started > 30000) throw new Error(`${route} never called setData`);
      await new Promise((done) => setImmediate(done));
    }
    const first = mp.setDataLog.find((entry) => entry.route === route);
    return { route, ms: first.at - mp.launchedAt };
  } finally {
    mp.close();
  }
}

async function measure(label, distDir, apiBase) {
  if (!existsSync(join(distDir, 'app.json'))) {
    console.log(`  ${label.padEnd(10)} ${distDir} has no app.json: build it first`);
    return undefined;
  }
  // One run first, so that Node's own warm-up is not counted against the first build measured.
  await firstSetData(distDir, apiBase);
  const runs = [];
  let route = '';
  for (let i = 0; i < RUNS; i += 1) {
    const run = await firstSetData(distDir, apiBase);
    route = run.route;
    runs.push(run.ms);
  }
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)];
  console.log(
    `  ${label.padEnd(10)} ${route.padEnd(20)} median ${median.toFixed(1).padStart(6)} ms   ` +
      `(min ${runs[0].toFixed(1)}, max ${runs[runs.length - 1].toFixed(1)}, ${RUNS} cold starts)`,
  );
  return median;
}

const backend = await startBackend();
try {
  console.log(
    "\nMini-program: App launch to the first page's first setData (test/weapp logic layer)",
  );
  const product = await measure(
    'product',
    resolve(process.env.WEAPP_DIST ?? 'dist/weapp'),
    backend.server.apiBase,
  );
  if (process.env.WEAPP_FLOOR_DIST) {
    const floor = await measure(
      'floor',
      resolve(process.env.WEAPP_FLOOR_DIST),
      backend.server.apiBase,
    );
    if (product && floor) console.log(`  product / floor: ${(product / floor).toFixed(2)}x`);
  }
} finally {
  await backend.close();
}
