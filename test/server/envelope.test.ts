import { DEMO, startTestServer, type TestServer } from './helpers/harness';
import * as newsData from './helpers/fixtures/news';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('envelope and error codes', () => {
  test('a success is HTTP 200 with code 0, msg and data; pages carry list/total/pageNo/pageSize', async () => {
    const answer = await t.call('GET', '/exhibitionNews/appPage', {
      query: { pageNo: 2, pageSize: 3 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(typeof answer.body.msg).toBe('string');
    expect(answer.body.data).toEqual({
      list: expect.any(Array),
      total: expect.any(Number),
      pageNo: 2,
      pageSize: 3,
    });
    expect((answer.body.data as { list: unknown[] }).list).toHaveLength(3);
  });

  test('malformed JSON answers body code 400 with HTTP 200, in the request language', async () => {
    const zh = await t.call('POST', '/login', { raw: '{"account": ', lang: 'zh-Hant' });
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ code: 400, msg: '請求內容不是有效的 JSON', data: null });
    const en = await t.call('POST', '/login', { raw: '{"account": ', lang: 'en-GB,en;q=0.9' });
    expect(en.body.msg).toBe('The request body is not valid JSON');
  });

  test('a schema violation names the field, localized in all four languages', async () => {
    const body = { account: 'x' };
    const expected: Record<string, string> = {
      'zh-Hant': '請求參數不正確：body.password 為必填',
      'zh-Hans': '请求参数不正确：body.password 为必填',
      pt: 'Pedido inválido: body.password é obrigatório',
      en: 'Invalid request: body.password is required',
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const answer = await t.call('POST', '/login', { body, lang });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 400, msg, data: null });
    }
    const zhCn = await t.call('POST', '/login', { body, lang: 'zh-CN' });
    expect(zhCn.body.msg).toBe(expected['zh-Hans']);
    const unknownLanguage = await t.call('POST', '/login', { body, lang: 'fr' });
    expect(unknownLanguage.body.msg).toBe(expected['zh-Hant']);
  });

  test('unknown fields, wrong types and bad query values are 400', async () => {
    const extra = await t.call('POST', '/login', {
      body: { account: 'a', password: 'b', admin: true },
      lang: 'en',
    });
    expect(extra.body).toMatchObject({
      code: 400,
      msg: 'Invalid request: field body.admin is not allowed',
    });
    const wrongType = await t.call('GET', '/exhibitionNews/appPage', {
      query: { pageNo: 'two' },
      lang: 'en',
    });
    expect(wrongType.body).toMatchObject({
      code: 400,
      msg: 'Invalid request: query.pageNo must be of type integer',
    });
    const tooBig = await t.call('GET', '/exhibitionNews/appPage', {
      query: { pageSize: 1000 },
      lang: 'en',
    });
    expect(tooBig.body.code).toBe(400);
    const badId = await t.call('GET', '/exhibitionNews/app/abc');
    expect(badId.body.code).toBe(400);
  });

  test('a call that takes no query or no body refuses one', async () => {
    const query = await t.call('GET', '/language', { query: { debug: 1 }, lang: 'en' });
    expect(query.body).toMatchObject({
      code: 400,
      msg: 'Invalid request: field query.debug is not allowed',
    });
    const token = await t.login(DEMO.phone, DEMO.password);
    const body = await t.call('POST', '/logoff', { token, body: { everything: true }, lang: 'en' });
    expect(body.body.code).toBe(400);
    expect((await t.call('GET', '/cus/user', { token })).body.code).toBe(0);
    const empty = await t.call('POST', '/logoff', { token, body: {} });
    expect(empty.body.code).toBe(0);
    expect((await t.call('GET', '/cus/user', { token })).body.code).toBe(401);
  });

  test('a NUL character in a text or a key is 400 in every language, never a 500 of the database (#31)', async () => {
    // PostgreSQL cannot store NUL in a text column: the search box answered 500 there.
    const search = await t.call('GET', '/exhibitionNews/appPage', {
      query: { keyword: 'a\u0000b' },
      lang: 'en',
    });
    expect(search.body).toEqual({
      code: 400,
      msg: 'Invalid request: query.keyword contains the NUL character, which cannot be stored',
      data: null,
    });
    const pt = await t.call('GET', '/exhibitionNews/appPage', {
      query: { keyword: '\u0000' },
      lang: 'pt',
    });
    expect(pt.body.msg).toBe(
      'Pedido inválido: query.keyword contém o carácter nulo, que não pode ser guardado',
    );
    const token = await t.login(DEMO.phone, DEMO.password);
    const key = await t.call('PUT', '/grow/mission/complete', {
      token,
      raw: '{"missionId": 1, "a\\u0000": 1}',
      lang: 'zh-Hant',
    });
    expect(key.body.code).toBe(400);
  });

  test('Infinity and 1e309 are 400 in a query and in a JSON body, never SQL (#9)', async () => {
    for (const pageNo of ['Infinity', '1e309', '-1e309']) {
      const answer = await t.call('GET', '/carousel/info/page', { query: { pageNo }, lang: 'en' });
      expect(answer.body).toEqual({
        code: 400,
        msg: 'Invalid request: query.pageNo must be a finite number',
        data: null,
      });
    }
    const token = await t.login(DEMO.phone, DEMO.password);
    const number = await t.call('PUT', '/grow/mission/complete', {
      token,
      raw: '{"missionId": 1e309}',
      lang: 'zh-Hant',
    });
    expect(number.body).toEqual({
      code: 400,
      msg: '請求參數不正確：body.missionId 類型不正確，應為 integer',
      data: null,
    });
    const text = await t.call('PUT', '/grow/mission/complete', {
      token,
      raw: '{"missionId": "1e309"}',
      lang: 'zh-Hant',
    });
    expect(text.body).toEqual({
      code: 400,
      msg: '請求參數不正確：body.missionId 必須是有限的數字',
      data: null,
    });
  });

  test('a path that does not decode and a URL past the header limit answer the envelope (#9)', async () => {
    const badPath = await t.call('GET', '/exhibitionNews/app/%E0%A4%A', { lang: 'pt' });
    expect(badPath.status).toBe(200);
    expect(badPath.body).toEqual({ code: 400, msg: 'O endereço do pedido é inválido', data: null });
    const longParam = await t.call('GET', `/exhibitionNews/app/${'9'.repeat(200)}`, { lang: 'en' });
    expect(longParam.body).toEqual({
      code: 400,
      msg: 'The request URL or headers are too long',
      data: null,
    });
    const url20k = await t.call('GET', '/exhibitionNews/appPage', {
      query: { keyword: 'k'.repeat(20_000) },
      lang: 'en',
    });
    expect(url20k.status).toBe(200);
    expect(url20k.body.msg).toBe('Invalid request: query.keyword must be at most 50 characters');
    // Past 32 KB Node refuses the request before any header is read: the default language.
    const url100k = await t.call('GET', '/exhibitionNews/appPage', {
      query: { keyword: 'k'.repeat(100_000) },
      lang: 'en',
      headers: { connection: 'close' },
    });
    expect(url100k.status).toBe(200);
    expect(url100k.body).toEqual({ code: 400, msg: '請求網址或標頭過長', data: null });
  });

  test('multipart to a route that takes none is 415 and does nothing (#9)', async () => {
    const token = await t.login(DEMO.phone, DEMO.password);
    const noBoundary = await t.call('POST', '/logoff', {
      token,
      raw: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.body.code).toBe(415);
    const poisoned = await t.call('POST', '/logoff', {
      token,
      raw: '{"__proto__":{"admin":true}}',
      lang: 'en',
    });
    expect(poisoned.body).toEqual({
      code: 400,
      msg: 'Invalid request: field body.__proto__ is not allowed',
      data: null,
    });
    expect((await t.call('GET', '/cus/user', { token })).body.code).toBe(0);
    const upload = await t.call('POST', '/api/file/singleUpload', {
      token,
      raw: '--x\r\n\r\nfile\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
      lang: 'en',
    });
    expect(upload.body).toEqual({
      code: 400,
      msg: 'The upload is malformed, please upload again',
      data: null,
    });
  });

  test('an unknown route under the API answers body code 404', async () => {
    const answer = await t.call('GET', '/no/such/call', { lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 404,
      msg: 'No such interface: GET /exhibition-api/no/such/call',
      data: null,
    });
    const post = await t.call('POST', '/exhibitionNews/appPage', { body: {} });
    expect(post.body.code).toBe(404);
  });

  test('a wrong content type is 415 and a too large body is 413', async () => {
    const xml = await t.call('POST', '/login', {
      raw: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(200);
    expect(xml.body.code).toBe(415);
    const text = await t.call('POST', '/login', {
      raw: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.body.code).toBe(400);
    const huge = await t.call('POST', '/login', {
      body: { account: 'x'.repeat(300 * 1024), password: 'y' },
      lang: 'en',
    });
    expect(huge.status).toBe(200);
    expect(huge.body).toEqual({ code: 413, msg: 'The request is too large', data: null });
  });

  test('an empty JSON body is "no body", not a parse error (WeChat sends one)', async () => {
    const answer = await t.call('POST', '/login', { raw: '' });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toContain('body');
  });

  test('a missing, unknown or expired token answers HTTP 200 with body code 401 and a message', async () => {
    const missing = await t.call('GET', '/cus/user', { lang: 'en' });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 401, msg: 'Please log in first', data: null });

    const unknown = await t.call('GET', '/cus/user', { token: 'not-a-real-token' });
    expect(unknown.body.code).toBe(401);

    const token = await t.login(DEMO.phone, DEMO.password);
    const bearer = await t.call('GET', '/cus/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.body.code).toBe(0);
    const tokenHeader = await t.call('GET', '/cus/user', { headers: { token } });
    expect(tokenHeader.body.code).toBe(0);

    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const expired = await t.call('GET', '/cus/user', { token, lang: 'en' });
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({
      code: 401,
      msg: 'Your session has expired, please log in again',
      data: null,
    });
  });

  test('the token expiry the client learns is in seconds and 7 days ahead', async () => {
    const answer = await t.call<{ expiresAt: number }>('POST', '/login', {
      body: { account: DEMO.phone, password: DEMO.password, areaCode: DEMO.areaCode },
    });
    expect(answer.body.data.expiresAt).toBe(Math.floor(t.clock.now() / 1000) + 7 * 24 * 3600);
  });

  test('an internal failure is body code 500 with a generic message and no stack trace', async () => {
    const hotWords = await newsData.breakHotWords(t.kysely);
    try {
      const answer = await t.call('GET', '/news/word/page', { lang: 'en' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: 500,
        msg: 'The system is busy, please try again later',
        data: null,
      });
      expect(answer.text).not.toMatch(/sqlite|at \w+ \(|news_words/i);
    } finally {
      hotWords.restore();
    }
  });

  test('the dev SMS outbox route does not exist unless enabled', async () => {
    const off = await startTestServer({ devSmsOutbox: false });
    try {
      const answer = await off.call('GET', '/dev/sms-outbox');
      expect(answer.body.code).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('non-API paths', () => {
  test('without a built H5 app the server says so in a plain page', async () => {
    const response = await fetch(`${t.server.origin}/gift/detail?id=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('H5 app not built');
  });
});
