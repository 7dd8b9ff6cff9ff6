import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../src/routes';
import { showRoute, startJourney, walkRoutes, type Journey, type OpenOptions } from './harness';

// Issue #14, "everyone can use it": every tap target of every route is at least 44x44 CSS px
// (WCAG 2.5.5, the size the issue asks for; inline links inside running text are exempt, as in
// 2.5.8), the tab bar labels are at least 12 px, and with the largest font size (SPEC §9) on a
// 320 px wide screen no control overlaps another, nothing sticks out sideways, no word breaks in
// the middle and no page title or placeholder is cut off.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

// Detail routes opened on a seeded record, so their controls are on screen (not the empty state).
const QUERY: Partial<Record<string, string>> = {
  newsDetail: '?id=1',
  activityDetail: '?id=1',
  voteDetail: '?id=1',
  giftDetail: '?id=1',
};
const pathOf = (route: (typeof ROUTES)[number]) => `/${route.path}${QUERY[route.name] ?? ''}`;
// A guest who opens a route marked auth is shown login, measured once on its own route.
const GUEST_PATHS = ROUTES.filter((route) => !route.auth).map(pathOf);
const SIGNED_IN_PATHS = [
  ...ROUTES.map(pathOf),
  // The address book opened from a gift exchange to choose where the gift goes.
  '/pages/adress/adress?select=1',
];

// Shared by the checks below, in the page: what a finger can tap, and which of it is on screen.
// A string, not a closure: tsx would add helpers the page does not have.
const TARGETS = `
  const SELECTOR = [
    'button', 'a[href]', 'input:not([type=hidden])', 'textarea', 'select',
    '[role=button]', '[role=link]', '[role=tab]', '[role=checkbox]', '[role=radio]',
    '[role=switch]', '[role=option]', '[role=menuitem]',
  ].join(',');
  const shown = (el) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    !el.closest('[aria-hidden=true], [inert]') &&
    el.getClientRects().length > 0;
  const targets = () => [...document.querySelectorAll(SELECTOR)].filter(shown);
  const describe = (el) => {
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '')
      .trim().replace(/\\s+/g, ' ').slice(0, 30);
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    const cls = (el.getAttribute('class') || '').split(' ')[0];
    return role + (cls ? '.' + cls : '') + (name ? ' "' + name + '"' : '');
  };
`;

interface Small {
  path: string;
  target: string;
  size: string;
}

// Each target's size: its own box, or the area a tap at its centre +-22 px still lands on it
// (padding, a pseudo-element hit area). Inline links inside running text are exempt (WCAG 2.5.8).
const MEASURE = `(async () => {
  ${TARGETS}
  const inRunningText = (el) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const parent = el.parentElement;
    return Boolean(parent && parent.textContent.trim().length > el.textContent.trim().length);
  };
  const hitArea = (el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const probes = [[-21, -21], [0, -21], [21, -21], [-21, 0], [21, 0], [-21, 21], [0, 21], [21, 21]];
    return probes.every(([dx, dy]) => {
      const hit = document.elementFromPoint(x + dx, y + dy);
      return Boolean(hit && (hit === el || el.contains(hit)));
    });
  };
  const small = [];
  for (const el of targets()) {
    if (inRunningText(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width >= 43.5 && box.height >= 43.5) continue;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    await new Promise((done) => requestAnimationFrame(done));
    if (hitArea(el)) continue;
    small.push({ target: describe(el), size: Math.round(box.width) + 'x' + Math.round(box.height) });
  }
  return small;
})()`;

