import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO, startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// Issue #11, "Done means": the points centre, the gifts and the badges, walked in Chromium as
// the demo account against the reference server. The journeys share one fresh database, in
// this order; each reads what it needs from the server first instead of trusting the seed.

let journey: Journey;
/** A second session of the demo account: the server's own word on balance, stock and orders. */
let token: string;

before(async () => {
  journey = await startJourney();
  const response = await fetch(`${journey.server.apiBase}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.phone, areaCode: DEMO.areaCode, password: DEMO.password }),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
});
after(() => journey.close());

// ---------- the server, asked directly ----------

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${journey.server.apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      token,
      authorization: token,
      'accept-language': 'zh-Hant',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

interface Flow {
  amount: number;
  balanceAfter: number;
  reason: string;
}
interface Gift {
  id: number;
  nameZht: string;
  points: number;
  stock: number;
  limitPerUser: number;
}
interface Order {
  id: number;
  spuId: number;
  spuName: string;
  points: number;
  address: { contact: string; detailAddress: string };
}
interface Paged<T> {
  list: T[];
  total: number;
}

const balance = async () => (await api<{ points: number }>('/cus/user/info')).data.points;
const ledger = async () =>
  (await api<Paged<Flow>>('/grow/integralFlow/page?pageNo=1&pageSize=100')).data;
const gifts = async () =>
  (await api<Paged<Gift>>('/grow/integralSpu/page?pageNo=1&pageSize=100')).data.list;
const gift = async (id: number) => (await api<Gift>(`/grow/integralSpu/${id}`)).data;
const orders = async () =>
  (await api<Paged<Order>>('/grow/integralTrade/page?pageNo=1&pageSize=100')).data;
const giftNamed = async (name: string) => {
  const found = (await gifts()).find((each) => each.nameZht === name);
  assert.ok(found, `the seed has the gift ${name}`);
  return found;
};

// ---------- the app, as a visitor sees it ----------

/** A signed-in visitor on `path`, in Traditional Chinese (the default language). */
async function signedIn(path: string): Promise<Page> {
  const page = await journey.open('/');
  await journey.signIn(page);
  await page.goto(journey.base + path);
  return page;
}

/** The balance card of the points centre reads "我的積分 1200" (role status). */
async function shownBalance(page: Page): Promise<number> {
  const card = page.getByRole('status', { name: /^我的積分 \d+$/ });
  await card.waitFor();
  return Number((await card.getAttribute('aria-label'))?.replace(/\D+/g, ''));
}

/** Waits for the balance card (or the gift pages' balance line) to say `points`. */
async function balanceShows(page: Page, points: number): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^我的積分\\s*${points}$`) })
    .first()
    .waitFor();
}

/** Taro's H5 modal: its confirming button, by the text it shows. */
function modalButton(page: Page, text: string): Locator {
  return page.locator('.taro__modal').getByText(text, { exact: true });
}

async function modalText(page: Page): Promise<string> {
  const text = page.locator('.taro__modal .taro-modal__text');
  await text.waitFor();
  return ((await text.textContent()) ?? '').trim();
}

/**
 * Issue #21: waits until the dialog says `expected`, as a person waits for the server's answer
 * to replace the confirmation, and answers what it said (the last text shown, when it never did).
 * Reading it at once read the confirmation on a busy machine.
 */
async function modalSaying(page: Page, expected: string): Promise<string> {
  const shown = `(() => {
    const texts = [...document.querySelectorAll('.taro__modal .taro-modal__text')];
    return texts.map((each) => each.textContent.trim()).filter((text) => text !== '');
  })()`;
  try {
    await waitForPage(page, `${shown}.includes(${JSON.stringify(expected)})`, {
      timeout: 10_000,
    });
    return expected;
  } catch {
    return ((await page.evaluate(shown)) as string[]).join(' | ');
  }
}

const CHECK_IN = '每日簽到';

