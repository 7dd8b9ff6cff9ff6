import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { workTextPt } from '@/features/contest/i18n/work/pt';
import { pt } from '@/shared/i18n/locales/pt';
import { startJourney, type Journey } from './harness';
import * as contestData from '../server/helpers/fixtures/contest';

// Issue #27 "Words and looks", in Chromium under the headers the server sends (CSP included), in
// Portuguese at 320 px with the large font: a 60-character link in a slogan wraps inside the work
// card and the work page; a work without pictures shows the contest's picture; sharing shows the
// app's toast only; the invitation poster says it is being drawn, then how to keep or close it.

const LINK = 'https://www.example.org/macau/victory80/slogans/obra/1234567';
const work = workTextPt.work;

let journey: Journey;
let workId: number;
before(async () => {
  journey = await startJourney();
  const { kysely } = journey.server.app.ctx;
  workId = (await contestData.firstApprovedWork(kysely)).id;
  await contestData.setSloganWithoutPictures(kysely, workId, LINK);
});
after(() => journey.close());

const open = (path: string) => journey.open(path, { locale: 'pt', fontSize: 'large', width: 320 });

/** How far `inner` reaches past `outer` on the right, in px (0 when it stays inside). */
async function overflow(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  assert.ok(a && b, 'both boxes are on screen');
  return Math.max(0, Math.round(a.x + a.width - (b.x + b.width)));
}

/** The picture has arrived and is drawn. */
const drawn = (image: Locator) =>
  image.evaluate(
    (img) =>
      new Promise<boolean>((resolve) => {
        const element = img as HTMLImageElement;
        if (element.complete) resolve(element.naturalWidth > 0);
        else {
          element.addEventListener('load', () => resolve(element.naturalWidth > 0), { once: true });
          element.addEventListener('error', () => resolve(false), { once: true });
        }
      }),
  );

test('a 60-character link in a slogan wraps inside its card, and a work without pictures shows the contest picture', async () => {
  assert.equal(LINK.length, 60);
  const page = await open('/pages/vote/vote');
  const card = page.getByRole('listitem', { name: LINK });
  await card.getByText(LINK).waitFor();
  assert.equal(await overflow(card.getByText(LINK), card), 0);
  const picture = card.locator('img');
  assert.match((await picture.getAttribute('src')) ?? '', /\/art\/slogan-contest\.png$/);
  assert.equal(await drawn(picture), true);
  await page.close();
});

test('on the work page the link wraps inside the screen', async () => {
  const page = await open(`/pages/vote/detail?id=${workId}`);
  const heading = page.getByRole('heading', { name: LINK });
  await heading.waitFor();
  assert.equal(await overflow(heading, page.locator('body')), 0);
  await page.close();
});

/** Records, from the page's first script on, whether a text ever appeared in it. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = { value: false };
    (window as unknown as { seenWatched: typeof seen }).seenWatched = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(watched)) seen.value = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

test("sharing a work copies its link with the app's own toast, never Taro's 内容已复制", async () => {
  const page = await open(`/pages/vote/detail?id=${workId}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: journey.base,
  });
  await watchFor(page, '内容已复制');
  await page.reload();
  await page.getByRole('button', { name: work.share }).click();
  await page.getByText(pt.common.linkCopied).waitFor();
  const seen = await page.evaluate(
    () => (window as unknown as { seenWatched: { value: boolean } }).seenWatched.value,
  );
  assert.equal(seen, false);
  assert.match(
    await page.evaluate(() => navigator.clipboard.readText()),
    /\/pages\/vote\/detail\?id=/,
  );
  await page.close();
});

test('the invitation poster: what is happening while it is drawn, then how to keep or close it', async () => {
  const page = await open(`/pages/vote/detail?id=${workId}`);
  await journey.signIn(page);
  await page.reload();
  await page.getByRole('button', { name: work.invite }).click();
  const dialog = page.getByRole('dialog', { name: work.poster });
  await dialog.waitFor();
  await dialog.getByText(work.posterHint).waitFor();
  assert.equal(await drawn(dialog.locator('img')), true);
  await dialog.getByRole('button', { name: work.posterClose }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.close();
});
