import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  OPERATORS,
  newVisitor,
  openConsole,
  signInConsole,
  submitWork,
  uploadPicture,
} from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #29, what a moderator needs: the whole work under review (title, slogan, author, cover and
// every album picture, each enlarged on a click); reject with the remark the author sees,
// withdraw an approved work, hide a work's text, and approve several works at once.

let journey: Journey;
/**
 * One signed-in console for every test here: a TOTP code is good once, and two sign-ins of the
 * moderator within one 30-second step would have the second refused (as it is for a person).
 */
let desk: Page;
before(async () => {
  journey = await startJourney();
  desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.moderator);
});
after(() => journey.close());

const stamp = Date.now() % 100_000;

test('a moderator reads a whole work with its album, rejects it; withdraws one, hides another', async () => {
  const token = await newVisitor(journey, `6829${String(stamp).padStart(4, '0').slice(-4)}`);
  const red = await uploadPicture(journey, token);
  const green = await uploadPicture(journey, token);
  const blue = await uploadPicture(journey, token);
  const album = `相冊之作 ${stamp}`;
  const albumId = await submitWork(journey, token, {
    title: album,
    slogan: `三張圖片的作品 ${stamp}`,
    cover: red,
    pictures: [green, blue],
  });
  const kept = `將撤下 ${stamp}`;
  const keptId = await submitWork(journey, token, { title: kept, slogan: `已通過的作品 ${stamp}` });
  const quiet = `將隱藏 ${stamp}`;
  await submitWork(journey, token, { title: quiet, slogan: `文字將隱藏 ${stamp}` });

  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  await desk.getByRole('tab', { name: '待審核', selected: true }).waitFor();

  // The whole work: a click on its row opens it with every picture.
  await desk.getByRole('row').filter({ hasText: album }).getByRole('cell', { name: album }).click();
  await desk.waitForURL(`**/admin/#/works/${albumId}/show`);
  await desk.getByText(`三張圖片的作品 ${stamp}`).waitFor();
  await desk.getByText('梁小明').first().waitFor();
  await desk.getByRole('button', { name: '放大：封面' }).waitFor();
  await desk.getByRole('button', { name: '放大：相冊第 1 張（共 2 張）' }).waitFor();
  await desk.getByRole('button', { name: '放大：相冊第 2 張（共 2 張）' }).click();
  const enlarged = desk.getByRole('dialog', { name: '相冊第 2 張（共 2 張）' });
  const picture = enlarged.getByRole('img', { name: '相冊第 2 張（共 2 張）' });
  await picture.waitFor();
  await desk.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await picture.elementHandle(),
  );
  await desk.keyboard.press('Escape');
  await enlarged.waitFor({ state: 'detached' });

  // Rejected with a remark the author will read.
  await desk.getByRole('button', { name: '駁回' }).click();
  const reject = desk.getByRole('dialog', { name: `駁回 #${albumId}` });
  await reject.getByLabel('駁回原因（作者會看到）').fill('圖片與比賽主題無關');
  await reject.getByRole('button', { name: '駁回' }).click();
  await desk.getByText('作品已駁回').waitFor();
  await desk.getByText('已駁回', { exact: true }).waitFor();

  // Approved, then withdrawn from the contest.
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  const keptRow = desk.getByRole('row').filter({ hasText: kept });
  await keptRow.getByRole('button', { name: '通過' }).click();
  await desk.getByText('作品已通過').waitFor();
  await desk.getByRole('tab', { name: '已通過' }).click();
  await keptRow.getByRole('button', { name: '撤下' }).click();
  const withdraw = desk.getByRole('dialog', { name: `撤下 #${keptId}` });
  await withdraw.getByLabel('撤下原因（選填）').fill('作者要求撤下');
  await withdraw.getByRole('button', { name: '撤下' }).click();
  await desk.getByText('作品已撤下').waitFor();
  await desk.getByRole('tab', { name: '已撤下' }).click();
  await keptRow.getByText('已撤下').waitFor();

  // A work's text hidden: the row offers to show it again.
  await desk.getByRole('tab', { name: '待審核' }).click();
  const quietRow = desk.getByRole('row').filter({ hasText: quiet });
  await quietRow.getByRole('button', { name: '隱藏文字' }).click();
  await desk.getByText('已更新文字顯示').waitFor();
  await quietRow.getByRole('button', { name: '顯示文字' }).waitFor();
});

test('a moderator approves several works at once and the approved tab lists them', async () => {
  const token = await newVisitor(journey, `6839${String(stamp).padStart(4, '0').slice(-4)}`);
  const titles = [1, 2, 3].map((n) => `一併通過 ${n} · ${stamp}`);
  for (const title of titles) await submitWork(journey, token, { title, slogan: title });

  // The works came in after the list was read: the moderator refreshes it.
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  await desk.getByRole('tab', { name: '待審核' }).click();
  await desk.getByRole('button', { name: '重新整理' }).click();
  for (const title of titles) {
    await desk.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
  }
  await desk.getByRole('button', { name: '全部通過' }).click();
  const dialog = desk.getByRole('dialog', { name: '全部通過' });
  await dialog.getByText('通過所選的 3 件作品？').waitFor();
  await dialog.getByRole('button', { name: '全部通過' }).click();
  await desk.getByText('已通過 3 件作品').waitFor();
  for (const title of titles) {
    await desk.getByRole('row').filter({ hasText: title }).waitFor({ state: 'detached' });
  }
  await desk.getByRole('tab', { name: '已通過' }).click();
  for (const title of titles) {
    await desk.getByRole('row').filter({ hasText: title }).getByText('已通過').waitFor();
  }
  const approved = (await desk.evaluate(`fetch('/exhibition-api/admin/works?perPage=100&filter=' +
    encodeURIComponent(JSON.stringify({ status: 'approved' }))).then((answer) => answer.json())`)) as {
    data: { titleZht: string }[];
  };
  assert.deepEqual(
    titles.filter((title) => approved.data.some((work) => work.titleZht === title)),
    titles,
  );
});