test('a mission completed in the points centre moves the balance and the ledger once', async () => {
  const before = await balance();
  const rowsBefore = (await ledger()).total;
  const page = await signedIn('/points');
  assert.equal(await shownBalance(page), before);

  const mission = page.getByRole('listitem').filter({ hasText: CHECK_IN });
  const claim = mission.getByRole('button', { name: `領取「${CHECK_IN}」的積分` });
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/grow/mission/complete')) puts += 1;
  });
  // A double tap: the second lands while the first claim is on its way.
  await claim.dblclick();
  await page.getByText('獲得 5 積分').waitFor();
  await mission.getByText('已完成').waitFor();
  await balanceShows(page, before + 5);
  assert.equal(puts, 1, 'one claim was sent');
  assert.equal(await claim.count(), 0, 'a done mission has nothing left to claim');

  // The ledger: one new row, from the mission, with the balance after it.
  await page.getByRole('link', { name: '積分記錄' }).click();
  const rows = page.getByRole('listitem').filter({ hasText: `完成任務：${CHECK_IN}` });
  await rows.first().waitFor();
  assert.equal(await rows.count(), 1);
  assert.match((await rows.textContent()) ?? '', /\+5\s*結餘 \d+/);
  assert.match((await rows.textContent()) ?? '', new RegExp(`結餘 ${before + 5}`));

  // After a reload, and back on the centre: done, and nothing credited again.
  await page.reload();
  await rows.first().waitFor();
  assert.equal(await rows.count(), 1);
  await page.goto(`${journey.base}/points`);
  await page.getByRole('listitem').filter({ hasText: CHECK_IN }).getByText('已完成').waitFor();
  assert.equal(await shownBalance(page), before + 5);
  const again = await api<{ pointsAwarded: number }>('/grow/mission/complete', {
    method: 'PUT',
    body: { missionId: 2 },
  });
  assert.equal(again.data.pointsAwarded, 0);
  assert.equal(await balance(), before + 5);
  const after = await ledger();
  assert.equal(after.total, rowsBefore + 1);
  assert.deepEqual(
    after.list.filter((row) => row.reason === `完成任務：${CHECK_IN}`).map((row) => row.amount),
    [5],
  );
});

const PIN = '勝利80周年紀念徽章';

test('a gift exchanged to a newly added address: the order, the balance and the stock', async () => {
  const pin = await giftNamed(PIN);
  const pointsBefore = await balance();
  const ordersBefore = (await orders()).total;

  const page = await signedIn('/gift');
  await page.getByRole('link', { name: `查看「${PIN}」` }).click();
  await page.getByRole('heading', { name: PIN }).waitFor();
  await page.getByText(`庫存 ${pin.stock}`).filter({ visible: true }).waitFor();
  await balanceShows(page, pointsBefore);

  // The address book, from the gift, and a new address added there.
  await page.getByRole('button', { name: '更換收貨地址' }).click();
  await page.getByText('請選擇禮品的收貨地址').waitFor();
  await page.getByRole('button', { name: '新增收貨地址' }).click();
  await page.getByRole('group', { name: '收件人' }).getByRole('textbox').fill('Ana Sousa');
  await page.getByRole('group', { name: '手機號碼' }).getByRole('textbox').fill('66778899');
  await page.getByRole('radio', { name: '路氹城' }).click();
  await page
    .getByRole('group', { name: '詳細地址' })
    .getByRole('textbox')
    .fill('路氹連貫公路 80 號 8 樓');
  await page.getByRole('button', { name: '保存' }).click();

  // Back on the list, still choosing: the new address is there, and a tap takes it to the gift.
  const card = page.getByRole('button', {
    name: '選擇此地址：Ana Sousa，路氹城 路氹連貫公路 80 號 8 樓',
  });
  await card.waitFor();
  await card.click();
  const address = page.getByRole('button', { name: '更換收貨地址' });
  await address.filter({ hasText: 'Ana Sousa' }).waitFor();
  assert.match((await address.textContent()) ?? '', /路氹連貫公路 80 號 8 樓/);

  await page.getByRole('button', { name: '立即兌換' }).click();
  assert.equal(await modalText(page), `以 ${pin.points} 積分兌換「${PIN}」，寄往 Ana Sousa？`);
  await modalButton(page, '確認兌換').click();

  // The order opens, with the address as it was given.
  await page.waitForURL(/\/(pages\/)?record\/detail\?id=\d+/, { waitUntil: 'commit' });
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const shipping = page.getByRole('region', { name: '收貨地址' });
  await shipping.getByText(/Ana Sousa/).waitFor();
  assert.match((await shipping.textContent()) ?? '', /Ana Sousa \+853 6677 8899/);
  assert.match((await shipping.textContent()) ?? '', /路氹城 路氹連貫公路 80 號 8 樓/);
  assert.match(
    (await page.getByRole('region', { name: '兌換禮品' }).textContent()) ?? '',
    new RegExp(`${PIN}[\\s\\S]*${pin.points} 積分`),
  );
  await page.getByText('待發貨').first().waitFor();

  // The exchange records list it first.
  await page.goto(`${journey.base}/record`);
  const newest = page.getByRole('listitem').first();
  await newest.getByText(`訂單編號 ${orderId}`).waitFor();
  assert.match((await newest.textContent()) ?? '', new RegExp(PIN));

  // The server agrees: one order more, to that address; the points and one unit are gone.
  const after = await orders();
  assert.equal(after.total, ordersBefore + 1);
  assert.equal(after.list[0].id, orderId);
  assert.equal(after.list[0].address.contact, 'Ana Sousa');
  assert.equal(await balance(), pointsBefore - pin.points);
  assert.equal((await gift(pin.id)).stock, pin.stock - 1);

  // ...and the gift pages say so too.
  await page.goto(`${journey.base}/gift`);
  await balanceShows(page, pointsBefore - pin.points);
  await page
    .getByRole('listitem')
    .filter({ hasText: PIN })
    .getByText(`庫存 ${pin.stock - 1}`)
    .waitFor();
});

