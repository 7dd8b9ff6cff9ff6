import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startJourney, type Journey } from './harness';

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test('SPEC §8/§9: a page chunk that cannot load shows a load error page with a retry', async () => {
  const page = await journey.open('/');
  await page.getByText('澳門展覽活動').waitFor();
  // From now on every new script fails, as on a connection that dropped.
  await page.route('**/js/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByText('查看全部').click();
  const alert = page.getByRole('alert').filter({ hasText: '頁面加載失敗' });
  await alert.waitFor();
  await page.unroute('**/js/*.js');
  await alert.getByRole('button', { name: '重試' }).click();
  await page.locator('.nav-bar__title').getByText('新聞資訊').waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);
});

test('SPEC §8: without a network the visitor is told, and the screen stays usable', async () => {
  const page = await journey.open('/');
  await page.getByText('澳門展覽活動').waitFor();
  await page.route('**/exhibition-api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.getByText('網絡錯誤，請稍後重試').first().waitFor();
  await page.getByRole('button', { name: '重試' }).waitFor();
  await page.unroute('**/exhibition-api/**');
  await page.getByRole('button', { name: '重試' }).click();
  await page.getByText('最新資訊').waitFor();
  await page.locator('.news-card').first().waitFor();
});
