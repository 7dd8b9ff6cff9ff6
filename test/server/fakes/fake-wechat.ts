import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A FAKE of WeChat's server APIs on loopback, for tests only: code2session, the official-account
 * token, the jsapi ticket and OAuth. It answers the way the real API documents it, errcode and all.
 */
export interface FakeWechat {
  baseUrl: string;
  calls: { path: string; query: Record<string, string> }[];
  /** code -> openid (and unionid) that code2session / oauth2 accept. */
  codes: Map<string, { openid: string; unionid?: string }>;
  ticket: string;
  close(): Promise<void>;
}

export const FAKE_CREDENTIALS = {
  appId: 'wx-fake-miniprogram',
  secret: 'fake-mini-secret',
  mpAppId: 'wx-fake-official',
  mpSecret: 'fake-mp-secret',
} as const;

export async function startFakeWechat(): Promise<FakeWechat> {
  const calls: FakeWechat['calls'] = [];
  const codes: FakeWechat['codes'] = new Map();
  let tokenSerial = 0;
  const fake = { ticket: 'fake-jsapi-ticket-1' } as FakeWechat;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams.entries());
    calls.push({ path: url.pathname, query });
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/sns/jscode2session': {
        if (query.appid !== FAKE_CREDENTIALS.appId || query.secret !== FAKE_CREDENTIALS.secret) {
          return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        }
        const identity = codes.get(query.js_code);
        if (!identity || query.grant_type !== 'authorization_code') {
          return send({ errcode: 40029, errmsg: 'invalid code' });
        }
        codes.delete(query.js_code);
        return send({
          openid: identity.openid,
          unionid: identity.unionid,
          session_key: 'fake-session-key',
        });
      }
      case '/sns/oauth2/access_token': {
        const identity = codes.get(query.code);
        if (!identity || query.appid !== FAKE_CREDENTIALS.mpAppId) {
          return send({ errcode: 40029, errmsg: 'invalid code' });
        }
        codes.delete(query.code);
        return send({
          access_token: 'fake-oauth-token',
          expires_in: 7200,
          openid: identity.openid,
          unionid: identity.unionid,
        });
      }
      case '/cgi-bin/token': {
        if (
          query.appid !== FAKE_CREDENTIALS.mpAppId ||
          query.secret !== FAKE_CREDENTIALS.mpSecret
        ) {
          return send({ errcode: 40013, errmsg: 'invalid appid' });
        }
        tokenSerial += 1;
        return send({ access_token: `fake-access-token-${tokenSerial}`, expires_in: 7200 });
      }
      case '/cgi-bin/ticket/getticket': {
        // As WeChat does: a new token ends the one before it.
        if (query.access_token !== `fake-access-token-${tokenSerial}` || query.type !== 'jsapi') {
          return send({ errcode: 40001, errmsg: 'invalid credential' });
        }
        return send({ errcode: 0, errmsg: 'ok', ticket: fake.ticket, expires_in: 7200 });
      }
      default:
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errcode: -1, errmsg: 'not found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.calls = calls;
  fake.codes = codes;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
