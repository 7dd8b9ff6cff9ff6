import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startJourney, type Journey } from './harness';
import { png } from './pictures';

// Issue #27: pictures never uploaded on H5. The served Content-Security-Policy refused the read of
// the picked file's blob URL that Taro's uploadFile makes first, and the upload waited for ever.
// Every upload path runs here with the headers the server really sends (the harness bypasses
// none): the contest's album and the profile picture; and a failed upload ends with a message and
// a retry that works.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(`JSON.parse(localStorage.getItem('token')).data`)) as string;
}

async function pick(page: Page, opener: () => Promise<void>, name: string, colour: number[]) {
  const chooser = page.waitForEvent('filechooser');
  await opener();
  const [r, g, b] = colour;
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png(r, g, b) });
}

test('the profile picture uploads under the served policy and is the account`s picture on the server', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  await page.goto(`${journey.base}/pages/Security/Security`);
  const row = page.getByRole('button', { name: /^頭像/ });
  await row.waitFor();

  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/exhibition-api/upload'),
  );
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/cus/user'),
  );
  await pick(page, () => row.click(), 'me.png', [12, 80, 160]);
  const picture = ((await (await uploaded).json()) as { data: { url: string } }).data.url;
  assert.equal((await saved).status(), 200);
  await page.getByText('保存成功').waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);

  const response = await fetch(`${journey.server.apiBase}/cus/user`, {
    headers: { token: await tokenOf(page) },
  });
  const { data } = (await response.json()) as { data: { avatar: string } };
  assert.equal(data.avatar, picture);
  // The picture shown is the one the server keeps.
  const shown = row.getByRole('img', { name: '更換頭像' });
  await shown.waitFor();
  assert.equal(await shown.getAttribute('src'), data.avatar);
});

test('a contest picture whose upload fails says so with a retry, and the retry uploads it', async () => {
  const page = await journey.open('/');
  await journey.signIn(page);
  await page.goto(`${journey.base}/pages/signUp/signUp`);
  await page.getByRole('button', { name: '添加圖片' }).waitFor();

  // The first try is cut off on the way (a dropped connection); the next goes through.
  let refused = 0;
  await page.route('**/exhibition-api/upload', (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.abort('connectionreset');
  });
  await pick(
    page,
    () => page.getByRole('button', { name: '添加圖片' }).click(),
    'peace.png',
    [140, 28, 19],
  );
  const album = page.getByRole('group', { name: '作品圖片' }).getByRole('listitem');
  await album.getByRole('alert').getByText('上傳文件失敗').waitFor();
  assert.equal(await page.getByText('上傳中').count(), 0);

  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/exhibition-api/upload') && response.status() === 200,
  );
  await album.getByRole('button', { name: '重新上傳第 1 張圖片' }).click();
  await uploaded;
  await album.getByRole('alert').waitFor({ state: 'detached' });
  await page.getByText('上傳中').first().waitFor({ state: 'detached' });
  assert.equal(await album.count(), 1);
  assert.equal(refused, 1);
});
