import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginDemo } from '../server/helpers/harness';
import { OPERATORS, openConsole, placeOrder, signInConsole, totp } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #29: the console in Portuguese (chosen on the sign-in screen) shows no Chinese and no raw
// identifier on its lists (roles, permissions, periods, triggers, rules, kinds, audit actions in
// words); what cannot be undone asks first, and its "back" is not the action's word; every row's
// action is reached with Tab and done with Enter.

let journey: Journey;
let workTitle: string;
/** The admin's console, signed in once (a TOTP code is good once) in Portuguese. */
let desk: Page;
before(async () => {
  journey = await startJourney();
  const visitor = await loginDemo(journey.server.apiBase);
  workTitle = `鍵盤審核 ${Date.now() % 100_000}`;
  const submitted = await fetch(`${journey.server.apiBase}/votePlayer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: visitor.token },
    body: JSON.stringify({
      groupId: 1,
      title: workTitle,
      slogan: `和平 ${workTitle}`,
      authorName: '李明',
    }),
  });
  assert.equal(((await submitted.json()) as { code: number }).code, 0);
  // An order to ship, to be asked about before it is cancelled.
  await placeOrder(journey, visitor.token);
});
after(() => journey.close());

const CHINESE = /[\u3400-\u9fff]/;
/** Identifiers a person should never read: permissions, audit actions, rule ids. */
const RAW =
  /\b([a-z]+:(read|write|moderate|fulfil|stock|manage|votes|orders)|[a-z-]+\.(create|update|delete|approve|reject|ship|cancel|stock|password|reset-password)|[a-z]+_[a-z_]+)\b/;
/** A cell that is nothing but an identifier (a role, a period, a trigger, a kind). */
const RAW_CELL =
  /^(moderator|fulfilment|editor|admin|once|daily|client|read|ar|quiz|vote|signup|share|invite|news|activity)$/;

// Lists whose rows are the programme's own content, written in Portuguese too: nothing Chinese.
const PROGRAMME = [
  'missions',
  'badges',
  'badge-types',
  'news-categories',
  'roles',
  'quiz-questions',
];
// Lists of what people wrote or did (a visitor's title, an operator's name): the console's own
// words (headings, words for identifiers) are Portuguese; the people's text stays as written.
const PEOPLE = ['works', 'orders', 'operators', 'audit-log', 'news'];

async function listText(
  page: Page,
  resource: string,
): Promise<{ all: string; own: string; cells: string[] }> {
  await page.goto(`${journey.base}/admin/#/${resource}`);
  await page
    .getByRole('row')
    .nth(1)
    .or(page.getByText(/^(Ainda sem|Sem |Nenhum)/))
    .first()
    .waitFor();
  return page.evaluate(() => ({
    all: (document.querySelector('main') ?? document.body).innerText,
    own: Array.from(document.querySelectorAll('th, nav, header'))
      .map((each) => (each as HTMLElement).innerText)
      .join('\n'),
    cells: Array.from(document.querySelectorAll('td')).map((each) =>
      (each as HTMLElement).innerText.trim(),
    ),
  }));
}

test('in Portuguese the lists show no Chinese and no raw identifiers', async () => {
  desk = await openConsole(journey);
  await desk.getByLabel('語言').selectOption('pt');
  await desk.getByRole('heading', { name: 'Entrada na consola de gestão' }).waitFor();
  await desk.getByLabel('Conta (telefone)').fill(OPERATORS.admin.account);
  await desk.getByLabel('Palavra-passe').fill(OPERATORS.admin.password);
  await desk.getByRole('button', { name: 'Seguinte' }).click();
  await desk.getByLabel('Código (6 algarismos)').fill(totp(OPERATORS.admin.secret));
  await desk.getByRole('button', { name: 'Entrar' }).click();
  await desk.getByText(/^Hoje \(/).waitFor();

  const found: string[] = [];
  for (const resource of PROGRAMME) {
    const { all, cells } = await listText(desk, resource);
    const bare = cells.find((cell) => RAW_CELL.test(cell));
    if (bare) found.push(`${resource}: raw cell "${bare}"`);
    const chinese = all.split('\n').find((line) => CHINESE.test(line));
    if (chinese) found.push(`${resource}: Chinese "${chinese}"`);
    const raw = RAW.exec(all);
    if (raw) found.push(`${resource}: raw "${raw[0]}"`);
  }
  for (const resource of PEOPLE) {
    const { all, own, cells } = await listText(desk, resource);
    const bare = cells.find((cell) => RAW_CELL.test(cell));
    if (bare) found.push(`${resource}: raw cell "${bare}"`);
    const chinese = own.split('\n').find((line) => CHINESE.test(line));
    if (chinese) found.push(`${resource}: Chinese in the console's words "${chinese}"`);
    // A date is the console's writing, not a person's: in Portuguese, whatever the browser's
    // language (this browser's is zh-Hant).
    const chineseDate = cells.find((cell) => /\d/.test(cell) && /[上下]午|\d年/.test(cell));
    if (chineseDate) found.push(`${resource}: a date in Chinese "${chineseDate}"`);
    const raw = RAW.exec(all);
    if (raw) found.push(`${resource}: raw "${raw[0]}"`);
  }
  assert.deepEqual(found, []);
  // The words for the identifiers are there.
  await desk.goto(`${journey.base}/admin/#/roles`);
  await desk.getByRole('cell', { name: 'Moderador' }).waitFor();
  await desk
    .getByText(/Rever as obras/)
    .first()
    .waitFor();

  // Back to Chinese from the console's own language menu, for the next journeys.
  await desk.getByRole('button', { name: 'Português' }).click();
  await desk.getByRole('menuitem', { name: '繁體中文' }).click();
  await desk.getByRole('menuitem', { name: '營運人員' }).waitFor();
});

test('reset password and cancel ask first; their "back" is not the action', async () => {
  await desk.goto(`${journey.base}/admin/#/operators`);
  const row = desk.getByRole('row').filter({ hasText: OPERATORS.editor.account });
  await row.getByRole('button', { name: '重設密碼' }).click();
  const ask = desk.getByRole('dialog');
  await ask.getByText(/不能復原/).waitFor();
  await ask.getByRole('button', { name: '返回' }).click();
  await ask.waitFor({ state: 'detached' });
  assert.equal(await desk.getByText(/新的一次性密碼/).count(), 0, 'nothing was reset');
  // The editor's session and authenticator are untouched: the editor still signs in with a code.
  const editor = await openConsole(journey);
  await signInConsole(editor, OPERATORS.editor);

  await desk.goto(`${journey.base}/admin/#/orders`);
  await desk.getByRole('row').nth(1).waitFor();
  await desk.getByRole('button', { name: '取消並退回積分' }).first().click();
  const cancel = desk.getByRole('dialog');
  await cancel.getByText(/退回 .* 積分給訪客/).waitFor();
  assert.equal(await cancel.getByRole('button', { name: '取消', exact: true }).count(), 0);
  await cancel.getByRole('button', { name: '返回' }).click();
  await cancel.waitFor({ state: 'detached' });
});

test('a row and its actions are reached with Tab and done with Enter', async () => {
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  const row = desk.getByRole('row').filter({ hasText: workTitle });
  const approve = row.getByRole('button', { name: '通過' });
  await approve.waitFor();
  const focusedOn = () => approve.evaluate((button) => button === document.activeElement);
  let tabs = 0;
  while (!(await focusedOn())) {
    await desk.keyboard.press('Tab');
    tabs += 1;
    assert.ok(tabs < 200, 'the approve button is reached with Tab');
  }
  await desk.keyboard.press('Enter');
  await desk.getByText('作品已通過').waitFor();

  // A news story opens from its row by keyboard: the row's "edit" link.
  await desk.getByRole('menuitem', { name: '新聞及活動' }).click();
  const edit = desk.getByRole('row').nth(1).getByRole('link', { name: '編輯' });
  await edit.waitFor();
  tabs = 0;
  while (!(await edit.evaluate((link) => link === document.activeElement))) {
    await desk.keyboard.press('Tab');
    tabs += 1;
    assert.ok(tabs < 200, 'the edit link is reached with Tab');
  }
  await desk.keyboard.press('Enter');
  await desk.getByLabel('標題 · 繁體中文').waitFor();
});
