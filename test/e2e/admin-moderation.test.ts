import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loginDemo } from '../server/helpers/harness';
import { OPERATORS, openConsole, signInConsole } from './admin-console';
import { startJourney, type Journey } from './harness';

// Issue #23 "Done means", the moderator (server/API-admin.md "works", SPEC §4 audit status 1):
// a work a visitor submits is not in the H5 contest while pending; the moderator approves it in
// the console and the contest shows it, without a restart. The same moderator finds no orders in
// the menu, is refused the orders' screen, and the server refuses the orders' API (403).

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test('a moderator approves a submitted work and the H5 contest shows it; the orders stay out of reach', async () => {
  // A visitor submits a work (server/API.md POST /votePlayer): pending, so not in the contest.
  const visitor = await loginDemo(journey.server.apiBase);
  const stamp = Date.now() % 100_000;
  const title = `和平鴿 ${stamp}`;
  // The contest list shows a work by its slogan.
  const slogan = `以和平之名，記住一九四五 ${stamp}`;
  const submitted = await fetch(`${journey.server.apiBase}/votePlayer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: visitor.token },
    body: JSON.stringify({
      groupId: 1,
      title,
      slogan,
      authorName: '梁小明',
    }),
  });
  const work = (await submitted.json()) as {
    code: number;
    msg: string;
    data: { id: number; status: string };
  };
  assert.equal(work.code, 0, work.msg);
  assert.equal(work.data.status, 'pending');

  const h5 = await journey.open('/pages/vote/vote');
  // The contest's works, as a visitor sees them (the page has no level-1 heading to wait for).
  await h5.getByRole('list').getByRole('listitem').first().waitFor();
  await h5.waitForLoadState('networkidle');
  assert.equal(await h5.getByText(slogan).count(), 0, 'a pending work is not in the contest');

  // The moderator signs in (password, then TOTP) and finds it among the works to review.
  const desk = await openConsole(journey);
  await signInConsole(desk, OPERATORS.moderator);
  const menu = desk.getByRole('navigation').or(desk.locator('.RaSidebar-fixed'));
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  const row = desk.getByRole('row').filter({ hasText: title });
  await row.getByText('待審核').waitFor();
  await row.getByRole('button', { name: '通過' }).click();
  await desk.getByText('作品已通過').waitFor();
  // Approved works leave the pending list.
  await row.waitFor({ state: 'detached' });

  // The H5 contest shows it at once: the response cache was told.
  await h5.reload();
  await h5.getByRole('listitem', { name: slogan }).waitFor();

  // The moderator's menu has no orders; the orders' screen refuses; so does the server.
  assert.equal(await menu.getByRole('menuitem', { name: '兌換訂單' }).count(), 0);
  await desk.goto(`${journey.base}/admin/#/orders`);
  await desk.getByText('沒有權限').waitFor();
  assert.equal(await desk.getByRole('row').filter({ hasText: '待發貨' }).count(), 0);
  const refused =
    (await desk.evaluate(`fetch('/exhibition-api/admin/orders', { headers: { accept: 'application/json' } })
    .then(async (answer) => ({ status: answer.status, body: await answer.json() }))`)) as {
      status: number;
      body: { code: string; message: string };
    };
  assert.equal(refused.status, 403);
  assert.equal(refused.body.code, 'forbidden');
  assert.ok(refused.body.message, 'the refusal says why');
});
