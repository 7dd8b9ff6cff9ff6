import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, loginAs, type AdminSession } from './helpers/admin';

// Issue #29, the audit log is readable: each row answers the fields that changed, before and
// after side by side (the console shows them as a table, not raw JSON).

jest.setTimeout(60_000);

let t: TestServer;
let admin: AdminSession;
let editor: AdminSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t, 'admin');
  editor = await loginAs(t, 'editor');
});
afterAll(() => t.close());

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const latest = async (entity: string, entityId: number) => {
  const filter = encodeURIComponent(JSON.stringify({ entity, entityId: String(entityId) }));
  const answer = await adminCall<{ data: { action: string; changes: Change[] }[] }>(
    t,
    admin,
    'GET',
    `/audit-log?sort=at&order=DESC&filter=${filter}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};

test('an update answers only the fields it changed, before and after; a creation what it set', async () => {
  const created = await adminCall<{ data: { id: number } }>(t, editor, 'POST', '/news-categories', {
    body: { nameZht: '展覽', kind: 'news', sort: 1 },
  });
  const id = created.body.data.id;
  await adminCall(t, editor, 'PUT', `/news-categories/${id}`, {
    body: { nameEn: 'Exhibitions', sort: 2 },
  });
  const [update, create] = await latest('news-categories', id);
  expect(update.action).toBe('news-categories.update');
  expect(update.changes).toEqual([
    { field: 'nameEn', before: '', after: 'Exhibitions' },
    { field: 'sort', before: 1, after: 2 },
  ]);
  expect(create.changes).toEqual(
    expect.arrayContaining([
      { field: 'nameZht', before: null, after: '展覽' },
      { field: 'kind', before: null, after: 'news' },
    ]),
  );
  expect(create.changes.map((c) => c.field)).not.toContain('nameEn');
});
