import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { showRoute, startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// Issue #14, "everyone can use it": the tab bar labels are at least 12 px, text boxes draw in the
// app font and a tab drawn as a View works from the keyboard. The 44x44 px tap targets of every
// route and the layout of every route at 320 px with the largest font are checked in the walk of
// every route, every-route.test.ts.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

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
  await waitForPage(
    page,
    `document.querySelectorAll('[role=tab]')[1].getAttribute('aria-selected') === 'true'`,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await waitForPage(
    page,
    `document.querySelectorAll('[role=tab]')[2].getAttribute('aria-selected') === 'true'`,
  );
  assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'false');
  await page.context().close();
});
