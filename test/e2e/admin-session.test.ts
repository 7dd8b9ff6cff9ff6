import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginDemo } from '../server/helpers/harness';
import { OPERATORS, openConsole, signInConsole, totp, type DemoOperator } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #29 (high): an action that failed never says it succeeded. A session that ends mid-work
// (idle past ADMIN_IDLE_MINUTES, 30 by default) refuses the next call with 401; the console says
// the session ended, shows no success, keeps the screen and what was typed, and after the sign-in
// the operator is on the same screen and finishes the work. Waiting half an hour is what an
// operator does; the journey moves its server's clock past the idle time instead (startJourney's
// `clock`, as admin-editor.test.ts does).

let heldAt: number | undefined;
const clock = { now: () => heldAt ?? Date.now() };
/** The server's clock jumps past the idle time from the session's last call. */
const idleAway = () => {
  heldAt = clock.now() + 31 * 60_000;
};

let journey: Journey;
before(async () => {
  journey = await startJourney({ clock });
});
after(() => journey.close());

/** Signs in again in the dialog over the screen, with the code for the server's time. */
async function signInAgain(page: Page, operator: DemoOperator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '閒置太久，登入已結束，請重新登入。' });
  await dialog.getByLabel('密碼').fill(operator.password);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByLabel('驗證碼（6 位數字）').fill(totp(operator.secret, clock.now()));
  await dialog.getByRole('button', { name: '登入' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a moderator whose session ended sees no success, the work stays pending, and approves it after signing in again', async () => {
  const visitor = await loginDemo(journey.server.apiBase);
  const title = `停電夜讀 ${Date.now() % 100_000}`;
  const submitted = await fetch(`${journey.server.apiBase}/votePlayer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: visitor.token },
    body: JSON.stringify({ groupId: 1, title, slogan: `燈下的書 ${title}`, authorName: '陳大文' }),
  });
  const work = (await submitted.json()) as { code: number; data: { id: number } };
  assert.equal(work.code, 0);
  const status = async () =>
    (
      (await (
        await fetch(`${journey.server.apiBase}/votePlayer/public/detail/${work.data.id}`, {
          headers: { token: visitor.token },
        })
      ).json()) as { data: { status: string } }
    ).data.status;

  const desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.moderator);
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  const row = desk.getByRole('row').filter({ hasText: title });
  await row.getByText('待審核').waitFor();
  const screen = desk.url();

  idleAway();
  await row.getByRole('button', { name: '通過' }).click();
  // The server's refusal, in words, and the sign-in over the same screen; never the success.
  await desk.getByText('閒置過久，請重新登入').waitFor();
  const dialog = desk.getByRole('dialog', { name: '閒置太久，登入已結束，請重新登入。' });
  await dialog.getByText('已輸入的內容都保留著').waitFor();
  assert.equal(await desk.getByText('作品已通過').count(), 0, 'no success for a refused call');
  assert.equal(desk.url(), screen, 'still on the works');
  assert.equal(await status(), 'pending', 'the work is still pending');

  await signInAgain(desk, OPERATORS.moderator);
  assert.equal(desk.url(), screen, 'back on the works');
  await row.getByText('待審核').waitFor();
  await row.getByRole('button', { name: '通過' }).click();
  await desk.getByText('作品已通過').waitFor();
  await row.waitFor({ state: 'detached' });
  assert.equal(await status(), 'approved');
});

test('an editor whose session ended keeps the edit, signs in again on the same form and saves it', async () => {
  // Each operator signs in at the real time, as in any other journey.
  heldAt = undefined;
  const desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.editor);
  await desk.getByRole('menuitem', { name: '新聞及活動' }).click();
  // The news list's own first story, not an empty row drawn while the stories load.
  await desk.waitForURL(/\/news(\?|$)/);
  const first = desk.getByRole('row').nth(1);
  await first.getByRole('cell').filter({ hasText: /\S/ }).first().waitFor();
  await first.getByRole('cell').nth(1).click();
  const titleField = desk.getByLabel('標題 · 繁體中文');
  await titleField.waitFor();
  const edited = `${await titleField.inputValue()}（更新 ${Date.now() % 100_000}）`;
  await titleField.fill(edited);
  const form = desk.url();

  idleAway();
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByText('閒置過久，請重新登入').waitFor();
  await desk.getByRole('dialog', { name: '閒置太久，登入已結束，請重新登入。' }).waitFor();
  assert.equal(await desk.getByText('已更新').count(), 0, 'no success for a refused save');

  await signInAgain(desk, OPERATORS.editor);
  assert.equal(desk.url(), form, 'back on the same form');
  assert.equal(await titleField.inputValue(), edited, 'what was typed is kept');
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByText('已更新').waitFor();
  // Saved: the list the save returns to shows the story under its new title.
  await desk.getByRole('row').filter({ hasText: edited }).waitFor();
});
