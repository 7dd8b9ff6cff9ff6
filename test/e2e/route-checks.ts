// The checks the walk of every route (every-route.test.ts) makes on each page it shows, moved
// from the files that each walked every route on its own (issue #14: axe, tap targets, the
// 320 px layouts; SPEC §2: each route opens at its paths). Each returns its problems on the page
// shown, one line each, starting with the path, so a failure names the route and the check.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { addressZhHant } from '@/features/address/i18n/zh-Hant';
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import type { RouteDef, RouteName } from '../../src/routes';
import { waitForPage } from './wait';

/** axe-core's rule sets of issue #14, and the impacts that fail it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  path: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// What a person reads is the page at rest: the app's document (its language and title set) and
// nothing fading in or out.
const AT_REST = `(() => {
  if (!document.documentElement.lang || !document.title || !document.getElementById('app')) return false;
  return !document.getAnimations().some((animation) =>
    animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
})()`;

// Taro's toast is a passing message over the page, not the page: it fades in and out (0.2 s each
// way) from a timer of its own, so a scan may meet it at any opacity, and axe measured a half-faded
// "not found" as text of too little contrast (CI, /pages/gift/detail; /pages/record/detail here).
// Shown, it is white on 70 % black over the app's background, about 7:1.
const PASSING = '.taro__toast';

/** The route shown on `page`, checked by axe (every finding; `blocking` picks those that fail). */
export async function scanAxe(page: Page, path: string): Promise<AxeFinding[]> {
  // A page that never comes to rest is scanned as it is, and its findings say what is wrong.
  await waitForPage(page, AT_REST, { timeout: 10_000 }).catch(() => undefined);
  // Legacy mode runs axe in the page itself; the default runs each frame apart and joins the
  // parts in a blank page of its own, one more page per scan beside the walkers'.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude(PASSING)
    .setLegacyMode()
    .analyze();
  const shown = `(shown: ${page.url()}, lang "${await page.evaluate('document.documentElement.lang')}", title "${await page.title()}")`;
  return violations.map((violation) => ({
    path,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    // The document-wide rules name only <html>: say which document it was.
    help: violation.nodes.some((node) => node.target.join(' ') === 'html')
      ? `${violation.help} ${shown}`
      : violation.help,
    targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
  }));
}

export const blocking = (findings: AxeFinding[]): AxeFinding[] =>
  findings.filter((finding) => BLOCKING.has(finding.impact));

export function axeReport(findings: AxeFinding[]): string {
  const byImpact = new Map<string, number>();
  for (const finding of findings) {
    byImpact.set(finding.impact, (byImpact.get(finding.impact) ?? 0) + 1);
  }
  const lines = findings.map(
    (f) =>
      `  ${f.impact.padEnd(8)} ${f.path} ${f.id}: ${f.help}\n      ${f.targets.join('\n      ')}`,
  );
  return `${[...byImpact].map(([impact, n]) => `${impact} ${n}`).join(', ') || 'none'}\n${lines.join('\n')}`;
}

