// `npm run profile -- /news`: where a page's first load spends the main thread, for the
// Lighthouse work (issue #20). Loads the page from dist/h5 (served by the reference server on
// loopback with a fresh database) in Chromium at a phone size with the CPU slowed 4x as
// Lighthouse's mobile run does, records a CPU profile, and prints:
// - every task over 50 ms (the ones that make Total Blocking Time), with its start and length;
// - the self time by source module, when the build has source maps (`SOURCEMAP=1 npm run
//   build:h5`), else by script file.
// The figures are observed times on this machine (x4), not Lighthouse's simulation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { launchChromium, PHONE } from './lib/browser.mjs';
import { startServerProcess } from './lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const h5Dir = process.env.PROFILE_H5_DIR ?? path.join(root, 'dist/h5');
const pagePath = process.argv[2] ?? '/';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8',
  'blink',
  'disabled-by-default-devtools.timeline',
];

const SETTLE_MS = Number(process.env.PROFILE_SETTLE_MS ?? 6000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-profile-'));
const server = await startServerProcess({ dataDir, h5Dir });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  // PROFILE_LANGUAGE=pt: the page as a visitor who chose that language sees it.
  const language = process.env.PROFILE_LANGUAGE;
  if (language) {
    await page.addInitScript((chosen) => {
      localStorage.setItem('language', JSON.stringify({ data: chosen }));
    }, language);
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(server.origin + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));

  const { profile } = await cdp.send('Profiler.stop');
  // PROFILE_DUMP=folder keeps the trace and the CPU profile (open them in Chromium's DevTools).
  if (process.env.PROFILE_DUMP) {
    fs.mkdirSync(process.env.PROFILE_DUMP, { recursive: true });
    fs.writeFileSync(path.join(process.env.PROFILE_DUMP, 'trace.json'), JSON.stringify(trace));
    fs.writeFileSync(
      path.join(process.env.PROFILE_DUMP, 'cpu.cpuprofile'),
      JSON.stringify(profile),
    );
  }
  const longTasks = await page.evaluate(() => window.__longTasks);
  const firstPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(`\n${pagePath}: tasks over 50 ms (start, length), 4x CPU; blocking ${blocking} ms`);
  for (const [start, duration] of longTasks) console.log(`  ${start} ms  ${duration} ms`);
  console.log('\neach task over 50 ms: what started it, and its self time by module (ms, 4x CPU):');
  for (const task of await longTaskModules(trace.traceEvents, profile, firstPaintMs)) {
    const parts = task.modules.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
    console.log(`  ${task.start} ms  ${task.duration} ms  ${task.cause}: ${parts}`);
  }
  console.log('\nmain thread by kind of work (ms, 4x CPU; self time of each trace event):');
  for (const [name, ms] of mainThreadByEvent(trace.traceEvents)) {
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
  }
  console.log('\nself time by module (ms, 4x CPU):');
  for (const [name, ms] of await selfTimeByModule(profile))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Self time of the renderer main thread's complete events, summed by event name (top 20). */
function mainThreadByEvent(events) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const own = events
    .filter(
      (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  for (const event of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= Math.min(event.dur, parent.ts + parent.dur - event.ts);
    const frame = { ts: event.ts, dur: event.dur, self: event.dur, name: event.name };
    stack.push(frame);
    frame.done = () => totals.set(frame.name, (totals.get(frame.name) ?? 0) + frame.self / 1000);
    event.frame = frame;
  }
  for (const event of own) event.frame.done();
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20);
}

/**
 * The renderer's tasks over 50 ms in the trace (the same clock as the CPU profile's samples):
 * start (from the navigation), length, the first event it ran (a script's evaluation and its file,
 * a timer, a fetch's answer) and the profile's self time in it by module (top 6).
 */
async function longTaskModules(events, profile, firstPaintMs) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  // The trace has no navigationStart in these categories: its first contentful paint, less the
  // page's own reading of that paint's time, is the navigation's start on the trace's clock.
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint');
  const navigation = fcp ? fcp.ts - firstPaintMs * 1000 : 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  const out = [];
  for (const task of tasks) {
    const inside = onMain.filter(
      (event) =>
        event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur,
    );
    const first = inside.sort((a, b) => a.ts - b.ts)[0];
    const data = first?.args?.data ?? {};
    const detail = data.url ? ` ${new URL(data.url, 'http://x').pathname}` : '';
    const modules = await selfTimeByModule(profile, [task.ts, task.ts + task.dur]);
    out.push({
      start: Math.round((task.ts - navigation) / 1000),
      duration: Math.round(task.dur / 1000),
      cause: `${first?.name ?? '?'}${detail}`,
      modules: modules.filter(([name]) => name !== '((idle))').slice(0, 6),
    });
  }
  return out;
}

/**
 * The profile's self time, summed per source module (via source maps) or per script; within
 * `[from, to)` (µs, the trace's clock) when given.
 */
async function selfTimeByModule(profile, [from, to] = [-Infinity, Infinity]) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at >= to) continue;
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const consumers = new Map();
  const consumerOf = async (url) => {
    if (consumers.has(url)) return consumers.get(url);
    let consumer = null;
    const file = url.startsWith('http') ? path.join(h5Dir, new URL(url).pathname) : '';
    if (file && fs.existsSync(`${file}.map`)) {
      consumer = await new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    }
    consumers.set(url, consumer);
    return consumer;
  };
  const totals = new Map();
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id).callFrame;
    let name = frame.url
      ? new URL(frame.url, 'http://x').pathname
      : `(${frame.functionName || 'native'})`;
    const consumer = frame.url ? await consumerOf(frame.url) : null;
    if (consumer) {
      const original = consumer.originalPositionFor({
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      if (original.source) name = moduleName(original.source);
    }
    totals.set(name, (totals.get(name) ?? 0) + us / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
}

/** `webpack://x/./node_modules/react-dom/cjs/...` -> `react-dom`; app sources keep their path. */
function moduleName(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1];
  return source.replace(/^webpack:\/\/[^/]*\/\.?\/?/, '');
}
