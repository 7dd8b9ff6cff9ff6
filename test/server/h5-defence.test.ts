import { DEMO, startTestServer, submitWork, testPhone, type TestServer } from './helpers/harness';

// Issue #22, "The H5 app defends itself": signed-in answers are never cached, and covers and
// avatars are the server's own uploads, never another site's URL.

jest.setTimeout(30_000);

describe('signed-in answers and pictures', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('every answer to a signed-in call, and every login answer, carries Cache-Control: no-store', async () => {
    const login = await t.call<{ token: string }>('POST', '/login', {
      body: { account: DEMO.phone, password: DEMO.password, areaCode: DEMO.areaCode },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = login.body.data.token;
    for (const path of ['/cus/user', '/grow/integralFlow/page', '/pmm/addressMessage/page']) {
      const answer = await t.call('GET', path, { token });
      expect([path, answer.body.code, answer.headers.get('cache-control')]).toEqual([
        path,
        0,
        'no-store',
      ]);
    }
    // A refusal of a signed-in call too.
    const refused = await t.call('GET', '/grow/integralTrade/999999', { token });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  test("an avatar or a work's cover from another site is refused; the server's own upload is kept", async () => {
    const user = await t.register(testPhone(2270));
    for (const avatar of ['https://tracker.example/pixel.gif', 'http://evil.example/a.png']) {
      const answer = await t.call('PUT', '/cus/user', { token: user.token, body: { avatar } });
      expect([avatar, answer.body.code]).toEqual([avatar, 400]);
    }
    const own = `/exhibition-api/files/${'b'.repeat(32)}.png`;
    const saved = await t.call<{ avatar: string }>('PUT', '/cus/user', {
      token: user.token,
      body: { avatar: `https://any.example${own}` },
    });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.avatar).toBe(`${t.server.origin}${own}`);

    const foreign = await submitWork(t, user.token, {
      slogan: '銘記歷史',
      pictures: ['https://tracker.example/pixel.png'],
    });
    expect(foreign.body.code).toBe(400);
  });
});