// Controls that overlap (nested ones aside, and only within one layer: content scrolls under a
// fixed bar by design), and boxes that stick out of the screen without a scrolling or clipping
// parent to hold them.
const LAYOUT = `(() => {
  ${TARGETS}
  const layer = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return document.body;
  };
  // The part of the screen an element's scrolling or clipping boxes (its own included) show:
  // a list scrolls under the tab bar.
  const clipOf = (el) => {
    let [left, top, right, bottom] = [-Infinity, -Infinity, Infinity, Infinity];
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom };
  };
  const within = (box, clip) => ({
    left: Math.max(box.left, clip.left),
    top: Math.max(box.top, clip.top),
    right: Math.min(box.right, clip.right),
    bottom: Math.min(box.bottom, clip.bottom),
  });
  const shownBox = (el) => within(el.getBoundingClientRect(), clipOf(el.parentElement));
  const boxes = targets().map((el) => ({ el, box: shownBox(el), layer: layer(el) }));
  const overlaps = [];
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 1 && height > 1) overlaps.push(describe(a.el) + ' / ' + describe(b.el));
    }
  }
  const width = document.documentElement.clientWidth;
  const held = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow !== 'visible') {
        const box = node.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
    }
    return false;
  };
  const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null);
  const outside = [];
  for (const el of page ? page.querySelectorAll('*') : []) {
    if (!el.checkVisibility() || el.getClientRects().length === 0) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
    if (outside.some((parent) => parent.contains(el)) || held(el)) continue;
    outside.push(el);
  }
  // Text drawn under a control that does not hold it (a label the control covers).
  const covered = [];
  const textWalker = document.createTreeWalker(page || document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent || !parent.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(parent);
    for (const line of range.getClientRects()) {
      const rect = within(line, clip);
      const control = boxes.find(({ el, box, layer: at }) =>
        !el.contains(parent) && at === layer(parent) &&
        Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 2 &&
        Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 2);
      if (control) {
        covered.push('"' + node.data.trim().slice(0, 30) + '" under ' + describe(control.el));
        break;
      }
    }
  }
  // A word of Latin letters split over two lines ("distin-/tivos" without the hyphen). An e-mail
  // address or a link is one long token with no place to break: it may break anywhere.
  const broken = [];
  const walker = document.createTreeWalker(page || document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !node.parentElement.checkVisibility()) continue;
    for (const word of node.data.matchAll(/(?<![@./\\p{L}\\p{N}])[\\p{Script=Latin}\\p{N}]{2,}(?![@/\\p{L}\\p{N}]|\\.\\p{L})/gu)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      if (lines.size > 1) broken.push(describe(node.parentElement) + ': "' + word[0] + '"');
    }
  }
  // A placeholder wider than its one-line box: the hint is cut off mid-word.
  const cutHints = [];
  const pen = document.createElement('canvas').getContext('2d');
  for (const input of page ? page.querySelectorAll('input[placeholder]') : []) {
    if (input.value || !input.placeholder || !input.checkVisibility()) continue;
    const style = getComputedStyle(input, '::placeholder');
    pen.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
    const box = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    const needed = pen.measureText(input.placeholder).width;
    if (needed > room + 1) cutHints.push(describe(input) + ' "' + input.placeholder + '" ' + Math.round(needed) + ' px in ' + Math.round(room));
  }
  const title = page && page.querySelector('.nav-bar__title');
  return {
    cutHints,
    overlaps: [...overlaps, ...covered],
    broken,
    // The title may take two lines; more would be clipped.
    cutTitle: title && title.scrollHeight > 2 * parseFloat(getComputedStyle(title).lineHeight) + 4 ? title.textContent : '',
    outside: outside.map((el) => describe(el) + ' ' + Math.round(el.getBoundingClientRect().left) + '..' + Math.round(el.getBoundingClientRect().right)),
    scrollWidth: document.scrollingElement.scrollWidth,
    width,
  };
})()`;

async function eachRoute<T>(
  paths: string[],
  signedIn: boolean,
  options: OpenOptions,
  measure: (page: Page, path: string) => Promise<T[]>,
): Promise<T[]> {
  const page = await journey.open('/', options);
  if (signedIn) await journey.signIn(page);
  const found = await walkRoutes(page, journey.base, paths, measure);
  await page.context().close();
  return found;
}

async function smallTargets(paths: string[], signedIn: boolean): Promise<Small[]> {
  return eachRoute(paths, signedIn, {}, async (page, path) => {
    const small = (await page.evaluate(MEASURE)) as Omit<Small, 'path'>[];
    return small.map((each) => ({ path, ...each }));
  });
}

