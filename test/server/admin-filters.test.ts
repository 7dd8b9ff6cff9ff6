import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';

// Issue #29, the filters operators expect: the news list's "scheduled" (documented, answered 400),
// the operators list's filter (ignored), and date ranges on works, orders, news and the audit log.

jest.setTimeout(60_000);

let t: TestServer;
let admin: AdminSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const list = (resource: string, filter: object) =>
  adminCall<{ data: Record<string, unknown>[]; total: number }>(
    t,
    admin,
    'GET',
    `/${resource}?perPage=100&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { lang: 'en' },
  );

test('news: "scheduled" lists the stories visitors do not see yet, and only those', async () => {
  const future = new Date(t.clock.now() + 3 * 86_400_000).toISOString();
  const created = await adminCall<{ data: { id: number } }>(t, admin, 'POST', '/news', {
    body: { categoryId: 1, titleZht: '下週的活動', publishAt: future },
  });
  expect(created.status).toBe(200);
  const scheduled = await list('news', { scheduled: true });
  expect(scheduled.status).toBe(200);
  expect(scheduled.body.data.map((row) => row.id)).toContain(created.body.data.id);
  const now = t.clock.now();
  expect(scheduled.body.data.every((row) => Date.parse(String(row.publishAt)) > now)).toBe(true);
  const published = await list('news', { scheduled: false });
  expect(published.body.data.length).toBeGreaterThan(0);
  expect(published.body.data.map((row) => row.id)).not.toContain(created.body.data.id);
  expect((await list('news', { scheduled: 'yes' })).status).toBe(400);
});

test('operators: by role, by enabled or not, by account or name; an unknown key is refused', async () => {
  const moderators = await list('operators', { role: 'moderator' });
  expect(moderators.status).toBe(200);
  expect(moderators.body.data.length).toBeGreaterThan(0);
  expect(moderators.body.data.every((op) => (op.roles as string[]).includes('moderator'))).toBe(
    true,
  );
  expect(moderators.body.total).toBe(moderators.body.data.length);
  const byName = await list('operators', { q: 'fulfil' });
  expect(byName.body.data.map((op) => op.account)).toEqual(['66000102']);
  expect((await list('operators', { disabled: true })).body.data).toEqual([]);
  expect((await list('operators', { colour: 'red' })).status).toBe(400);
});

test('date ranges: works and orders by when they came, news by publish time, the audit log by when', async () => {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const today = day(t.clock.now());
  const later = day(t.clock.now() + 30 * 86_400_000);
  for (const resource of ['works', 'orders', 'news', 'audit-log']) {
    const all = await list(resource, {});
    const none = await list(resource, { from: later });
    expect({ resource, status: none.status, total: none.body.total }).toEqual({
      resource,
      status: 200,
      total: 0,
    });
    const upToToday = await list(resource, { to: today });
    expect(upToToday.status).toBe(200);
    expect(upToToday.body.total).toBeLessThanOrEqual(all.body.total);
    expect((await list(resource, { from: 'yesterday' })).status).toBe(400);
  }
  // The audit log by operator and entity together.
  const mine = await list('audit-log', { operatorId: admin.operator.id, entity: 'news' });
  expect(mine.body.data.length).toBeGreaterThan(0);
  expect(mine.body.data.every((row) => row.operatorId === admin.operator.id)).toBe(true);
});
