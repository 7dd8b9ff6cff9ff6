import net from 'node:net';
import { startTestServer, type TestServer } from './helpers/harness';
import { rawCall } from './helpers/raw-http';

// Issue #22, "The three answers outside the envelope": a request without Host, an Expect header
// the server cannot meet, and a GET on the tracking path are answered with the envelope too.

jest.setTimeout(30_000);

/** Writes `text` on a new socket and resolves with everything read until the server closes. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      out += chunk;
      // One answer is all this test wants: once its body is complete, hang up.
      const at = out.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(out);
      if (at >= 0 && length && Buffer.byteLength(out.slice(at + 4)) >= Number(length[1])) {
        socket.end();
      }
    });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

function envelopeOf(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i);
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('answers that used to bypass the envelope', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test('an HTTP/1.1 request without a Host header', async () => {
    const answer = await rawExchange(
      t.server.port,
      'GET /exhibition-api/newsCategory/list HTTP/1.1\r\nAccept-Language: en\r\n\r\n',
    );
    expect(envelopeOf(answer)).toEqual({ code: 400, msg: 'Bad request', data: null });
  });

  test('an Expect header other than 100-continue', async () => {
    const answer = await rawExchange(
      t.server.port,
      'GET /exhibition-api/newsCategory/list HTTP/1.1\r\nHost: a\r\nExpect: 999-foo\r\n\r\n',
    );
    expect(envelopeOf(answer)).toEqual({ code: 400, msg: '請求無效', data: null });
  });

  test('a GET on the tracking path is not the app shell', async () => {
    const answer = await rawCall(`${t.server.origin}/exhibition-tongji/v1/js/logs`, {
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      code: 404,
      msg: expect.stringContaining('GET /exhibition-tongji/v1/js/logs'),
      data: null,
    });
  });
});