const NOTEBOOK = '「銘記歷史」筆記本';

test('a double tap on exchange makes one order', async () => {
  const notebook = await giftNamed(NOTEBOOK);
  const pointsBefore = await balance();
  const ordersBefore = (await orders()).total;

  const page = await signedIn(`/gift/detail?id=${notebook.id}`);
  await page.getByRole('heading', { name: NOTEBOOK }).waitFor();
  await balanceShows(page, pointsBefore);
  // The default address is chosen for the visitor.
  await page
    .getByRole('button', { name: '更換收貨地址' })
    .getByText(/陳大文/)
    .waitFor();

  // The exchange is slow to answer: its answer is held until every tap that can reach the page
  // meanwhile has been made.
  let posts = 0;
  let firstPostReached!: () => void;
  const firstPost = new Promise<void>((resolve) => {
    firstPostReached = resolve;
  });
  let answerNow!: () => void;
  const answered = new Promise<void>((resolve) => {
    answerNow = resolve;
  });
  await page.route('**/exhibition-api/grow/integralTrade', async (route) => {
    posts += 1;
    firstPostReached();
    await answered;
    await route.continue();
  });
  const exchange = page.getByRole('button', { name: '立即兌換' });
  await exchange.dblclick();
  await modalButton(page, '確認兌換').dblclick();
  await firstPost;
  // A tap that gets through to the button while the points are being spent.
  await exchange.dispatchEvent('click');
  await exchange.dispatchEvent('click');
  answerNow();

  await page.waitForURL(/record\/detail\?id=\d+/, { waitUntil: 'commit' });
  await page.getByRole('region', { name: '兌換禮品' }).getByText(NOTEBOOK).waitFor();
  // Whatever reached the page, one order and one debit came of it: every tap was made before the
  // first answer was let through, so a second exchange would have been sent by now.
  assert.equal(posts, 1, 'one exchange was sent');
  const after = await orders();
  assert.equal(after.total, ordersBefore + 1);
  assert.equal(after.list.filter((order) => order.spuId === notebook.id).length, 1);
  assert.equal(await balance(), pointsBefore - notebook.points);
  assert.equal((await gift(notebook.id)).stock, notebook.stock - 1);

  // The exchange records show it once.
  await page.goto(`${journey.base}/record`);
  await page.getByRole('listitem').first().waitFor();
  assert.equal(await page.getByRole('listitem').filter({ hasText: NOTEBOOK }).count(), 1);
});

const UMBRELLA = '和平鴿摺傘';

/** Spends points through the API (another device) until fewer than `below` are left. */
async function spendBelow(below: number): Promise<void> {
  const notebook = await giftNamed(NOTEBOOK);
  const addresses = await api<Paged<{ id: number }>>(
    '/pmm/addressMessage/page?pageNo=1&pageSize=20',
  );
  for (let attempt = 0; (await balance()) >= below; attempt++) {
    const answer = await api<Order>('/grow/integralTrade', {
      method: 'POST',
      body: {
        spuId: notebook.id,
        quantity: 1,
        addressId: addresses.data.list[0].id,
        idempotencyKey: `e2e-spend-${Date.now()}-${attempt}`,
      },
    });
    assert.equal(answer.code, 0, answer.msg);
  }
}

