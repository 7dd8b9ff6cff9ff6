import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { parseCsv } from '../../src/rules/csv';
import { loginDemo } from '../server/helpers/harness';
import { OPERATORS, openConsole, signInConsole, submitWork } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #29: "a list can be exported as CSV as filtered": works, news, the audit log and the
// operators, beside the orders' own export. The file holds every row the filter keeps and only
// those, with the list's headers and words in the console's language and times in Macau's.

let journey: Journey;
let desk: Page;
const stamp = Date.now() % 100_000;
const approvedTitle = `燈塔下的和平 ${stamp}`;
const pendingTitle = `等待中的信 ${stamp}`;
before(async () => {
  journey = await startJourney();
  const visitor = await loginDemo(journey.server.apiBase);
  for (const title of [approvedTitle, pendingTitle]) {
    await submitWork(journey, visitor.token, { title, slogan: '和平得來不易' });
  }
  desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.admin);
});
after(() => journey.close());

/** The CSV the list's export button makes, as rows. */
async function exported(): Promise<string[][]> {
  const button = desk.getByRole('button', {
    name: /匯出 CSV（按目前篩選）|Exportar CSV \(com os filtros atuais\)/,
  });
  const [file] = await Promise.all([desk.waitForEvent('download'), button.click()]);
  return parseCsv(await readFile(await file.path(), 'utf8'));
}

const MACAU_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

test('the works list as filtered: the approved tab gives the approved works only, in words', async () => {
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  const row = desk.getByRole('row').filter({ hasText: approvedTitle });
  await row.getByRole('button', { name: '通過' }).click();
  await desk.getByText('作品已通過').waitFor();

  await desk.getByRole('tab', { name: '已通過' }).click();
  await desk.getByRole('row').filter({ hasText: approvedTitle }).waitFor();
  const [header, ...rows] = await exported();
  assert.deepEqual(header.slice(0, 2), ['編號', '標題']);
  const status = header.indexOf('狀態');
  const created = header.indexOf('提交時間');
  assert.ok(status > 0 && created > 0, `status and time in the header: ${header.join(',')}`);
  const titles = rows.map((cells) => cells[1]);
  assert.ok(titles.includes(approvedTitle), 'the approved work is in the file');
  assert.ok(!titles.includes(pendingTitle), 'a pending work is not: the tab is the filter');
  assert.deepEqual([...new Set(rows.map((cells) => cells[status]))], ['已通過']);
  assert.match(rows[0][created], MACAU_MINUTE);
});

test('the operators as filtered by role, and the audit log, in Portuguese', async () => {
  await desk.getByRole('button', { name: '繁體中文' }).click();
  await desk.getByRole('menuitem', { name: 'Português' }).click();
  await desk.getByRole('menuitem', { name: 'Operadores' }).click();
  await desk.getByRole('row').filter({ hasText: OPERATORS.moderator.account }).waitFor();
  await desk.getByLabel('Função').click();
  await desk.getByRole('option', { name: 'Moderador' }).click();
  await desk.getByRole('row').filter({ hasText: OPERATORS.editor.account }).waitFor({
    state: 'detached',
  });
  const [header, ...rows] = await exported();
  assert.ok(header.includes('Funções'), header.join(','));
  const accounts = rows.map((cells) => cells[header.indexOf('Conta (telefone)')]);
  assert.ok(accounts.includes(OPERATORS.moderator.account), accounts.join(','));
  assert.ok(!accounts.includes(OPERATORS.editor.account), 'the editor is not a moderator');
  assert.ok(!accounts.includes(OPERATORS.admin.account), 'nor is the admin');

  await desk.getByRole('menuitem', { name: 'Registo de operações' }).click();
  // The audit log's own rows, not the operators' list still shown right after the click.
  await desk.waitForURL(/\/audit-log(\?|$)/);
  await desk.getByRole('row').nth(1).getByRole('cell').filter({ hasText: /\S/ }).first().waitFor();
  const [auditHeader, ...audit] = await exported();
  assert.ok(
    !/[\u4e00-\u9fff]/.test(auditHeader.join(',')),
    `headers in Portuguese: ${auditHeader}`,
  );
  const approval = audit.find((cells) => cells.includes('Obra · Aprovada'));
  assert.ok(approval, `the approval in words: ${audit.map((cells) => cells.join('|')).join('\n')}`);
  assert.match(approval[0], MACAU_MINUTE);

  // Back to Chinese for whoever opens this console next.
  await desk.getByRole('button', { name: 'Português' }).click();
  await desk.getByRole('menuitem', { name: '繁體中文' }).click();
});

test('the news as searched: only the stories the search keeps', async () => {
  await desk.getByRole('menuitem', { name: '新聞及活動' }).click();
  // What a person waits for: the news list itself, with its stories, not the list shown before
  // the click nor the empty rows drawn while the stories load (a CI run read such a row).
  await desk.waitForURL(/\/news(\?|$)/);
  const first = desk.getByRole('row').nth(1);
  await first
    .getByRole('cell')
    .filter({ hasText: /\S{5,}/ })
    .first()
    .waitFor();
  const headers = (await desk.getByRole('columnheader').allTextContents()).map((each) =>
    each.trim(),
  );
  const cells = await first.getByRole('cell').allTextContents();
  const title = cells[headers.findIndex((each) => each.startsWith('標題'))]?.trim() ?? '';
  assert.ok(title, `a story to search for: ${headers.join('|')} / ${cells.join('|')}`);
  await desk.getByRole('textbox', { name: '搜尋' }).fill(title);
  await desk.getByRole('row').nth(2).waitFor({ state: 'detached' });
  const [header, ...rows] = await exported();
  assert.ok(header.includes('標題'), header.join(','));
  assert.deepEqual(
    rows.map((row) => row[header.indexOf('標題')]),
    [title],
  );
});
