// `npm run size`: what a visitor downloads. Prints the mini-program's main package and each
// sub-package (budgets: 420 KB, issue #32, and 150 KB), the H5 entry JavaScript, and the
// JavaScript that Chromium actually fetches to show home, news and the contest page (budget: 150 KB
// gzip).
// Run after both builds. `--check` exits non-zero when a budget is exceeded, or when a rule ships
// in more than one H5 stylesheet (issue #21: the copy loaded last overrides another page's rules).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, phoneContext } from './lib/browser.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { SRC, reachableFrom, roomOf } from './lib/import-graph.mjs';
import { repeatedRules } from './lib/css-repeats.mjs';

const KB = 1024;
const BUDGET = { main: 420 * KB, sub: 150 * KB, h5FirstLoadGzip: 150 * KB };
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const over = [];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Files the developer tools do not upload.
const notUploaded = (path) => path.endsWith('.LICENSE.txt') || path.endsWith('project.config.json');

function weappReport() {
  const root = 'dist/weapp';
  if (!existsSync(join(root, 'app.json')))
    return console.log('dist/weapp missing: run npm run build:weapp');
  const app = JSON.parse(readFileSync(join(root, 'app.json'), 'utf8'));
  const subs = (app.subPackages ?? []).map((pkg) => ({ root: pkg.root, name: pkg.name, bytes: 0 }));
  let main = 0;
  for (const file of files(root).filter((path) => !notUploaded(path))) {
    const rel = relative(root, file);
    const size = statSync(file).size;
    const pkg = subs.find((sub) => rel.startsWith(`${sub.root}/`));
    if (pkg) pkg.bytes += size;
    else main += size;
  }
  console.log('\nMini-program packages (dist/weapp)');
  const row = (label, bytes, budget) => {
    const flag = bytes > budget ? '  OVER BUDGET' : '';
    if (flag) over.push(label);
    console.log(`  ${label.padEnd(28)} ${kb(bytes).padStart(10)}   (budget ${kb(budget)})${flag}`);
  };
  row('main', main, BUDGET.main);
  for (const sub of subs)
    row(sub.name ? `${sub.root} (${sub.name})` : sub.root, sub.bytes, BUDGET.sub);
  console.log(
    `  ${'total'.padEnd(28)} ${kb(main + subs.reduce((s, x) => s + x.bytes, 0)).padStart(10)}`,
  );
}

async function h5Report() {
  const root = 'dist/h5';
  if (!existsSync(join(root, 'index.html')))
    return console.log('dist/h5 missing: run npm run build:h5');
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const sizeOf = (url) => {
    const body = readFileSync(join(root, new URL(url, 'http://x').pathname));
    return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  };
  const sum = (urls) =>
    urls
      .map(sizeOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const entrySize = sum(entry);
  console.log('\nH5 (dist/h5)');
  console.log(
    `  entry JavaScript (${entry.length} files)   raw ${kb(entrySize.raw)}   gzip ${kb(entrySize.gzip)}`,
  );

  const server = await serveStatic(`${process.cwd()}/${root}`);
  const browser = await launchChromium();
  try {
    for (const path of ['/', '/news', '/vote']) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      const scripts = new Set();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      // On a busy machine the page's chunk can come after the first quiet moment: wait for the
      // page itself to be drawn, then for the network to settle again.
      await page.waitForSelector('.taro_page .nav-bar__title, .taro_page .home__subtitle');
      await page.waitForLoadState('networkidle');
      const size = sum([...scripts]);
      const flag = size.gzip > BUDGET.h5FirstLoadGzip ? '  OVER BUDGET' : '';
      if (flag) over.push(`H5 ${path}`);
      console.log(
        `  first load ${path.padEnd(6)} (${scripts.size} files)   raw ${kb(size.raw)}   gzip ${kb(size.gzip)}   (budget ${kb(BUDGET.h5FirstLoadGzip)} gzip)${flag}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Which packages each room of the house (features/<name>, shared, rules) ends up in. */
function domainReport() {
  const app = JSON.parse(readFileSync('dist/weapp/app.json', 'utf8'));
  const pages = [
    ...app.pages.map((page) => ({ page, pkg: 'main' })),
    ...(app.subPackages ?? []).flatMap((sub) =>
      sub.pages.map((page) => ({ page: `${sub.root}/${page}`, pkg: sub.root })),
    ),
  ];
  const rooms = new Map();
  const add = (file, pkg) => {
    const room = roomOf(file);
    if (!rooms.has(room)) rooms.set(room, new Set());
    rooms.get(room).add(pkg);
  };
  for (const file of reachableFrom(join(SRC, 'app.tsx'))) add(file, 'main');
  for (const { page, pkg } of pages) {
    const route = join(SRC, `${page}.tsx`);
    if (existsSync(route)) for (const file of reachableFrom(route)) add(file, pkg);
  }
  console.log(
    '\nWhere each domain lands (src/ import graph over the packages of dist/weapp/app.json)',
  );
  for (const [room, pkgs] of [...rooms].sort(([a], [b]) => a.localeCompare(b))) {
    if (room === 'pages' || room === 'pages-my' || room === 'app') continue;
    const list = [...pkgs].sort((a, b) =>
      a === 'main' ? -1 : b === 'main' ? 1 : a.localeCompare(b),
    );
    console.log(`  ${room.padEnd(28)} ${list.join(', ')}`);
  }
}

/** Rules that ship in more than one stylesheet: on H5 the copy loaded last wins (issue #21). */
function stylesheetReport() {
  const read = (dir, ext) =>
    Object.fromEntries(
      files(dir)
        .filter((path) => path.endsWith(ext))
        .map((path) => [relative(dir, path), readFileSync(path, 'utf8')]),
    );
  const print = (label, found, total) => {
    console.log(
      `  ${label}: ${found.files} of ${total} stylesheets repeat a rule (${found.rules.length} rules)`,
    );
    for (const { rule, files: where } of found.rules.slice(0, 10)) {
      console.log(
        `    ${rule}  in ${where.length}: ${where.slice(0, 4).join(', ')}${where.length > 4 ? ', …' : ''}`,
      );
    }
  };
  console.log('\nStylesheets');
  if (existsSync('dist/h5/css')) {
    const sheets = read('dist/h5/css', '.css');
    const found = repeatedRules(sheets);
    print('H5 dist/h5/css', found, Object.keys(sheets).length);
    if (found.rules.length) over.push('H5 stylesheets repeat rules');
  }
  // The mini-program scopes a page's wxss to its page, so a repeat there costs bytes, not looks:
  // printed to watch, not a failure.
  if (existsSync('dist/weapp/app.wxss')) {
    const sheets = read('dist/weapp', '.wxss');
    print(
      'mini-program dist/weapp (app.wxss and pages)',
      repeatedRules(sheets),
      Object.keys(sheets).length,
    );
  }
}

weappReport();
if (existsSync('dist/weapp/app.json')) domainReport();
stylesheetReport();
await h5Report();
console.log(over.length ? `\nOver budget: ${over.join(', ')}` : '\nAll within budget.');
if (over.length && process.argv.includes('--check')) process.exit(1);
