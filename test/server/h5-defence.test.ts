import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getBytes } from './helpers/raw-http';
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

describe('the H5 documents carry a Content-Security-Policy and a Referrer-Policy', () => {
  const INLINE = ['window.a = 1;', '\n      window.b = 2;\n    '];
  const html =
    `<!doctype html><html><head><script>${INLINE[0]}</script>` +
    `<script defer="defer" src="/js/app.0123abcd.js"></script><script>${INLINE[1]}</script>` +
    '</head><body><div id="app"></div></body></html>';
  const sha = (text: string) =>
    `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  async function withH5<T>(env: Record<string, string>, run: (t: TestServer) => Promise<T>) {
    const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-h5-'));
    fs.writeFileSync(path.join(h5Dir, 'index.html'), html);
    const t = await startTestServer({ h5Dir, env });
    try {
      return await run(t);
    } finally {
      await t.close();
      fs.rmSync(h5Dir, { recursive: true, force: true });
    }
  }

  const directives = (policy: string | null) =>
    Object.fromEntries(
      (policy ?? '').split(/;\s*/).map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  test('scripts from the origin and the inline scripts by hash; no framing, plugins or foreign base', async () => {
    await withH5({}, async (t) => {
      for (const pathname of ['/', '/index.html', '/pages/vote/vote', '/news']) {
        const answer = await fetch(`${t.server.origin}${pathname}`);
        expect([pathname, answer.status]).toEqual([pathname, 200]);
        const csp = directives(answer.headers.get('content-security-policy'));
        expect(csp['script-src']).toEqual(
          expect.arrayContaining(["'self'", sha(INLINE[0]), sha(INLINE[1])]),
        );
        expect(csp['script-src']).not.toContain("'unsafe-inline'");
        expect(csp['script-src']).not.toContain("'unsafe-eval'");
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });
  });

  // Issue #32: the app shell of /news or /vote is the same index.html as /'s, and costs a visitor
  // on a slow network as much: it is sent compressed as / is (it was sent plain, 9 KB for 3).
  test("every app route's shell is sent compressed as the browser accepts, with the same headers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-h5z-'));
    const padded = html.replace('</body>', `${'<p>80</p>'.repeat(400)}</body>`);
    fs.writeFileSync(path.join(dir, 'index.html'), padded);
    fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(padded));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(padded));
    const t = await startTestServer({ h5Dir: dir });
    try {
      for (const pathname of ['/', '/news', '/pages/vote/vote', '/gift/detail']) {
        for (const [accept, encoding] of [
          ['br, gzip', 'br'],
          ['gzip', 'gzip'],
          ['identity', null],
        ] as const) {
          const answer = await getBytes(`${t.server.origin}${pathname}`, accept);
          expect([pathname, accept, answer.status]).toEqual([pathname, accept, 200]);
          expect([pathname, accept, answer.headers['content-encoding'] ?? null]).toEqual([
            pathname,
            accept,
            encoding,
          ]);
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(answer.body)
              : encoding === 'gzip'
                ? zlib.gunzipSync(answer.body)
                : answer.body;
          expect(body.toString('utf8')).toBe(padded);
          expect(answer.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
          expect(answer.headers['cache-control']).toBe('no-cache');
          expect(answer.headers.vary).toMatch(/accept-encoding/i);
          expect(answer.headers['content-security-policy']).toContain(sha(INLINE[0]));
        }
      }
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the web view may reach the hosts it may frame: it checks a page answers first (issue #21)', async () => {
    await withH5({ H5_FRAME_HOSTS: 'www.wh.mo' }, async (t) => {
      const answer = await fetch(`${t.server.origin}/pages/webview/index`);
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp['frame-src']).toContain('https://www.wh.mo');
      expect(csp['connect-src']).toContain('https://www.wh.mo');
    });
  });

  test("the operator's allowed hosts may frame the app (H5_FRAME_ANCESTORS)", async () => {
    await withH5(
      { H5_FRAME_ANCESTORS: 'https://www.example.gov.mo, partner.example.org' },
      async (t) => {
        const answer = await fetch(`${t.server.origin}/`);
        const csp = directives(answer.headers.get('content-security-policy'));
        expect(csp['frame-ancestors']).toEqual([
          'https://www.example.gov.mo',
          'https://partner.example.org',
        ]);
        expect(answer.headers.get('x-frame-options')).toBeNull();
      },
    );
  });
});
