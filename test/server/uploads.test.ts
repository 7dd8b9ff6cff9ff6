import { DEMO, startTestServer, type TestServer } from './helpers/harness';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe0def46b80000000049454e44ae426082',
    'hex',
  ),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(100, 1),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(30, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(20, 0),
]);

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

  test('jpeg, gif and webp are recognised by their bytes, whatever the name says', async () => {
    for (const [file, ext] of [
      [JPEG, 'jpg'],
      [GIF, 'gif'],
      [WEBP, 'webp'],
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
      errmsg: 'Only JPG, PNG, WEBP or GIF images are accepted',
      data: null,
    });
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
