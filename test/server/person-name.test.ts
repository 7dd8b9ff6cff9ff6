import { startTestServer, testPhone, type TestServer } from './helpers/harness';

// Issue #21: a name of emoji or symbols only is refused by the server as by the app, with the one
// rule of src/rules (isPersonName): the profile (PUT /cus/user, POST /user/update), the real-name
// check and registration.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 30_000);
afterAll(() => t.close());

let next = 400;
const REFUSED = {
  code: 400,
  msg: 'Enter a real name, not only spaces, emoji or symbols',
  data: null,
};

test.each([
  ['PUT', '/cus/user', { name: '😀🎉' }],
  ['PUT', '/cus/user', { name: '  ★☆ ' }],
  ['POST', '/user/update', { realName: '👍' }],
  ['POST', '/user/update', { name: '🙂🙂' }],
])('%s %s with %j is refused and the name is unchanged', async (method, pathname, body) => {
  const user = await t.register(testPhone(next++));
  const kept = await t.call('PUT', '/cus/user', { token: user.token, body: { name: 'Ana Sousa' } });
  expect(kept.body.code).toBe(0);
  const answer = await t.call(method, pathname, { token: user.token, body, lang: 'en' });
  expect(answer.body).toEqual(REFUSED);
  const me = await t.call<{ name: string }>('GET', '/cus/user', { token: user.token });
  expect(me.body.data.name).toBe('Ana Sousa');
});

test('a real name in any script, or an empty one, is still taken', async () => {
  const user = await t.register(testPhone(950));
  for (const name of ['陳大文', "O'Neill", 'João-Maria', '']) {
    const answer = await t.call('PUT', '/cus/user', { token: user.token, body: { name } });
    expect(answer.body.code).toBe(0);
  }
});

test('the real-name check refuses an emoji name', async () => {
  const user = await t.register(testPhone(951));
  const answer = await t.call('GET', '/user/checkCardInfo', {
    token: user.token,
    query: { realName: '😀', idCardNo: '5215299(8)' },
    lang: 'en',
  });
  expect(answer.body).toEqual(REFUSED);
});

test('registration refuses an emoji name and opens no account', async () => {
  const phone = testPhone(952);
  await t.call('POST', '/sms/sendRegisterCode', { form: { phone, areaCode: '+853' } });
  const code = await t.lastCode(`+853 ${phone}`);
  const answer = await t.call('POST', '/register/app', {
    body: { phone, areaCode: '+853', code, password: 'Pass#2025', name: '🎉' },
    lang: 'en',
  });
  expect(answer.body).toEqual(REFUSED);
  const login = await t.call('POST', '/login', {
    body: { account: phone, password: 'Pass#2025', areaCode: '+853' },
  });
  expect(login.body.code).toBe(422);
});
