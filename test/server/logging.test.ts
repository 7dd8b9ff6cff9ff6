import { Writable } from 'node:stream';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import * as newsData from './helpers/fixtures/news';

let t: TestServer;
const lines: string[] = [];
// Fastify warns once when an option it will drop is used (FSTDEP...): this server uses none.
const emitWarning = jest.spyOn(process, 'emitWarning');
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestServer({
    logger: { level: 'info', stream },
    corsOrigins: ['http://localhost:10087'],
  });
});
afterAll(() => t.close());

describe('server log', () => {
  test('without an SMS gateway the code is written to the log in a clear line, the phone masked (issue #28)', async () => {
    const phone = testPhone(1);
    await t.call('POST', '/sms/sendRegisterCode', { form: { phone, areaCode: '+853' } });
    const code = await t.lastCode(`+853 ${phone}`);
    const log = lines.join('');
    expect(log).toContain(`SMS code for ***${phone.slice(-2)}: ${code}`);
    expect(log).not.toContain(phone);
  });

  test('query values that may name someone are masked; paging and ids are kept (issue #28)', async () => {
    const before = lines.length;
    await t.call('GET', '/pc/accountSecurity/public/mobile', { query: { account: 'someoneX' } });
    await t.call('GET', '/exhibitionNews/appPage', {
      query: { pageNo: 2, pageSize: 3, keyword: 'secret words' },
    });
    const mine = lines.slice(before).join('');
    expect(mine).toContain('/pc/accountSecurity/public/mobile?account=***');
    expect(mine).toContain('pageNo=2&pageSize=3&keyword=***');
    expect(mine).not.toContain('someoneX');
    expect(mine).not.toContain('secret');
  });

  test('passwords sent in the query (updatePassword) never reach the log', async () => {
    const user = await t.register(testPhone(2), { password: 'Logged#1' });
    await t.call('PUT', '/cus/user/updatePassword', {
      token: user.token,
      query: { id: user.id, oldPassword: 'Logged#1', newPassword: 'Hidden#22' },
    });
    const log = lines.join('');
    expect(log).toContain('/exhibition-api/cus/user/updatePassword');
    expect(log).not.toContain('Logged#1');
    expect(log).not.toContain('Hidden#22');
    expect(log).not.toContain(user.token);
  });

  test('one line a request, when it is answered: method, path, status and time', async () => {
    const before = lines.length;
    await t.call('GET', '/exhibitionNews/appPage', { query: { pageNo: 1, pageSize: 3 } });
    const mine = lines
      .slice(before)
      .filter((line) =>
        line.includes('/exhibition-api/exhibitionNews/appPage?pageNo=1&pageSize=3'),
      );
    expect(mine).toHaveLength(1);
    const entry = JSON.parse(mine[0]) as {
      msg: string;
      req: { method: string };
      res: { statusCode: number };
      responseTime: unknown;
    };
    expect(entry.msg).toBe('request completed');
    expect(entry.req.method).toBe('GET');
    expect(entry.res.statusCode).toBe(200);
    expect(typeof entry.responseTime).toBe('number');
  });

  test('the server is built with no deprecated Fastify option', async () => {
    const deprecations = emitWarning.mock.calls.filter((call) =>
      JSON.stringify(call).includes('FSTDEP'),
    );
    expect(deprecations).toEqual([]);
  });

  test('an internal error is logged with its cause while the answer stays generic', async () => {
    const hotWords = await newsData.breakHotWords(t.kysely);
    let answer;
    try {
      answer = await t.call('GET', '/news/word/page');
    } finally {
      await hotWords.restore();
    }
    const line = lines.find((l) => l.includes('unhandled error')) as string;
    // The cause in the engine's own words; the visitor's answer names none of it.
    const cause = {
      sqlite: 'no such table: news_words',
      postgres: 'relation "news_words" does not exist',
    }[t.engine];
    expect((JSON.parse(line) as { err: { message: string } }).err.message).toContain(cause);
    expect(answer.text).not.toContain('news_words');
  });
});

describe('CORS for an allowed development origin only', () => {
  test('preflight and answers carry the headers for the allowed origin, not for others', async () => {
    const preflight = await fetch(`${t.server.apiBase}/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:10087', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:10087');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('token');
    const other = await fetch(`${t.server.apiBase}/exhibitionNews/appPage`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
