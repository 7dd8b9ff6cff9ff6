import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contentEn } from '@/features/content/i18n/en';
import { contentPt } from '@/features/content/i18n/pt';
import { contentZhHans } from '@/features/content/i18n/zh-Hans';
import { contentZhHant } from '@/features/content/i18n/zh-Hant';
import { en } from '@/shared/i18n/locales/en';
import { pt } from '@/shared/i18n/locales/pt';
import { zhHans } from '@/shared/i18n/locales/zh-Hans';
import { zhHant } from '@/shared/i18n/locales/zh-Hant';
import { startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// Issue #14: the document's language and title, not-found and the favicon. The axe scan of every
// route (as a guest, and the signed-in routes as the demo visitor) is made in the walk of every
// route, every-route.test.ts.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

// A string, not a closure: tsx would add helpers the page does not have.
const DOCUMENT = `({ lang: document.documentElement.lang, title: document.title })`;

test('the document language and title follow the chosen language, and change with it', async () => {
  for (const [locale, messages] of [
    ['zh-Hant', zhHant],
    ['zh-Hans', zhHans],
    ['pt', pt],
    ['en', en],
  ] as const) {
    const page = await journey.open('/news', { locale });
    await waitForPage(
      page,
      `document.documentElement.lang === ${JSON.stringify(locale)} && document.title === ${JSON.stringify(messages.page.news)}`,
      { timeout: 8_000 },
    );
    await page.context().close();
  }

  // Switching on home changes both at once; a page opened after it keeps them.
  const page = await journey.open('/');
  await page.getByRole('button', { name: '語言' }).click();
  await page.locator('.taro__actionSheet').getByText('English').click();
  await waitForPage(
    page,
    `document.documentElement.lang === 'en' && document.title === ${JSON.stringify(en.page.home)}`,
  );
  await page.goto(`${journey.base}/news`);
  await waitForPage(page, `document.title === ${JSON.stringify(en.page.news)}`);
  assert.deepEqual(await page.evaluate(DOCUMENT), { lang: 'en', title: en.page.news });
  await page.context().close();
});

test('an unknown address shows not-found in the chosen language, with a way home', async () => {
  for (const [locale, messages, content] of [
    ['zh-Hant', zhHant, contentZhHant],
    ['zh-Hans', zhHans, contentZhHans],
    ['pt', pt, contentPt],
    ['en', en, contentEn],
  ] as const) {
    const page = await journey.open('/no/such/page', { locale });
    await page.getByRole('heading', { name: messages.page.notFound }).waitFor();
    await page.getByText(content.notFoundText).waitFor();
    assert.equal(await page.evaluate('document.title'), messages.page.notFound);
    await page.getByRole('button', { name: messages.common.home }).last().click();
    await page.locator('.home__subtitle').waitFor();
    await page.context().close();
  }
});

test('the favicon is served from the H5 build, and the page links the emblem in itself (#32)', async () => {
  const icon = await fetch(`${journey.base}/favicon.ico`);
  assert.equal(icon.status, 200);
  assert.equal(icon.headers.get('content-type'), 'image/png');
  const page = await journey.open('/');
  // Written into the document (no request beside the first screen's): the emblem's own SVG.
  const href = String(await page.evaluate(`document.querySelector('link[rel="icon"]').href`));
  assert.match(href, /^data:image\/svg\+xml,/);
  const svg = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, />80</);
  // The launch screen shows the same emblem, drawn by the browser (not a broken picture).
  const launch = await page.evaluate(`(() => {
    const img = new Image();
    img.src = document.querySelector('link[rel="icon"]').href;
    return img.decode().then(() => img.naturalWidth);
  })()`);
  assert.ok(Number(launch) > 0, `the emblem decodes (${launch})`);
  await page.context().close();
});
