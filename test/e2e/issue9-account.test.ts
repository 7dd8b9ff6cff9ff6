import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// Issue #9, "The account screens (found by a new user in Chromium)": the same walk, in Chromium
// against the H5 build and the reference server.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

async function accountLanguage(page: Page): Promise<string> {
  // A string, not a closure: tsx would add helpers the page does not have.
  const token = (await page.evaluate(
    `JSON.parse(localStorage.getItem('token') || '{}').data`,
  )) as string;
  const response = await fetch(`${journey.server.apiBase}/cus/user/info`, {
    headers: { token, authorization: token },
  });
  const body = (await response.json()) as { data: { language: string } };
  return body.data.language;
}

test('language: chosen in settings, it reaches the account and a profile save keeps it (SPEC §1)', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  await page.goto(`${journey.base}/pages-my/setting`);
  await page.getByRole('button', { name: '語言' }).click();
  // Issue #21: a journey waits for what happens (the account's update), never for a time.
  const synced = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/cus/user'),
  );
  await page.locator('.taro__actionSheet').getByText('English').click();
  await page.getByRole('button', { name: 'Language' }).waitFor();
  await synced;
  assert.equal(await accountLanguage(page), 'en');

  await page.goto(`${journey.base}/Security/edit`);
  // A person saves once the form shows their details (an empty form is refused by its rules).
  await waitForPage(
    page,
    `[...document.querySelectorAll('input')].some((input) => input.value === '陳大文')`,
  );
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/cus/user'),
  );
  await page.locator('.submit-button--primary').getByText('Save', { exact: true }).click();
  await saved;
  // Still English: the save did not bring back the account's older language.
  assert.equal(await page.getByText('保存').count(), 0);
  assert.equal(
    await page.evaluate(`JSON.parse(localStorage.getItem('language') || '{}').data`),
    'en',
  );
});

test('font size: large makes the text of home, login and register bigger (SPEC §9)', async () => {
  const sizeOf = async (page: Page, path: string, selector: string) => {
    await page.goto(`${journey.base}${path}`);
    const element = page.locator(selector).first();
    await element.waitFor();
    return element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  };
  const page = await journey.open('/');
  const medium = {
    home: await sizeOf(page, '/', '.home__title'),
    login: await sizeOf(page, '/login', '.auth__heading'),
    register: await sizeOf(page, '/register', '.form-field__label'),
  };
  await page.evaluate(`localStorage.setItem('fontSize', JSON.stringify({ data: 'large' }))`);
  const large = {
    home: await sizeOf(page, '/', '.home__title'),
    login: await sizeOf(page, '/login', '.auth__heading'),
    register: await sizeOf(page, '/register', '.form-field__label'),
  };
  for (const key of Object.keys(medium) as (keyof typeof medium)[]) {
    assert.ok(large[key] > medium[key] * 1.1, `${key}: ${medium[key]} -> ${large[key]}`);
  }
});

/** A finger pulling the page down from the top, as Chromium's touch screen reports it. */
async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }],
    });
  await touch('touchStart', 150);
  for (let y = 170; y <= 450; y += 20) await touch('touchMove', y);
  await touch('touchEnd', 450);
  await cdp.detach();
}

test('retry: after a failed pull-to-refresh of favourites, Retry sends a request (SPEC §8)', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  let down = false;
  let asked = 0;
  await page.route('**/exhibition-api/jobCollect/page**', async (route) => {
    asked += 1;
    if (down) await route.fulfill({ status: 500, body: '{"code":500,"msg":"down","data":null}' });
    else await route.continue();
  });
  const listed = page.waitForResponse((response) => response.url().includes('/jobCollect/page'));
  await page.goto(`${journey.base}/pages-my/collect`);
  await listed;
  assert.ok(asked >= 1, 'the list was asked for');
  assert.equal(await page.getByRole('button', { name: '重試' }).count(), 0);

  down = true;
  const beforePull = asked;
  await pullDown(page);
  await page.getByRole('button', { name: '重試' }).waitFor();
  assert.ok(asked > beforePull, 'the pull asked again');

  down = false;
  const beforeRetry = asked;
  await page.getByRole('button', { name: '重試' }).click();
  await page.getByRole('button', { name: '重試' }).waitFor({ state: 'detached' });
  assert.ok(asked > beforeRetry, 'Retry sent a request');
});

test('dictionary: when the dictionaries fail, personal data shows names, not codes (SPEC §3)', async () => {
  const page = await journey.open('/', { locale: 'en' });
  await journey.signIn(page);
  await page.route('**/exhibition-api/dict/**', (route) =>
    route.fulfill({ status: 500, body: '{"code":500,"msg":"down","data":null}' }),
  );
  await page.goto(`${journey.base}/Security`);
  await page.getByText('Mr', { exact: true }).waitFor();
  const text = (await page.locator('body').textContent()) ?? '';
  assert.doesNotMatch(text, /\bmr\b|macau-peninsula/);
});

test('phone: login takes "6123 4567" and "+85361234567" (SPEC §5)', async () => {
  for (const typed of ['6123 4567', '+85361234567']) {
    const page = await journey.open('/login');
    await page.locator('.form-field--account input').fill(typed);
    await page.locator('.form-field--password input').fill(DEMO.password);
    await page.locator('.agreement-check__box').click();
    await page.locator('.submit-button').click();
    await page.waitForURL(/\/pages\/my\/index|\/my$/, { waitUntil: 'commit' });
  }
  const page = await journey.open('/login');
  await page
    .getByRole('tab', { name: '驗證碼登入' })
    .click()
    .catch(() => undefined);
  await page.locator('.phone-input__number input').fill('+853 6123 4567');
  assert.equal(await page.locator('.phone-input__number input').inputValue(), '+853 6123 4567');
});

test('guest: /points, /record and /signUp lead to login and back (SPEC §2, §6)', async () => {
  for (const path of ['/points', '/record', '/signUp']) {
    // The login page opens over the guarded one, which shows its own log-in prompt beneath.
    const page = await journey.open(path);
    await page.waitForURL(/\/login|\/pages\/login\/login/, { waitUntil: 'commit' });
    await page.locator('.auth .form-field--account input').fill(DEMO.phone);
    await page.locator('.auth .form-field--password input').fill(DEMO.password);
    await page.locator('.auth .agreement-check__box').click();
    await page.locator('.auth .submit-button').click();
    await page.waitForURL((url) => !/login/.test(url.pathname), { waitUntil: 'commit' });
    assert.match(new URL(page.url()).pathname, new RegExp(path.slice(1)));
  }
});
