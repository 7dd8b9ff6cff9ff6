import { DEMO, startTestServer, type TestServer } from './helpers/harness';
import * as filesData from './helpers/fixtures/files';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
    'hex',
  ),
]);
// Whole pictures (issue #22: the server decodes them to the end): 2x2 JPEG and 1x1 GIF made
// with jpeg-js and omggif, and the 1x1 lossy WebP that browsers' feature tests use.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAkwBADs=', 'base64');
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

interface UploadAnswer {
  errno?: number;
  errmsg?: string;
  code?: number;
  msg?: string;
  data: { url: string; name: string } | null;
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ uploadMaxBytes: 64 * 1024 });
  token = await t.login(DEMO.phone, DEMO.password);
});
afterAll(() => t.close());

async function upload(
  path: string,
  file: Buffer,
  name: string,
  o: { field?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append(o.field ?? 'file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const response = await fetch(`${t.server.apiBase}${path}`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': 'en', ...(o.headers ?? {}) },
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

describe('the errno upload (/upload, Info-Net-Api-Token)', () => {
  test('an image is stored under a random name and served back by URL', async () => {
    const answer = await upload('/upload', PNG, '我的 照片.png', {
      headers: { 'info-net-api-token': token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ errno: 0, data: { name: '我的 照片.png' } });
    const url = answer.body.data?.url ?? '';
    expect(url).toMatch(new RegExp(`^${t.server.origin}/exhibition-api/files/[a-f0-9]{32}\\.png$`));
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test('jpeg and gif are recognised by their bytes, whatever the name says', async () => {
    for (const [file, ext] of [
      [JPEG, 'jpg'],
      [GIF, 'gif'],
    ] as const) {
      const answer = await upload('/upload', file, 'picture.png', {
        headers: { 'info-net-api-token': token },
      });
      expect(answer.body.errno).toBe(0);
      expect(answer.body.data?.url).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  test('a file that only claims to be an image is refused (415), in the errno shape', async () => {
    const answer = await upload(
      '/upload',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'evil.png',
      {
        headers: { 'info-net-api-token': token },
      },
    );
    expect(answer.body).toEqual({
      errno: 415,
      errmsg: 'Only JPG, PNG or GIF pictures are accepted',
      data: null,
    });
  });

  test('WebP, which SPEC does not ask for, is refused with a message that names it, whole, cut or corrupt (issue #22)', async () => {
    const cut = (file: Buffer) => file.subarray(0, file.length - 6);
    const corrupt = Buffer.concat([WEBP.subarray(0, 16), Buffer.alloc(WEBP.length - 16, 0x41)]);
    const messages = new Set<string>();
    for (const file of [WEBP, cut(WEBP), corrupt]) {
      for (const lang of ['zh-Hant', 'zh-Hans', 'pt', 'en']) {
        const answer = await upload('/upload', file, 'picture.jpg', {
          headers: { 'info-net-api-token': token, 'accept-language': lang },
        });
        expect(answer.body).toMatchObject({ errno: 415, data: null });
        expect(answer.body.errmsg).toMatch(/WebP/);
        messages.add(answer.body.errmsg ?? '');
      }
    }
    expect(messages.size).toBe(4);
    const single = await upload('/api/file/singleUpload', WEBP, 'picture.webp', {
      headers: { token },
    });
    expect(single.body).toEqual({
      code: 415,
      msg: 'WebP pictures are not accepted: choose a JPG, PNG or GIF picture (or a screenshot of it)',
      data: null,
    });
    expect(await filesData.uploadCountOf(t.kysely, 'image/webp')).toBe(0);
  });

  test('a file whose first bytes are an image but whose rest is not is refused (issue #22)', async () => {
    const cut = (file: Buffer) => file.subarray(0, file.length - 6);
    const junk = (file: Buffer) =>
      Buffer.concat([file.subarray(0, 16), Buffer.alloc(file.length - 16, 0x41)]);
    for (const [name, file] of [
      ['cut png', cut(PNG)],
      ['png with junk', junk(PNG)],
      ['cut jpeg', cut(JPEG)],
      ['jpeg with junk', junk(JPEG)],
      ['cut gif', cut(GIF)],
      ['gif with junk', junk(GIF)],
    ] as const) {
      const answer = await upload('/upload', file, 'picture.png', {
        headers: { 'info-net-api-token': token },
      });
      expect([name, answer.body]).toEqual([
        name,
        {
          errno: 400,
          errmsg: 'The picture is damaged or incomplete; upload it again',
          data: null,
        },
      ]);
    }
  });

  test('control and bidirectional characters are taken out of the stored original name (issue #22)', async () => {
    const answer = await upload('/upload', PNG, 'inv\u202eoice\u0007\u200b gnp.exe\u2066.png', {
      headers: { 'info-net-api-token': token },
    });
    expect(answer.body.errno).toBe(0);
    expect(answer.body.data?.name).toBe('invoice gnp.exe.png');
    const stored = await filesData.lastUploadName(t.kysely);
    expect(stored).toBe('invoice gnp.exe.png');
  });

  test('a file over the size limit is refused (413)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(65 * 1024, 0)]);
    const answer = await upload('/upload', big, 'big.png', {
      headers: { 'info-net-api-token': token },
    });
    expect(answer.body).toMatchObject({ errno: 413, errmsg: 'The file must not exceed 0.1 MB' });
  });

  test('without a token: errno 401; a wrong field name: 400', async () => {
    expect((await upload('/upload', PNG, 'a.png')).body).toMatchObject({ errno: 401 });
    expect(
      (
        await upload('/upload', PNG, 'a.png', {
          field: 'image',
          headers: { 'info-net-api-token': token },
        })
      ).body,
    ).toMatchObject({
      errno: 400,
    });
  });
});

describe('the envelope upload (/api/file/singleUpload)', () => {
  test('answers {code, msg, data:{url,name}} and the same codes as every call', async () => {
    const ok = await upload('/api/file/singleUpload', PNG, 'a.png', {
      headers: { token, authorization: token },
    });
    expect(ok.body).toMatchObject({
      code: 0,
      data: { url: expect.stringMatching(/\/exhibition-api\/files\//), name: 'a.png' },
    });
    const noToken = await upload('/api/file/singleUpload', PNG, 'a.png');
    expect(noToken.body).toMatchObject({ code: 401, data: null });
    const bad = await upload('/api/file/singleUpload', Buffer.from('plain text'), 'a.png', {
      headers: { token },
    });
    expect(bad.body.code).toBe(415);
    const json = await t.call('POST', '/api/file/singleUpload', { token, body: { file: 'x' } });
    expect(json.body.code).toBe(415);
  });

  test('a missing or oddly named file is 404, never a path outside the uploads', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fapp.db', 'app.db']) {
      const response = await fetch(`${t.server.apiBase}/files/${name}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('the overall upload budget counts what was stored (issue #28)', () => {
  test("one account's uploads refused by its daily cap leave the minute's budget to everybody else", async () => {
    const capped = await startTestServer({
      limits: { uploads: { perIp: 1000, total: 5 }, uploadsPerAccountPerDay: 3 },
    });
    try {
      const send = async (as: string) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(PNG)]), 'p.png');
        const response = await fetch(`${capped.server.apiBase}/upload`, {
          method: 'POST',
          body: form,
          headers: { 'info-net-api-token': as, 'accept-language': 'en' },
        });
        return ((await response.json()) as UploadAnswer).errno;
      };
      const flooder = await capped.login(DEMO.phone, DEMO.password);
      const answers: (number | undefined)[] = [];
      for (let i = 0; i < 20; i += 1) answers.push(await send(flooder));
      expect(answers.filter((errno) => errno === 0)).toHaveLength(3);
      expect(answers.filter((errno) => errno === 409)).toHaveLength(17);
      const visitor = await capped.register('61230280');
      expect(await send(visitor.token)).toBe(0);
      expect(await send(visitor.token)).toBe(0);
      // Five stored this minute: the budget is spent now.
      expect(await send(visitor.token)).toBe(429);
      capped.clock.advance(60_000);
      expect(await send(visitor.token)).toBe(0);
    } finally {
      await capped.close();
    }
  });
});
