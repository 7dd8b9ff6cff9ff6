import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

// A string, not a closure: tsx would add helpers the page does not have.
const ACTIVE_DOT = `[...document.querySelectorAll('.carousel__dot')].findIndex((dot) =>
  dot.classList.contains('carousel__dot--active'))`;

test('the first scripts arrive brotli-compressed (npm run build:h5 precompresses them)', async () => {
  const context = await journey.browser.newContext();
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) {
      encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'none');
    }
  });
  await page.goto(`${journey.base}/`);
  await page.locator('.home__subtitle').waitFor();
  assert.ok(encodings.size >= 2, [...encodings.keys()].join(', '));
  assert.deepEqual(
    [...encodings].filter(([, encoding]) => encoding !== 'br'),
    [],
  );
  await context.close();
});

test('home carousel (H5 scroll snapping): turns by itself, follows a swipe, opens a slide', async () => {
  const page = await journey.open('/');
  const slides = page.locator('.carousel__slide');
  await slides.first().waitFor();
  assert.ok((await slides.count()) >= 2, 'the seed has several carousel slides');
  assert.equal(await page.evaluate(ACTIVE_DOT), 0);

  // SPEC §9 autoplay: the second slide comes into view and its dot lights up.
  await waitForPage(page, `${ACTIVE_DOT} === 1`, { timeout: 10_000 });
  // ...and the smooth scroll comes to rest with that slide filling the track.
  await waitForPage(
    page,
    `(() => {
      const track = document.querySelector('.carousel__track');
      return Math.abs(track.scrollLeft - track.clientWidth) <= 2;
    })()`,
    { timeout: 5_000 },
  );
  const track = page.locator('.carousel__track');

  // A swipe is the browser's own scrolling; the dots follow it.
  const last = (await slides.count()) - 1;
  await track.evaluate(
    (element, index) => element.scrollTo({ left: index * element.clientWidth }),
    last,
  );
  await waitForPage(page, `${ACTIVE_DOT} === ${last}`, { timeout: 5_000 });

  // Each seeded slide links to a page of the app; a tap opens it.
  await slides.nth(last).locator('.carousel__image').click();
  await page.waitForURL((url) => url.pathname !== '/', { waitUntil: 'commit' });
  await page.locator('.nav-bar__title').waitFor();
});