// Shared by the tap target and layout checks, in the page: what a finger can tap, and which of it is on screen.
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
  // Words wider than their own box (a button's label in a large font): clipped, or spilling over
  // the box's edge, with no ellipsis to say so (issue #27's "Votar (5 hoje").
  const cutText = [];
  for (const el of page ? page.querySelectorAll('*') : []) {
    if (!el.checkVisibility()) continue;
    const own = [...el.childNodes].some((node) => node.nodeType === 3 && node.data.trim());
    if (!own || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    if (getComputedStyle(el).textOverflow === 'ellipsis') continue;
    cutText.push(describe(el) + ' "' + el.textContent.trim().slice(0, 40) + '" ' + el.scrollWidth + ' px in ' + el.clientWidth);
  }
  const title = page && page.querySelector('.nav-bar__title');
  return {
    cutHints,
    cutText,
    overlaps: [...overlaps, ...covered],
    broken,
    // The title keeps to one line of the bar, its end an ellipsis (issue #27: a second line of
    // the large font overflowed the 44 px bar).
    cutTitle: title && title.getBoundingClientRect().height > parseFloat(getComputedStyle(title).lineHeight) + 2 ? title.textContent : '',
    outside: outside.map((el) => describe(el) + ' ' + Math.round(el.getBoundingClientRect().left) + '..' + Math.round(el.getBoundingClientRect().right)),
    scrollWidth: document.scrollingElement.scrollWidth,
    width,
  };
})()`;

/** Tap targets of the page shown under 44x44 px (issue #14, WCAG 2.5.5): "path  size  target". */
export async function smallTargets(page: Page, path: string): Promise<string[]> {
  const small = (await page.evaluate(MEASURE)) as { target: string; size: string }[];
  return small.map((each) => `${path}  ${each.size}  ${each.target}`);
}

interface Layout {
  overlaps: string[];
  broken: string[];
  cutTitle: string;
  cutHints: string[];
  cutText: string[];
  outside: string[];
  scrollWidth: number;
  width: number;
}

/**
 * What is wrong with the layout of the page shown (opened at 320 px with the large font): overlaps,
 * boxes outside the screen, broken words, cut placeholders and labels, a title over one line,
 * sideways scrolling.
 */
export async function layoutProblems(page: Page, path: string): Promise<string[]> {
  const layout = (await page.evaluate(LAYOUT)) as Layout;
  return [
    ...layout.overlaps.map((pair) => `${path}  overlap  ${pair}`),
    ...layout.outside.map((box) => `${path}  outside  ${box}`),
    ...layout.broken.map((word) => `${path}  word broken  ${word}`),
    ...layout.cutHints.map((hint) => `${path}  placeholder cut off  ${hint}`),
    ...layout.cutText.map((text) => `${path}  text cut off  ${text}`),
    ...(layout.cutTitle ? [`${path}  title over one line  ${layout.cutTitle}`] : []),
    ...(layout.scrollWidth > layout.width
      ? [`${path}  page scrolls sideways (${layout.scrollWidth} > ${layout.width})`]
      : []),
  ];
}

/** Pages that title themselves by what they show; opened bare, addEdit adds an address. */
const OWN_TITLES: Partial<Record<RouteName, string>> = { addressEdit: addressZhHant.add };
/**
 * Pages of fixed text (page info): once the text has loaded the bar shows its own title, so either
 * the route's title or the text's is right (the route opened; which one shows is a matter of time).
 */
const PAGE_INFO_TITLES = new Set<RouteName>([
  'rules',
  'vrRule',
  'arRules',
  'voteRules',
  'constitution',
]);

// A string, not a closure: tsx would add helpers the page does not have.
const SHOWN = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null);
  if (!page) return '';
  const title = page.querySelector('.nav-bar__title');
  if (title) return title.textContent.trim();
  return page.querySelector('.home__subtitle') ? 'home' : '';
})()`;

/**
 * SPEC §2 on H5: the page opened at `path` (the route's own path or an alias, zh-Hant) is the
 * route's, by the title it shows (home: its subtitle). Empty when it is, else the one problem.
 */
export async function opensAs(page: Page, path: string, route: RouteDef): Promise<string[]> {
  const expected =
    route.name === 'home' ? 'home' : (OWN_TITLES[route.name] ?? zhHant.page[route.name]);
  const shown = PAGE_INFO_TITLES.has(route.name)
    ? `(() => { const t = ${SHOWN}; return t !== '' && t !== 'home'; })()`
    : `${SHOWN} === ${JSON.stringify(expected)}`;
  try {
    await waitForPage(page, shown, { timeout: 8_000 });
    return [];
  } catch {
    return [`${path}: showed "${String(await page.evaluate(SHOWN))}", not "${expected}"`];
  }
}
