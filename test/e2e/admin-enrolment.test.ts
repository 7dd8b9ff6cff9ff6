import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generateSync } from 'otplib';
import { OPERATORS, openConsole, signInConsole } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #29, operators' accounts in the console: an admin creates an operator, who enrols an
// authenticator at the first sign-in and must change the one-time password, which the console
// refuses (with the server's reason) to keep, as it refuses a common one. At the next sign-in the
// console says how many failed attempts there were on the account since the last one.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test('a new operator enrols, cannot keep the one-time or a common password, and is told of failed attempts', async () => {
  const account = `6629${String(Date.now() % 10_000).padStart(4, '0')}`;
  const admin = await openConsole(journey);
  await signInConsole(admin, OPERATORS.admin);
  await admin.getByRole('menuitem', { name: '營運人員' }).click();
  await admin.getByRole('link', { name: '新增' }).click();
  await admin.waitForURL('**/admin/#/operators/create');
  await admin.getByRole('textbox', { name: '帳號（電話）' }).fill(account);
  await admin.getByRole('textbox', { name: '姓名' }).fill('新編輯');
  await admin.getByRole('combobox', { name: '角色' }).click();
  await admin.getByRole('option', { name: /editor|編輯/ }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: '儲存' }).click();
  const shown = admin.getByText(/^一次性密碼（只顯示一次）：/);
  await shown.waitFor();
  const oneTime = (await shown.innerText()).replace(/^一次性密碼（只顯示一次）：/, '').trim();
  assert.ok(oneTime.length >= 10);

  // The new operator's first sign-in: the authenticator to enrol, as a QR code and as text.
  const desk = await openConsole(journey);
  await desk.getByLabel('帳號（電話）').fill(account);
  await desk.getByLabel('密碼').fill(oneTime);
  await desk.getByRole('button', { name: '下一步' }).click();
  await desk.getByRole('img', { name: '驗證器二維碼' }).waitFor();
  const secret = (await desk.getByLabel('驗證器密鑰').innerText()).trim();
  await desk.getByLabel('驗證碼（6 位數字）').fill(generateSync({ secret }));
  await desk.getByRole('button', { name: '登入' }).click();

  // The one-time password must go: kept, or a common one, is refused with the reason.
  await desk.getByText('你用的是一次性密碼，請先設定新密碼。').waitFor();
  const newPassword = desk.getByLabel('新密碼');
  await newPassword.fill(oneTime);
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByRole('alert').getByText('新密碼不可與一次性密碼或現用密碼相同').waitFor();
  await newPassword.fill('Password2024');
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByRole('alert').getByText('此密碼太常見或容易被猜中，請換一個').waitFor();
  assert.equal(await newPassword.inputValue(), 'Password2024', 'what was typed is kept');
  await newPassword.fill('Lotus-bridge-1945');
  await desk.getByRole('button', { name: '儲存' }).click();
  await desk.getByText(/今日概覽/).waitFor();
  await desk.getByRole('menuitem', { name: '新聞及活動' }).waitFor();

  // Someone tries the account twice with wrong passwords; the operator is told at the next sign-in.
  const stranger = await openConsole(journey);
  for (const guess of ['Guess-one-1111', 'Guess-two-2222']) {
    await stranger.getByLabel('帳號（電話）').fill(account);
    await stranger.getByLabel('密碼').fill(guess);
    await stranger.getByRole('button', { name: '下一步' }).click();
    await stranger.getByRole('alert').getByText('帳號或密碼錯誤').waitFor();
  }
  const again = await openConsole(journey);
  await again.getByLabel('帳號（電話）').fill(account);
  await again.getByLabel('密碼').fill('Lotus-bridge-1945');
  await again.getByRole('button', { name: '下一步' }).click();
  // The code of the step just used is good once: the authenticator's next one.
  const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await again.getByLabel('驗證碼（6 位數字）').fill(next);
  await again.getByRole('button', { name: '登入' }).click();
  await again
    .getByRole('status')
    .getByText(/你的帳號有 2 次密碼或驗證碼錯誤的登入嘗試/)
    .waitFor();

  // The admin reads the creation in the audit log: each field set, in words, not raw JSON.
  await admin.getByRole('menuitem', { name: '操作記錄' }).click();
  await admin.getByRole('combobox', { name: '資源' }).click();
  await admin.getByRole('option', { name: '營運人員' }).click();
  // The action in words (admin/src/words.tsx), not the identifier operators.create.
  const created = admin.getByRole('row').filter({ hasText: '營運人員 · 新增' }).first();
  const changes = created.getByRole('table', { name: '更改內容' });
  const accountLine = changes.getByRole('row').filter({ hasText: '帳號（電話）' });
  await accountLine.getByRole('cell', { name: account }).waitFor();
  await admin.screenshot({ path: 'test-results/admin-audit-1280.png' });
});
