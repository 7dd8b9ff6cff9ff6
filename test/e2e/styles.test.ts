import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { voteTabZhHant } from '@/features/contest/i18n/vote/zh-Hant';
import { giftsZhHant } from '@/features/gifts/i18n/gifts/zh-Hant';
import { ROUTES } from '../../src/routes';
import { startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// Issue #21 "The contest loses its buttons": on H5 every page chunk carried its own copy of the
// shared components' rules, so opening Settings after the contest re-applied
// `.native-button { background: none; border: 0 }` over the contest's own buttons. A page's
// styles must not change another page's: after a visitor has been through every route of SPEC §2
// in one session, the contest's and the gift detail's buttons look as they do on a fresh load.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

// Strings, not closures: tsx would add helpers the page does not have.
/**
 * The page of `path` is on the screen and drawn (the router names each page after the path it
 * opened, "/gift?stamp=AB"): the page left behind may still be showing when the address changes.
 */
const DRAWN_AT = (path: string) => `[...document.querySelectorAll('.taro_page')].some((page) =>
  page.offsetParent !== null && page.id.split('?')[0] === ${JSON.stringify(path)} &&
  Boolean(page.querySelector('.nav-bar__title') || page.querySelector('.home__subtitle') || page.querySelector('[data-screen]')))`;
const PROPERTIES = [
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-radius',
  'padding-top',
  'padding-left',
  'font-size',
  'font-weight',
  'height',
  'opacity',
];
/** The buttons of the page that holds the element (the thing the visitor waited for). */
const buttonsOfPageHolding = new Function(
  'element',
  'properties',
  `const page = element.closest('.taro_page') || document.body;
  return [...page.querySelectorAll('button, [role="button"]')].map((button) => {
    const style = getComputedStyle(button);
    const name = (button.getAttribute('aria-label') || button.textContent || '').trim();
    return [name, properties.map((key) => key + ': ' + style.getPropertyValue(key)).join('; ')];
  });`,
) as (element: Element, properties: string[]) => [string, string][];

/** Goes to a path the way the app's own links do (history, no reload), and waits for its screen. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`(() => {
    history.pushState({}, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  })()`);
  // Its own page, not the one it leaves: the next step of a walk must not start while the router
  // is still loading this one (two loads at once left the router showing the wrong page).
  await waitForPage(
    page,
    `location.pathname + location.search === ${JSON.stringify(path)} && ${DRAWN_AT(path)}`,
    { timeout: 10_000 },
  );
}

// Scoped to what is on the screen: after a walk by history the router keeps earlier pages in the
// document, hidden, and may leave a kept tab page showing beside the current one; the page
// measured is the one that holds what the visitor waited for.
const shown = (page: Page) => page.locator('.taro_page:visible');

/** Opens the first gift of the gift list, as a visitor taps it (a new page, not one kept earlier). */
async function openFirstGift(page: Page): Promise<void> {
  await page.locator('.gift-list [role="list"] [role="link"]:visible').first().click();
}

/**
 * The shown page's buttons, each kind once ("name: styles"), once the screen has drawn a named
 * button: a list may still be drawing its later items, which look like its first ones.
 */
async function buttonStyles(page: Page, ready: (page: Page) => Locator): Promise<string[]> {
  const waitedFor = ready(page).first();
  await waitedFor.waitFor();
  const buttons = await waitedFor.evaluate(buttonsOfPageHolding, PROPERTIES);
  return [...new Set(buttons.map(([name, style]) => `${name}: ${style}`))].sort();
}

const CONTEST = '/vote';
const GIFTS = '/gift';
// A button each screen draws only once all its data is in (zh-Hant, the source locale): the
// votes left today (the contest's info) and the delivery address (the visitor's address book),
// so both loads are measured in the same state.
const CONTEST_READY = (page: Page) => shown(page).getByRole('button', { name: /今日剩/ });
const GIFT_READY = (page: Page) =>
  shown(page)
    .getByRole('button', { name: giftsZhHant.changeAddress })
    .getByText(/陳大文/);

test("a page's styles do not change another page's buttons (every route, one session)", async () => {
  const fresh = await journey.open('/');
  await journey.signIn(fresh);
  await fresh.goto(journey.base + CONTEST);
  const contestFresh = await buttonStyles(fresh, CONTEST_READY);
  await fresh.goto(journey.base + GIFTS);
  await openFirstGift(fresh);
  const giftFresh = await buttonStyles(fresh, GIFT_READY);
  assert.ok(contestFresh.length >= 4, `the contest drew ${contestFresh.length} buttons`);

  const walker = await journey.open('/');
  await journey.signIn(walker);
  await walker.goto(journey.base + '/');
  // The four tabs as a visitor reaches them, by the tab bar (kept pages the router shows and
  // hides itself), then every other route by history.
  const bar = walker.locator('.taro-tabbar__tabbar');
  for (const tab of ['資訊', '我的', '大賽']) {
    await bar.getByRole('link', { name: tab }).click();
    await walker.locator(`.taro-tabbar__tabbar [aria-current="page"]`).getByText(tab).waitFor();
  }
  await walker.getByRole('button', { name: voteTabZhHant.vote.search }).first().waitFor();
  const missed: string[] = [];
  for (const route of ROUTES) {
    if (route.name === 'notFound' || route.tab !== undefined) continue;
    const path = route.aliases.find((alias) => alias !== '/') ?? `/${route.path}`;
    await goInApp(walker, path).catch(() => missed.push(path));
  }
  // The walk of every route proves each route opens; here each only has to load its stylesheet.
  assert.ok(missed.length < 5, `routes not drawn in the walk: ${missed.join(', ')}`);

  await goInApp(walker, GIFTS);
  await openFirstGift(walker);
  assert.deepEqual(await buttonStyles(walker, GIFT_READY), giftFresh);
  await goInApp(walker, CONTEST);
  assert.deepEqual(await buttonStyles(walker, CONTEST_READY), contestFresh);
});

// Issue #21: the points centre's four shortcuts were empty coloured circles.
test("each of the points centre's shortcuts draws its icon", async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  await page.goto(`${journey.base}/points`);
  const shortcuts = page.getByRole('navigation').getByRole('link');
  await shortcuts.first().waitFor();
  assert.equal(await shortcuts.count(), 4);
  for (const link of await shortcuts.all()) {
    const icon = await link.evaluate(
      (element) => getComputedStyle(element.firstElementChild as Element).backgroundImage,
    );
    assert.match(icon, /^url\("data:image\/svg\+xml/, `${await link.textContent()}: ${icon}`);
  }
});

// Issue #21, SPEC §9: a page whose chunk has not arrived after the 60 s page load timeout shows
// the app's load error page (only webpack's 120 s chunk timeout did), with a retry.
test('a page that has not loaded after 60 s shows the load error page', async () => {
  const page = await journey.open('/');
  await page.getByRole('link', { name: '積分中心' }).waitFor();
  await page.clock.install();
  // Every script asked for from now on hangs: the next page's chunk never arrives.
  await page.route(/\/js\/.*\.js$/, () => undefined);
  await page.getByRole('link', { name: '積分中心' }).click();
  await page.clock.fastForward(59_000);
  assert.equal(await page.getByRole('alert').filter({ hasText: '頁面加載失敗' }).count(), 0);
  await page.clock.fastForward(2_000);
  const error = page.getByRole('alert').filter({ hasText: '頁面加載失敗，請重試' });
  await error.waitFor();
  await error.getByRole('button', { name: '重試' }).waitFor();
});