function checkTargets(small: Small[], who: string): void {
  const lines = small.map((each) => `  ${each.path}  ${each.size}  ${each.target}`);
  assert.equal(small.length, 0, `tap targets under 44x44 px (${who}):\n${lines.join('\n')}`);
}

test('every tap target of every route is at least 44x44 px, as a guest', async () => {
  checkTargets(await smallTargets(GUEST_PATHS, false), 'guest');
});

test('every tap target of every signed-in route is at least 44x44 px, as the demo visitor', async () => {
  checkTargets(await smallTargets(SIGNED_IN_PATHS, true), 'demo');
});

test('the tab bar labels are at least 12 px', async () => {
  const page = await journey.open('/news');
  await page.locator('.weui-tabbar__label').first().waitFor();
  const sizes = (await page.evaluate(
    `[...document.querySelectorAll('.weui-tabbar__label')].map((label) => parseFloat(getComputedStyle(label).fontSize))`,
  )) as number[];
  assert.equal(sizes.length, 4);
  for (const size of sizes) assert.ok(size >= 12, `tab bar label of ${size} px`);
  await page.context().close();
});

interface Layout {
  overlaps: string[];
  broken: string[];
  cutTitle: string;
  cutHints: string[];
  outside: string[];
  scrollWidth: number;
  width: number;
}

async function narrowLayout(paths: string[], signedIn: boolean, locale: string): Promise<string[]> {
  const options: OpenOptions = { width: 320, fontSize: 'large', locale };
  return eachRoute(paths, signedIn, options, async (page, path) => {
    const layout = (await page.evaluate(LAYOUT)) as Layout;
    return [
      ...layout.overlaps.map((pair) => `${path}  overlap  ${pair}`),
      ...layout.outside.map((box) => `${path}  outside  ${box}`),
      ...layout.broken.map((word) => `${path}  word broken  ${word}`),
      ...layout.cutHints.map((hint) => `${path}  placeholder cut off  ${hint}`),
      ...(layout.cutTitle ? [`${path}  title cut off  ${layout.cutTitle}`] : []),
      ...(layout.scrollWidth > layout.width
        ? [`${path}  page scrolls sideways (${layout.scrollWidth} > ${layout.width})`]
        : []),
    ];
  });
}

for (const locale of ['pt', 'en', 'zh-Hant']) {
  test(`at 320 px with the large font (${locale}) no overlap, overflow, broken word, cut title or cut placeholder`, async () => {
    const problems = [
      ...(await narrowLayout(GUEST_PATHS, false, locale)),
      ...(await narrowLayout(SIGNED_IN_PATHS, true, locale)),
    ];
    assert.equal(problems.length, 0, `320 px, large font, ${locale}:\n${problems.join('\n')}`);
  });
}

test('text boxes draw in the app font, not the browser default', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  for (const path of ['/pages/login/login', '/pages/adress/addEdit', '/pages/vote/vote']) {
    await showRoute(page, journey.base + path);
    const fonts = (await page.evaluate(`(() => {
      const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null);
      return {
        app: getComputedStyle(document.body).fontFamily,
        boxes: [...page.querySelectorAll('input, textarea')].map((box) => getComputedStyle(box).fontFamily),
      };
    })()`)) as { app: string; boxes: string[] };
    assert.ok(fonts.boxes.length > 0, `${path} shows a text box`);
    for (const font of fonts.boxes) assert.equal(font, fonts.app, path);
  }
  await page.context().close();
});

test('a tab drawn as a View is reached with Tab and chosen with Enter or Space', async () => {
  const page = await journey.open('/news');
  const tabs = page.getByRole('tab');
  await tabs.nth(2).waitFor();
  await page.keyboard.press('Tab');
  // Tab moves through the page until it reaches the second category.
  for (let step = 0; step < 30; step += 1) {
    if (await tabs.nth(1).evaluate((tab) => tab === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    `document.querySelectorAll('[role=tab]')[1].getAttribute('aria-selected') === 'true'`,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await page.waitForFunction(
    `document.querySelectorAll('[role=tab]')[2].getAttribute('aria-selected') === 'true'`,
  );
  assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'false');
  await page.context().close();
});
