import { adminCall, loginAs, type AdminSession } from './helpers/admin';
import { startTestServer, type TestServer } from './helpers/harness';
import * as pointsData from './helpers/fixtures/points';

// Issue #28, "Small": a duplicate key answers 409 whether SQLite calls it a primary key or a
// unique index, and the console's writes take JSON only, as server/API-admin.md says.

let t: TestServer;
let editor: AdminSession;
beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t, 'editor');
});
afterAll(() => t.close());

describe('a duplicate key is 409, not 500', () => {
  test('a rich text with a code that exists (its primary key)', async () => {
    const body = { code: 'dup_rule', contentZht: '<p>規則</p>' };
    expect((await adminCall(t, editor, 'POST', '/rich-texts', { body })).status).toBe(200);
    const again = await adminCall(t, editor, 'POST', '/rich-texts', { body, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'conflict',
      message: 'A record with this code or name already exists',
    });
  });

  test('a page with a code that exists (a unique index)', async () => {
    const body = { code: 'dup_page', titleZht: '頁' };
    expect((await adminCall(t, editor, 'POST', '/pages', { body })).status).toBe(200);
    const again = await adminCall(t, editor, 'POST', '/pages', { body, lang: 'pt' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe um registo com este código ou nome');
  });
});

describe('admin writes take JSON only', () => {
  test('a form-encoded create is 415 and writes nothing', async () => {
    const response = await fetch(`${t.server.apiBase}/admin/rich-texts`, {
      method: 'POST',
      headers: {
        cookie: editor.cookie,
        'x-csrf-token': editor.csrf,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
      },
      body: 'code=form_rule&contentZht=x',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupportedMediaType' });
    const row = await pointsData.richTextOf(t.kysely, 'form_rule');
    expect(row).toBeUndefined();
  });

  test("the visitors' SMS calls still take a form body (SPEC §7)", async () => {
    const sent = await t.call('POST', '/sms/sendRegisterCode', {
      form: { phone: '61230281', areaCode: '+853' },
    });
    expect(sent.body.code).toBe(0);
  });
});
