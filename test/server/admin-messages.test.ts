import { startTestServer, type TestServer } from './helpers/harness';
import { adminCall, demoOperator, loginAs } from './helpers/admin';
import { DEMO_OPERATOR_PASSWORD } from '../../server/src/seed/operators';

// Issue #29: the operators read the server's refusals in the console, so the operators' API names
// a refused field in words in the operator's language (never `body.newPassword`), and a locked
// sign-in says what an operator can do (an admin's reset), not the visitors' "log in with a code".

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CHINESE = /[\u3400-\u9fff]/;

describe('refused fields in words', () => {
  test('a short new password is refused naming the new password, in each language', async () => {
    const session = await loginAs(t, 'editor');
    const words: Record<string, RegExp> = {
      'zh-Hant': /新密碼.*10/,
      'zh-Hans': /新密码.*10/,
      pt: /Nova palavra-passe.*10/,
      en: /New password.*10/,
    };
    for (const [lang, expected] of Object.entries(words)) {
      const refused = await adminCall(t, session, 'POST', '/auth/password', {
        body: { currentPassword: DEMO_OPERATOR_PASSWORD, newPassword: 'Short1' },
        lang,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(expected);
      expect(refused.body.message).not.toMatch(/newPassword|body\./);
      if (lang === 'pt' || lang === 'en') expect(refused.body.message).not.toMatch(CHINESE);
    }
  });

  test('a localized field and a row action name the field and its language', async () => {
    const editor = await loginAs(t, 'editor');
    const news = await adminCall<{ data: { id: number }[] }>(t, editor, 'GET', '/news?perPage=1');
    const id = news.body.data[0].id;
    const tooLong = await adminCall(t, editor, 'PUT', `/news/${id}`, {
      body: { titlePt: 'x'.repeat(1000) },
      lang: 'pt',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/Título \(português\)/);
    expect(tooLong.body.message).not.toMatch(/titlePt|body\./);

    const fulfilment = await loginAs(t, 'fulfilment');
    const orders = await adminCall<{ data: { id: number }[] }>(
      t,
      fulfilment,
      'GET',
      '/orders?perPage=1',
    );
    const blank = await adminCall(t, fulfilment, 'POST', `/orders/${orders.body.data[0].id}/ship`, {
      body: { carrier: '順豐' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/運單號碼/);
    expect(blank.body.message).not.toMatch(/trackingNo/);
  });

  test('the visitor API keeps naming its fields by path', async () => {
    const answer = await fetch(`${t.server.apiBase}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ account: '61234567', password: 'Whatever-1', shoeSize: 42 }),
    });
    expect(((await answer.json()) as { msg: string }).msg).toMatch(/body\.shoeSize/);
  });
});

test('a locked operator is told to ask an admin, not to log in with a code', async () => {
  const moderator = demoOperator('moderator');
  for (let i = 0; i < 10; i += 1) {
    await adminCall(t, null, 'POST', '/auth/login', {
      body: { account: moderator.account, password: `Wrong-pass-${i}` },
    });
  }
  for (const [lang, words] of [
    ['zh-Hant', /管理員重設/],
    ['en', /ask an admin/],
    ['pt', /administrador/],
  ] as const) {
    const locked = await adminCall(t, null, 'POST', '/auth/login', {
      body: { account: moderator.account, password: DEMO_OPERATOR_PASSWORD },
      lang,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(words);
    expect(locked.body.message).not.toMatch(/驗證碼登入|with a code|com um código/);
  }
});
