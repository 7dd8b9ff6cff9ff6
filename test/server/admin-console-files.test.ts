import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer } from './helpers/harness';
import { getBytes } from './helpers/raw-http';
// The same step `npm run build:admin` runs after Vite (scripts/precompress.mjs).
import { precompress } from '../../scripts/lib/precompress.mjs';

// Issue #29: the console was sent uncompressed (1.6 MB of JavaScript). `npm run build:admin`
// writes .br and .gz beside each file; the server sends the one the browser takes, and says that
// the answer depends on Accept-Encoding.

jest.setTimeout(60_000);

test('the console files go out precompressed, brotli or gzip as the browser takes them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-admin-files-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-abcdef12.js'), script);
  precompress(dir);
  const served = await startTestServer({ admin: { dir } });
  try {
    const url = `${served.server.origin}/admin/assets/index-abcdef12.js`;

    const brotli = await getBytes(url, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toContain('text/javascript');
    expect(brotli.body.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await getBytes(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const refused = await getBytes(url, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await getBytes(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  } finally {
    await served.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
