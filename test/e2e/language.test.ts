import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startJourney, type Journey } from './harness';

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test('issue #3 / SPEC §1: home opens at /, switches to English and back, and keeps the choice', async () => {
  const page = await journey.open('/');
  await page.getByText('紀念中國人民抗日戰爭暨世界反法西斯戰爭勝利80週年').waitFor();
  assert.equal(await page.locator('.taro-tabbar__tabbar').getByText('首頁').count(), 1);

  await page.getByRole('button', { name: '語言' }).click();
  await page.locator('.taro__actionSheet').getByText('English').click();
  await page.getByText('Macau Exhibition Programme').waitFor();
  await page.locator('.taro-tabbar__tabbar').getByText('Home').waitFor();
  assert.equal(await page.getByText('澳門展覽活動').count(), 0);

  // The choice is kept for the next visit (SPEC §1: language preference in local storage).
  await page.reload();
  await page.getByText('Macau Exhibition Programme').waitFor();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.locator('.taro__actionSheet').getByText('繁體中文').click();
  await page.getByText('澳門展覽活動').waitFor();
  await page.locator('.taro-tabbar__tabbar').getByText('首頁').waitFor();
});

test('issue #2, #14: an H5 alias opens its page and an unknown path shows not-found, with a way home', async () => {
  const page = await journey.open('/news');
  await page.locator('.nav-bar__title').getByText('新聞資訊').waitFor();
  const lost = await journey.open('/no/such/page');
  await lost.getByRole('heading', { name: '找不到頁面' }).waitFor();
  await lost.getByRole('button', { name: '返回首頁' }).last().click();
  await lost.getByText('澳門展覽活動').waitFor();
});
