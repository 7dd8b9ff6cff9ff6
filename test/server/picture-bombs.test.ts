import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loginAs } from './helpers/admin';
import { DEMO, startTestServer, type TestServer } from './helpers/harness';

// Issue #28, picture bombs: a small file that decodes to a huge picture. The pictures are built
// here (nothing of the kind is checked in): a grey PNG of zeros deflates a thousand to one, a GIF
// of 205 one-pixel frames on a 6000x6000 screen is a few KB.

jest.setTimeout(60_000);

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A whole, valid 8-bit greyscale PNG of `width` x `height` black pixels. */
function greyPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // Each row: filter byte 0 and `width` zero bytes; all zeros, deflated.
  const raw = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A whole GIF: a `width` x `height` screen and `frames` one-pixel frames. */
function manyFrameGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  const frame = Buffer.from('2c000000000100010000' + '02024c0100', 'hex');
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from('000000ffffff', 'hex'),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

interface UploadAnswer {
  errno: number;
  errmsg: string;
  data: { url: string } | null;
}

async function upload(t: TestServer, token: string, file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${t.server.apiBase}/upload`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': 'en', 'info-net-api-token': token },
  });
  return (await response.json()) as UploadAnswer;
}

describe('picture bombs (issue #28)', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login(DEMO.phone, DEMO.password);
  });
  afterAll(() => t.close());

  test('a 38 KB PNG that says 6300x6300 is refused from its header, with the budget named', async () => {
    const bomb = greyPng(6300, 6300);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const answer = await upload(t, token, bomb, 'bomb.png');
    expect(answer).toMatchObject({
      errno: 413,
      errmsg:
        'The picture is too large: at most 25 megapixels (all frames of an animation together); choose a smaller picture',
      data: null,
    });
    expect(t.server.app.ctx.pictures.size).toEqual({ running: 0, waiting: 0 });
  });

  test('a GIF of 205 frames on a 6000x6000 screen is refused: frames x width x height counts', async () => {
    const answer = await upload(t, token, manyFrameGif(6000, 6000, 205), 'bomb.gif');
    expect(answer.errno).toBe(413);
    expect(answer.errmsg).toMatch(/at most 25 megapixels/);
    // The same frames on a small screen are a picture like any other.
    const small = await upload(t, token, manyFrameGif(40, 40, 205), 'small.gif');
    expect(small.errno).toBe(0);
  });

  test('while a large picture is checked, another request is answered', async () => {
    const large = greyPng(5000, 5000);
    let uploaded = false;
    const pending = upload(t, token, large, 'large.png').then((answer) => {
      uploaded = true;
      return answer;
    });
    // The check has begun in its worker...
    const pictures = t.server.app.ctx.pictures;
    while (pictures.size.running === 0) await new Promise((resolve) => setImmediate(resolve));
    // ...and the server answers a visitor meanwhile.
    const list = await t.call('GET', '/newsCategory/list');
    expect(list.body.code).toBe(0);
    expect(uploaded).toBe(false);
    expect((await pending).errno).toBe(0);
  });
});

describe('a check over its time is stopped and the picture refused (issue #28)', () => {
  test('the check is stopped, the picture refused, and nothing is left running', async () => {
    const t = await startTestServer({ limits: { decodeTimeoutMs: 1 } });
    try {
      const token = await t.login(DEMO.phone, DEMO.password);
      const slow = await upload(t, token, greyPng(2000, 2000), 'slow.png');
      expect(slow).toMatchObject({
        errno: 400,
        errmsg: 'The picture took too long to check; choose a smaller picture',
      });
      expect(t.server.app.ctx.pictures.size).toEqual({ running: 0, waiting: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('console uploads are capped per operator (issue #28)', () => {
  test('past ADMIN_UPLOADS_PER_DAY an operator is refused with 409; a visitor is not', async () => {
    const t = await startTestServer({ limits: { consoleUploadsPerDay: 2 } });
    try {
      const editor = await loginAs(t, 'editor');
      const send = async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(greyPng(4, 4))]), 'cover.png');
        return fetch(`${t.server.apiBase}/admin/uploads`, {
          method: 'POST',
          headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'accept-language': 'en' },
          body: form,
        });
      };
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(409);
      expect(((await third.json()) as { message: string }).message).toMatch(
        /Daily upload limit reached \(2 files\)/,
      );
      const token = await t.login(DEMO.phone, DEMO.password);
      expect((await upload(t, token, greyPng(4, 4), 'mine.png')).errno).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('uploads sent at once never pass the cap, and a refused one leaves no file (issue #31)', async () => {
    const t = await startTestServer({ limits: { consoleUploadsPerDay: 2 } });
    try {
      const editor = await loginAs(t, 'editor');
      const send = async (n: number) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(greyPng(4 + n, 4))]), `cover-${n}.png`);
        return fetch(`${t.server.apiBase}/admin/uploads`, {
          method: 'POST',
          headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'accept-language': 'en' },
          body: form,
        });
      };
      const statuses = (await Promise.all([0, 1, 2, 3, 4, 5].map(send))).map((r) => r.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      const uploadsDir = path.join(t.server.app.ctx.config.dataDir, 'uploads');
      expect(fs.readdirSync(uploadsDir).filter((name) => name.endsWith('.png'))).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
