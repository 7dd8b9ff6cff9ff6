import crypto from 'node:crypto';
import { jsapiSignature, signableOrigin } from '../../server/src/modules/content/share-signature';
import { FAKE_CREDENTIALS, startFakeWechat, type FakeWechat } from './fakes/fake-wechat';
import { startTestServer, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';

describe('JS-SDK share signature', () => {
  test('matches the official example of the JS-SDK documentation appendix', () => {
    expect(
      jsapiSignature({
        ticket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  test('the #fragment is not signed', () => {
    const base = { ticket: 't', noncestr: 'n', timestamp: 1 };
    expect(jsapiSignature({ ...base, url: 'https://a.example/p?x=1#/home' })).toBe(
      jsapiSignature({ ...base, url: 'https://a.example/p?x=1' }),
    );
  });

  test('only URLs of an allowed origin are signable', () => {
    const allowed = ['https://victory80.example'];
    expect(signableOrigin('https://victory80.example/gift/detail?id=1', allowed)).toBe(
      'https://victory80.example',
    );
    expect(signableOrigin('https://victory80.example.evil.test/', allowed)).toBeUndefined();
    expect(signableOrigin('https://user:pw@victory80.example/', allowed)).toBeUndefined();
    expect(signableOrigin('javascript:alert(1)', allowed)).toBeUndefined();
    expect(signableOrigin('http://victory80.example/', allowed)).toBeUndefined();
  });
});

describe('against the fake WeChat server', () => {
  let fake: FakeWechat;
  let t: TestServer;
  beforeAll(async () => {
    fake = await startFakeWechat();
    t = await startTestServer({
      wechat: { apiBase: fake.baseUrl, ...FAKE_CREDENTIALS },
      h5Origins: ['https://victory80.example'],
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  test('the share signature is made with the ticket fetched through the real adapter, and cached', async () => {
    const url = 'https://victory80.example/pages/vote/detail?id=3&type=share#top';
    const first = await t.call<{
      timestamp: number;
      noncestr: string;
      signature: string;
      appId: string;
    }>('GET', '/crm/membersInfo/wechatShare', { query: { url } });
    expect(first.body.code).toBe(0);
    const { timestamp, noncestr, signature, appId } = first.body.data;
    expect(appId).toBe(FAKE_CREDENTIALS.mpAppId);
    expect(timestamp).toBe(Math.floor(t.clock.now() / 1000));
    const expected = crypto
      .createHash('sha1')
      .update(
        `jsapi_ticket=${fake.ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
    await t.call('GET', '/crm/membersInfo/wechatShare', { query: { url } });
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/token')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/ticket/getticket')).toHaveLength(1);
    // After the ticket's lifetime a new token and ticket are fetched.
    t.clock.advance(2 * 3600 * 1000);
    await t.call('GET', '/crm/membersInfo/wechatShare', { query: { url } });
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/token')).toHaveLength(2);
  });

  test('a URL of another origin gets body code 403 and WeChat is not asked', async () => {
    const before = fake.calls.length;
    const answer = await t.call('GET', '/crm/membersInfo/wechatShare', {
      query: { url: 'https://phishing.example/pages/vote/vote' },
      lang: 'en',
    });
    expect(answer.body).toEqual({ code: 403, msg: 'This URL cannot be signed', data: null });
    expect(fake.calls.length).toBe(before);
  });

  test('mini-program login: code2session opens an account once and logs it in again', async () => {
    fake.codes.set('code-1', { openid: 'openid-alice', unionid: 'union-alice' });
    const first = await t.call<{
      token: string;
      expiresAt: number;
      user: { id: number; points: number };
    }>('POST', '/login/wechat', {
      body: { code: 'code-1' },
    });
    expect(first.body.code).toBe(0);
    expect(first.body.data.user.points).toBe(100);
    const call = fake.calls.find((c) => c.path === '/sns/jscode2session');
    expect(call?.query).toMatchObject({
      appid: FAKE_CREDENTIALS.appId,
      js_code: 'code-1',
      grant_type: 'authorization_code',
    });
    expect((await t.call('GET', '/cus/user', { token: first.body.data.token })).body.code).toBe(0);

    fake.codes.set('code-2', { openid: 'openid-alice' });
    const second = await t.call<{ user: { id: number } }>('POST', '/login/wechat', {
      body: { code: 'code-2' },
    });
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    const accounts = (await accountData.usersWithOpenid(t.kysely, 'openid-alice')).length;
    expect(accounts).toBe(1);
  });

  test('a code WeChat refuses is 422; a used code cannot log in twice', async () => {
    fake.codes.set('code-3', { openid: 'openid-bob' });
    expect((await t.call('POST', '/login/wechat', { body: { code: 'code-3' } })).body.code).toBe(0);
    const again = await t.call('POST', '/login/wechat', { body: { code: 'code-3' }, lang: 'en' });
    expect(again.body).toEqual({
      code: 422,
      msg: 'WeChat login failed, please try again',
      data: null,
    });
  });

  test('H5 OAuth through the official account links by unionid', async () => {
    fake.codes.set('oauth-1', { openid: 'mp-openid-alice', unionid: 'union-alice' });
    const answer = await t.call<{ user: { id: number } }>('GET', '/oauth/callback/wechatMp', {
      query: { code: 'oauth-1' },
    });
    const [mini] = await accountData.usersWithOpenid(t.kysely, 'openid-alice');
    expect(answer.body.data.user.id).toBe(mini);
  });
});

describe('WeChat not configured or down', () => {
  test('no credentials: 503 not configured; WeChat unreachable: 502', async () => {
    const t = await startTestServer();
    try {
      expect((await t.call('POST', '/login/wechat', { body: { code: 'x' } })).body.code).toBe(503);
      const own = `${t.server.origin}/pages/home/index`;
      expect(
        (await t.call('GET', '/crm/membersInfo/wechatShare', { query: { url: own } })).body.code,
      ).toBe(503);
      // The server's own origin is the default signable origin: a foreign one is still refused first.
      expect(
        (
          await t.call('GET', '/crm/membersInfo/wechatShare', {
            query: { url: 'https://x.example/' },
          })
        ).body.code,
      ).toBe(403);
    } finally {
      await t.close();
    }
    const down = await startTestServer({
      wechat: { apiBase: 'http://127.0.0.1:9', ...FAKE_CREDENTIALS },
    });
    try {
      expect((await down.call('POST', '/login/wechat', { body: { code: 'x' } })).body.code).toBe(
        502,
      );
    } finally {
      await down.close();
    }
  });
});
