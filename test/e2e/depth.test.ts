import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { startJourney, type Journey } from './harness';

// The mini-program has no recursive templates: Taro unrolls base.wxml `baseLevel` times (set in
// config/index.ts to keep the main package small) and renders anything deeper through its comp
// component, which works but costs a component per subtree. The H5 DOM has the same component
// tree, so its depth is measured here: every screen must stay within the unrolled levels.
const BASE_LEVEL = Number(/baseLevel: (\d+)/.exec(readFileSync('config/index.ts', 'utf8'))?.[1]);

const GUEST_PAGES = ['/', '/news', '/vote', '/login', '/pages/login/register', '/forgetPwd'];
const USER_PAGES = [
  '/my',
  '/pages/my/my',
  '/pages/Security/Security',
  '/Security/edit',
  '/Security/editCompany',
  '/Security/resetPME',
  '/pages/adress/adress',
  '/pages/adress/addEdit',
  '/pages-my/setting',
  '/pages-my/info-setting',
  '/pages-my/upwd',
  '/pages-my/verify',
  '/pages-my/logoff',
];

// A string, not a closure: tsx would add helpers the page does not have. Every element under
// the page root is one Taro component of the mini-program (no screen writes HTML tags: on H5 a
// View is a div, a Text a span, others Taro's own elements), so the deepest element chain is
// the deepest component nesting. The inner parts of Taro's web components (the <img> of
// taro-image-core, the <input> of taro-input-core) count one level too: a safe over-estimate.
const DEPTH = `(() => {
  const root = document.querySelector('.taro_page:not([style*="display: none"])');
  let deepest = 0;
  const walk = (element, depth) => {
    deepest = Math.max(deepest, depth);
    for (const child of element.children) walk(child, depth + 1);
  };
  if (root) walk(root, 0);
  return deepest;
})()`;

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test(`no screen nests Taro components deeper than baseLevel (${BASE_LEVEL})`, async (t) => {
  assert.ok(BASE_LEVEL > 0, 'baseLevel is set in config/index.ts');
  const depths: Record<string, number> = {};
  const page = await journey.open('/');
  for (const path of [...GUEST_PAGES, ...USER_PAGES]) {
    if (path === USER_PAGES[0]) await journey.signIn(page);
    await page.goto(journey.base + path);
    // The page itself, not home or login: every page but home has the navigation bar.
    await page
      .locator(path === '/' ? '.home__subtitle' : '.nav-bar__title')
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, path, 'the page opened where it was asked');
    // Let the page's first calls answer and render their lists.
    await page.waitForLoadState('networkidle');
    depths[path] = (await page.evaluate(DEPTH)) as number;
  }
  t.diagnostic(`depths: ${JSON.stringify(depths)}`);
  const tooDeep = Object.entries(depths).filter(([, depth]) => depth > BASE_LEVEL);
  assert.deepEqual(tooDeep, [], JSON.stringify(depths));
  assert.ok(Math.max(...Object.values(depths)) >= 3, JSON.stringify(depths));
});
