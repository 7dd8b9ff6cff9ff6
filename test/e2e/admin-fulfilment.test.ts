import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loginDemo } from '../server/helpers/harness';
import { OPERATORS, openConsole, signInConsole } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #23 "Done means", fulfilment (server/API-admin.md "orders"): a visitor exchanges points
// for a gift (server/API.md POST /grow/integralTrade); a fulfilment operator ships it in the
// console with a carrier and a tracking number; the visitor's H5 order detail shows both.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

async function visitorApi<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${journey.server.apiBase}${path}`, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  assert.equal(answer.code, 0, `${path}: ${answer.msg}`);
  return answer.data;
}

test('a fulfilment operator ships an order and the visitor order detail shows the tracking number', async () => {
  const visitor = await loginDemo(journey.server.apiBase);
  const gifts = await visitorApi<{ list: { id: number; points: number; stock: number }[] }>(
    visitor.token,
    'GET',
    '/grow/integralSpu/page?pageSize=50',
  );
  const gift = gifts.list.find((each) => each.stock > 0 && each.points <= 300);
  assert.ok(gift, 'a gift in stock the demo visitor can afford');
  const addresses = await visitorApi<{ list: { id: number }[] }>(
    visitor.token,
    'GET',
    '/pmm/addressMessage/page',
  );
  const order = await visitorApi<{ id: number; status: string }>(
    visitor.token,
    'POST',
    '/grow/integralTrade',
    {
      spuId: gift.id,
      quantity: 1,
      addressId: addresses.list[0].id,
      idempotencyKey: `ship-journey-${Date.now()}`,
    },
  );
  assert.equal(order.status, 'pending');

  // The fulfilment operator finds it among the orders to ship and ships it.
  const desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.fulfilment);
  await desk.getByRole('menuitem', { name: '兌換訂單' }).click();
  const row = desk
    .getByRole('row')
    .filter({ has: desk.getByRole('cell', { name: String(order.id), exact: true }) });
  await row.getByText('待發貨').waitFor();
  await row.getByRole('button', { name: '發貨' }).click();
  const dialog = desk.getByRole('dialog', { name: `發貨 #${order.id}` });
  // Both fields are required: the dialog's own button waits for them.
  assert.equal(await dialog.getByRole('button', { name: '發貨' }).isDisabled(), true);
  await dialog.getByLabel('物流公司').fill('澳門郵政');
  await dialog.getByLabel('運單號碼').fill('EE123456789MO');
  await dialog.getByRole('button', { name: '發貨' }).click();
  await desk.getByText('訂單已發貨').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The visitor's order detail (H5) shows the carrier and the tracking number.
  const h5 = await journey.open('/');
  await journey.signIn(h5);
  await h5.goto(`${journey.base}/pages/record/detail?id=${order.id}`);
  const delivery = h5.getByRole('region', { name: '物流信息' });
  await delivery.getByText('EE123456789MO').waitFor();
  await delivery.getByText('澳門郵政').waitFor();
  await h5.getByText('已發貨').first().waitFor();
});
