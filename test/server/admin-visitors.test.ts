import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import * as accountData from './helpers/fixtures/account';
import * as adminData from './helpers/fixtures/admin';
import * as pointsData from './helpers/fixtures/points';

// Issue #29, "my gift never came": an operator finds the visitor by phone, name or id and reads
// their orders, works and points ledger. Read only, its own permission; the phone in full only for
// the roles that need it; every look at a visitor's details is in the audit log.

jest.setTimeout(60_000);

let t: TestServer;
let fulfilment: AdminSession;
let moderator: AdminSession;
let editor: AdminSession;

beforeAll(async () => {
  t = await startTestServer();
  fulfilment = await loginAs(t, 'fulfilment');
  moderator = await loginAs(t, 'moderator');
  editor = await loginAs(t, 'editor');
});
afterAll(() => t.close());

interface Visitor {
  id: number;
  phone: string;
  phoneMasked: boolean;
  showName: string;
  orders: { id: number; status: string }[];
  works: { id: number; status: string }[];
  ledger: { amount: number; reasonZht: string; reasonPt: string; reasonEn: string }[];
}

const find = (session: AdminSession, q: string) =>
  adminCall<{ data: Visitor[]; total: number }>(
    t,
    session,
    'GET',
    `/visitors?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
  );

test('found by phone, name or id, with orders, works and ledger; the phone masked without the right; each look audited', async () => {
  const phone = testPhone(2960);
  const visitor = await t.register(phone);
  await accountData.setShowName(t.kysely, visitor.id, '林小芬');
  await pointsData.setPoints(t.kysely, visitor.id, 500);
  const work = await t.call<{ id: number }>('POST', '/votePlayer', {
    token: visitor.token,
    body: { groupId: 1, title: '燈塔', slogan: '照亮回家的路', authorName: '林小芬' },
  });
  expect(work.body.code).toBe(0);

  const byPhone = await find(fulfilment, phone);
  expect(byPhone.status).toBe(200);
  expect(byPhone.body.data.map((v) => v.id)).toEqual([visitor.id]);
  expect(byPhone.body.data[0]).toMatchObject({ phone, phoneMasked: false });
  expect((await find(fulfilment, '林小芬')).body.data.map((v) => v.id)).toContain(visitor.id);
  expect((await find(fulfilment, String(visitor.id))).body.data.map((v) => v.id)).toContain(
    visitor.id,
  );
  // Found, never browsed.
  expect((await find(fulfilment, '')).body).toEqual({ data: [], total: 0 });

  const looks = () => adminData.auditOperatorsOf(t.kysely, 'visitors.view', String(visitor.id));
  const detail = await adminCall<{ data: Visitor }>(
    t,
    fulfilment,
    'GET',
    `/visitors/${visitor.id}`,
  );
  expect(detail.status).toBe(200);
  expect(detail.body.data.phone).toBe(phone);
  expect(detail.body.data.works.map((w) => [w.id, w.status])).toEqual([
    [work.body.data.id, 'pending'],
  ]);
  expect(detail.body.data.ledger.length).toBeGreaterThan(0);
  // The reason in each of the console's languages: a Portuguese screen shows no Chinese.
  for (const row of detail.body.data.ledger) {
    expect(row.reasonZht).toMatch(/\p{Script=Han}/u);
    expect(row.reasonPt).toMatch(/^[^\p{Script=Han}]+$/u);
    expect(row.reasonEn).toMatch(/^[^\p{Script=Han}]+$/u);
  }
  expect(await looks()).toEqual([fulfilment.operator.id]);

  // A moderator may look, without the phone in full; the look is audited too.
  const masked = await find(moderator, phone);
  expect(masked.body.data[0]).toMatchObject({ id: visitor.id, phoneMasked: true });
  expect(masked.body.data[0].phone).toBe(`${'*'.repeat(phone.length - 2)}${phone.slice(-2)}`);
  const maskedDetail = await adminCall<{ data: Visitor }>(
    t,
    moderator,
    'GET',
    `/visitors/${visitor.id}`,
  );
  expect(maskedDetail.body.data.phone).not.toContain(phone.slice(0, 4));
  expect(await looks()).toEqual([fulfilment.operator.id, moderator.operator.id]);
  // The audit row names who looked, never what they saw.
  const after = await adminData.lastAuditAfter(t.kysely, 'visitors.view');
  expect(after).not.toContain(phone.slice(-4));

  // An editor has no business with visitors.
  expect((await find(editor, phone)).status).toBe(403);
  expect((await adminCall(t, editor, 'GET', `/visitors/${visitor.id}`)).status).toBe(403);
  expect((await adminCall(t, fulfilment, 'GET', '/visitors/999999')).status).toBe(404);
});
