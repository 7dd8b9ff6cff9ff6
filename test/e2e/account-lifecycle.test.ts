import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, startJourney, type Journey } from './harness';

// Issue #4: the account journeys a visitor makes, end to end against the reference server.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

const field = (page: Page, name: string) => page.locator(`.form-field--${name} input`).first();

async function tickAgreement(page: Page) {
  // The box itself: the middle of the row is the agreement's link.
  await page.locator('.agreement-check__box').click();
}

async function logIn(page: Page, account: string, password: string) {
  await page.goto(`${journey.base}/login`);
  await field(page, 'account').fill(account);
  await field(page, 'password').fill(password);
  await tickAgreement(page);
  await page.locator('.submit-button').click();
}

async function confirmModal(page: Page) {
  await page.locator('.taro__modal .taro-model__confirm').click();
}

test('register with an SMS code read from the server, log out, log in again with the password', async () => {
  const phone = '66001122';
  const page = await journey.open('/register');
  await field(page, 'phone').fill(phone);
  await page.locator('.countdown-button').click();
  await page.locator('.countdown-button').getByText(/秒/).waitFor();
  await field(page, 'code').fill(await journey.smsCode(phone));
  await field(page, 'password').fill('Macau@1945');
  await field(page, 'confirm').fill('Macau@1945');
  await page.getByRole('radio', { name: '先生' }).click();
  await tickAgreement(page);
  await page.locator('.submit-button').click();

  // Registered and logged in: the my tab shows the account and its welcome points.
  await page.waitForURL(/\/my$|\/pages\/my\/index/, { waitUntil: 'commit' });
  await page.locator('.my__card--user').waitFor();
  assert.match((await page.locator('.my__phone').textContent()) ?? '', /660\*+22/);

  await page.goto(`${journey.base}/pages-my/setting`);
  await page.getByText('登出').first().click();
  await confirmModal(page);
  await page.waitForURL(/\/my$|\/pages\/my\/index/, { waitUntil: 'commit' });
  await page.locator('.my__card--guest').waitFor();

  await logIn(page, phone, 'Macau@1945');
  await page.locator('.my__card--user').waitFor();
});

test('SPEC §5: a weak password and a wrong code each show their message and keep the form', async () => {
  const phone = '66002233';
  const page = await journey.open('/register');
  await field(page, 'phone').fill(phone);
  await page.locator('.countdown-button').click();
  await page.locator('.countdown-button').getByText(/秒/).waitFor();
  await field(page, 'code').fill('000000');
  await field(page, 'password').fill('abc123');
  await field(page, 'confirm').fill('abc123');
  await page.getByRole('radio', { name: '女士' }).click();
  await tickAgreement(page);
  await page.locator('.submit-button').click();
  await page.locator('.form-field--password').getByText('密碼不符合要求，請重新輸入').waitFor();
  assert.equal(await field(page, 'phone').inputValue(), phone);
  assert.equal(await field(page, 'code').inputValue(), '000000');

  await field(page, 'password').fill('Macau@1945');
  await field(page, 'confirm').fill('Macau@1945');
  await page.locator('.submit-button').click();
  // The server refuses the code (body 422): the visitor is told, and nothing typed is lost.
  await page
    .getByText(/驗證碼/)
    .last()
    .waitFor();
  assert.match(page.url(), /register/);
  assert.equal(await field(page, 'phone').inputValue(), phone);
  assert.equal(await field(page, 'password').inputValue(), 'Macau@1945');
});

test('edit the profile, add two addresses, make one default, delete one after confirming', async () => {
  const page = await journey.open('/');
  await logIn(page, DEMO.phone, DEMO.password);
  await page.locator('.my__card--user').waitFor();

  await page.goto(`${journey.base}/Security/edit`);
  await field(page, 'name').fill('陳大文');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/cus/user') && response.request().method() === 'PUT',
  );
  await page.locator('.submit-button').click();
  assert.equal(((await (await saved).json()) as { code: number }).code, 0);
  await page.goto(`${journey.base}/Security`);
  await page.getByText('陳大文').first().waitFor();

  await page.goto(`${journey.base}/adress`);
  const cards = page.locator('.address-card');
  await cards.first().waitFor();
  const before = await cards.count();
  for (const [contact, phone, area] of [
    ['何小姐', '66112233', '氹仔'],
    ['李先生', '66445566', '路環'],
  ]) {
    await page.locator('.address-list__add').click();
    await field(page, 'contact').fill(contact);
    await field(page, 'phone').fill(phone);
    await page.getByRole('radio', { name: area }).click();
    await page.locator('.address-form__textarea textarea').fill('海洋花園大馬路 100 號');
    await page.locator('.submit-button').click();
    await page.locator('.address-card').filter({ hasText: contact }).waitFor();
  }
  assert.equal(await cards.count(), before + 2);

  const li = cards.filter({ hasText: '李先生' });
  await li.locator('.address-card__default').click();
  await page.locator('.address-card--default').filter({ hasText: '李先生' }).waitFor();
  assert.equal(await page.locator('.address-card--default').count(), 1);

  const ho = cards.filter({ hasText: '何小姐' });
  await ho.locator('.address-card__action--delete').click();
  await confirmModal(page);
  await ho.waitFor({ state: 'detached' });
  assert.equal(await cards.count(), before + 1);
});

test('SPEC §4: a 401 while editing sends the visitor to login and back to the form', async () => {
  const page = await journey.open('/');
  await logIn(page, DEMO.phone, DEMO.password);
  await page.locator('.my__card--user').waitFor();
  await page.goto(`${journey.base}/Security/edit`);
  await field(page, 'name').fill('Chan Tai Man');

  // The session ends elsewhere (logout on another device revokes this token).
  const token = await page.evaluate(`JSON.parse(localStorage.getItem('token')).data`);
  await fetch(`${journey.server.apiBase}/logoff`, {
    method: 'POST',
    headers: { token: String(token) },
  });

  await page.locator('.submit-button').click();
  await page.waitForURL(/\/(pages\/login\/)?login\?redirect=/, { waitUntil: 'commit' });
  assert.match(decodeURIComponent(page.url()), /redirect=\/pages\/Security\/edit/);
  await field(page, 'account').fill(DEMO.phone);
  await field(page, 'password').fill(DEMO.password);
  await tickAgreement(page);
  await page.locator('.submit-button').click();
  await page.waitForURL(/Security\/edit/, { waitUntil: 'commit' });
  await field(page, 'name').waitFor();
});
