import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { OPERATORS, openConsole, signInConsole } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #23 "Done means", the editor (server/API-admin.md "news"): a story written in the console
// in zh-Hant and en, scheduled a little ahead, is not in the H5 news before its time and appears
// at its time, in the languages it was written in. A visitor would wait for that minute; the
// journey moves its server's clock instead (startJourney's `clock`: the server runs in the test's
// process; a production server always reads the system clock): the real time while the story is
// written and saved, then held a second before the story's minute, then at it. The test waits for
// the title to appear, reloading as a visitor would, never for a time.

/** The server's time: the real one until the journey holds it at an instant. */
let heldAt: number | undefined;
const clock = { now: () => heldAt ?? Date.now() };

let journey: Journey;
before(async () => {
  journey = await startJourney({ clock });
});
after(() => journey.close());

/** "YYYY-MM-DDTHH:mm" of a time in Macau (UTC+8), as the console's time input takes it. */
const macauInput = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16);

/** Reloads the page until the text shows, as a visitor pulling to refresh would. */
async function appears(page: Page, text: string, deadline: number): Promise<void> {
  for (;;) {
    await page.reload();
    try {
      await page.getByRole('link', { name: text }).first().waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

test('an editor schedules a story that appears in the H5 news at its time, in its languages', async () => {
  const categories = (await (
    await fetch(`${journey.server.apiBase}/newsCategory/list?kind=news`)
  ).json()) as { data: { id: number; nameZht: string }[] };
  const category = categories.data[0];
  assert.ok(category, 'a news category is seeded');

  const stamp = Date.now() % 100_000;
  const zh = `和平紀念音樂會 ${stamp}`;
  const en = `Peace memorial concert ${stamp}`;

  // The visitor's news, open before the story is written.
  const h5 = await journey.open('/pages/news/news');
  await h5.getByRole('link').first().waitFor();

  const desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.editor);
  // The editor's menu: content, not the contest's works nor the orders.
  await desk.getByRole('menuitem', { name: '新聞及活動' }).waitFor();
  assert.equal(await desk.getByRole('menuitem', { name: '參賽作品' }).count(), 0);
  assert.equal(await desk.getByRole('menuitem', { name: '兌換訂單' }).count(), 0);

  await desk.getByRole('menuitem', { name: '新聞及活動' }).click();
  await desk.getByRole('link', { name: '新增' }).click();
  await desk.getByRole('combobox', { name: '分類' }).click();
  await desk.getByRole('option', { name: category.nameZht }).click();
  // A whole minute (the console's time input has minutes) well after the story is saved, even on a
  // busy machine: the clock is moved to it, so how far ahead costs nothing.
  const publishAt = Math.ceil((clock.now() + 10 * 60_000) / 60_000) * 60_000;
  await desk.getByLabel('發佈時間').fill(macauInput(publishAt));
  await desk.getByLabel('標題 · 繁體中文').fill(zh);
  await desk.getByRole('tab', { name: 'English' }).click();
  await desk.getByLabel('標題 · English').fill(en);
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByText('已新增').waitFor();
  await desk.getByRole('row').filter({ hasText: zh }).waitFor();

  // Before its time the story is not in the H5 news, nor in the visitors' API: just after it is
  // saved, and a second before its minute.
  const notYetShown = async () => {
    const listed = await (
      await fetch(
        `${journey.server.apiBase}/exhibitionNews/appPage?keyword=${encodeURIComponent(zh)}`,
      )
    ).json();
    assert.equal(
      (listed as { data: { total: number } }).data.total,
      0,
      'not served before its time',
    );
    await h5.reload();
    await h5.getByRole('link').first().waitFor();
    assert.ok(clock.now() < publishAt, 'checked before the publish time');
    assert.equal(await h5.getByRole('link', { name: zh }).count(), 0, 'not shown before its time');
  };
  await notYetShown();
  heldAt = publishAt - 1_000;
  await notYetShown();

  // At its time it appears, in zh-Hant; an English reader sees its English title.
  heldAt = publishAt;
  await appears(h5, zh, Date.now() + 60_000);
  assert.ok(clock.now() >= publishAt, 'shown at its time, not before');
  const english = await journey.open('/pages/news/news', { locale: 'en' });
  await english.getByRole('link', { name: en }).first().waitFor();
});
