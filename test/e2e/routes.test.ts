import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { addressZhHant } from '@/features/address/i18n/zh-Hant';
import { ROUTES, type RouteName } from '../../src/routes';
import { startJourney, type Journey } from './harness';

// SPEC §2 on H5: every page opens at its own path (/pages/adress/adress, as the mini-program and
// shared links write it) and at each of its aliases (/adress), for a visitor who is logged in.

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

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

// A string, not a closure: tsx would add helpers the page does not have.
const SHOWN = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((each) => each.offsetParent !== null);
  if (!page) return '';
  const title = page.querySelector('.nav-bar__title');
  if (title) return title.textContent.trim();
  return page.querySelector('.home__subtitle') ? 'home' : '';
})()`;

test('every route opens at its own path and at each alias (H5)', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);

  const wrong: string[] = [];
  let opened = 0;
  for (const route of ROUTES) {
    const expected =
      route.name === 'home' ? 'home' : (OWN_TITLES[route.name] ?? zhHant.page[route.name]);
    for (const path of [`/${route.path}`, ...route.aliases]) {
      await page.goto(journey.base + path);
      try {
        const shown = PAGE_INFO_TITLES.has(route.name)
          ? `(() => { const t = ${SHOWN}; return t !== '' && t !== 'home'; })()`
          : `${SHOWN} === ${JSON.stringify(expected)}`;
        await page.waitForFunction(shown, undefined, { timeout: 8_000 });
        opened += 1;
      } catch {
        wrong.push(`${path}: showed "${String(await page.evaluate(SHOWN))}", not "${expected}"`);
      }
    }
  }
  assert.deepEqual(wrong, []);
  assert.equal(opened, ROUTES.length + ROUTES.reduce((n, route) => n + route.aliases.length, 0));
});