test('not enough points: the message, and nothing changes', async () => {
  const umbrella = await giftNamed(UMBRELLA);
  const pointsBefore = await balance();
  assert.ok(pointsBefore >= umbrella.points, 'the demo account can afford the umbrella at first');

  // The gift opens while the points are there; they are spent on another device meanwhile.
  const page = await signedIn(`/gift/detail?id=${umbrella.id}`);
  await page.getByRole('heading', { name: UMBRELLA }).waitFor();
  await page
    .getByRole('button', { name: '更換收貨地址' })
    .getByText(/陳大文/)
    .waitFor();
  await spendBelow(umbrella.points);
  const left = await balance();
  const ordersBefore = (await orders()).total;

  await page.getByRole('button', { name: '立即兌換' }).click();
  await modalButton(page, '確認兌換').click();
  // The server refuses; the app says why, with what is true now.
  const refusal = `兌換需要 ${umbrella.points} 積分，你現有 ${left} 積分`;
  assert.equal(await modalSaying(page, refusal), refusal);
  await modalButton(page, '好的').click();
  await page.getByRole('button', { name: '積分不足' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '積分不足' }).isDisabled(), true);
  assert.match(new URL(page.url()).pathname, /gift\/detail/);

  // Opened again: said before any tap, and a tap sends nothing.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/grow/integralTrade')) posts += 1;
  });
  await page.reload();
  const note = page.getByRole('note');
  await note.waitFor();
  assert.equal(
    ((await note.textContent()) ?? '').trim(),
    `兌換需要 ${umbrella.points} 積分，你現有 ${left} 積分`,
  );
  await page.getByRole('button', { name: '積分不足' }).click({ force: true });

  // ...and the list marks it before a tap (by then a tap's exchange would have been sent).
  await page.goto(`${journey.base}/gift`);
  await page.getByRole('listitem').filter({ hasText: UMBRELLA }).getByText('積分不足').waitFor();
  assert.equal(posts, 0);

  // Nothing was spent, taken from stock or ordered.
  assert.equal(await balance(), left);
  assert.equal((await gift(umbrella.id)).stock, umbrella.stock);
  assert.equal((await orders()).total, ordersBefore);
});

const EXPLORER = '世遺探索者';
const VISIT = '參觀互動展覽';

test('a badge earned by a mission shows as earned the next time the badges page shows', async () => {
  // The missions done so far: the seed's three one-off missions and today's check-in. The
  // fifth earns 世遺探索者.
  const missions = await api<Paged<{ id: number; completed: boolean }>>(
    '/grow/mission/page?pageNo=1&pageSize=100',
  );
  assert.equal(missions.data.list.filter((m) => m.completed).length, 4);
  const pointsBefore = await balance();

  const page = await signedIn('/points');
  await page.getByRole('link', { name: '徽章成就' }).click();
  const badge = page.getByRole('listitem', { name: EXPLORER });
  await badge.waitFor();
  assert.match((await badge.textContent()) ?? '', /未獲得/);
  const summary = page.getByRole('status').filter({ hasText: /已獲得 \d+ \/ \d+ 枚徽章/ });
  const earnedBefore = Number(/已獲得 (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: '返回', exact: true }).click();

  // The points centre leads to the interactive exhibition, whose visit is the mission.
  const completed = page.waitForResponse((response) =>
    response.url().includes('/grow/mission/complete/'),
  );
  await page.getByRole('link', { name: `前往完成「${VISIT}」` }).click();
  await page.waitForURL(/\/(pages\/)?vr/, { waitUntil: 'commit' });
  await completed;
  await page.getByRole('button', { name: '返回', exact: true }).click();

  // Back on the centre: the mission is done and paid.
  await page.getByRole('listitem').filter({ hasText: VISIT }).getByText('已完成').waitFor();
  await balanceShows(page, pointsBefore + 20);

  // The badges, shown again: earned, with the day.
  await page.getByRole('link', { name: '徽章成就' }).click();
  await badge.getByText(/^\d{4}-\d{2}-\d{2} 獲得$/).waitFor();
  assert.doesNotMatch((await badge.textContent()) ?? '', /未獲得/);
  await summary.filter({ hasText: `已獲得 ${earnedBefore + 1} /` }).waitFor();
});
