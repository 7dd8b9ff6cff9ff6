import fs from 'node:fs';
import path from 'node:path';
import { ART } from '../../server/src/modules/content/art-catalogue';
import { sharePicture } from '../../server/src/modules/content/share-picture';
import { startTestServer, type TestServer } from './helpers/harness';

// Issue #20: WeChat draws a share card's picture (imageUrl) only from PNG or JPG, and the seed's
// pictures are SVG. Every shareable record (news, activity, gift, work) carries a share picture
// that is PNG or JPG; the server draws the PNG of its SVG art once and keeps it in DATA_DIR.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Picture {
  status: number;
  type: string | null;
  bytes: Buffer;
}

async function picture(url: string): Promise<Picture> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Width and height from a PNG's IHDR chunk (right after the signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectSharePng(answer: Picture) {
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('image/png');
  expect(answer.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // The 5:4 of WeChat's chat card, sharp on a phone and light enough to send.
  const { width, height } = pngSize(answer.bytes);
  expect({ width, height }).toEqual({ width: 1000, height: 800 });
  expect(answer.bytes.length).toBeGreaterThan(2_000);
  expect(answer.bytes.length).toBeLessThan(300_000);
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

test('a picture of the catalogue answers as a PNG the size of a share card', async () => {
  const answer = await picture(`${t.server.apiBase}/art/victory-80.png`);
  expectSharePng(answer);
  process.stdout.write(`share picture victory-80.png: ${answer.bytes.length} bytes\n`);
});

test.each(Object.keys(ART))('every picture of the catalogue has its PNG: %s', async (slug) => {
  expectSharePng(await picture(`${t.server.apiBase}/art/${slug}.png`));
});

test('the PNG is drawn once and kept in DATA_DIR: a second request gets the same file', async () => {
  const first = await picture(`${t.server.apiBase}/art/peace-dove.png`);
  const kept = fs
    .readdirSync(path.join(t.dataDir, 'art-png'))
    .filter((name) => name.startsWith('peace-dove-') && name.endsWith('.png'));
  expect(kept).toHaveLength(1);
  expect(fs.readFileSync(path.join(t.dataDir, 'art-png', kept[0]!)).equals(first.bytes)).toBe(true);
  const second = await picture(`${t.server.apiBase}/art/peace-dove.png`);
  expect(second.bytes.equals(first.bytes)).toBe(true);
});

test('an unknown picture is the envelope not found, as the SVG is; no other kind is drawn', async () => {
  const svg = await t.call('GET', '/art/no-such-picture.svg');
  const png = await t.call('GET', '/art/no-such-picture.png');
  expect(png.headers.get('content-type')).toMatch(/^application\/json/);
  expect({ status: png.status, code: png.body.code }).toEqual({
    status: svg.status,
    code: svg.body.code,
  });
  expect(png.body.code).toBe(404);
  const gif = await t.call('GET', '/art/victory-80.gif');
  expect(gif.headers.get('content-type')).toMatch(/^application\/json/);
  expect(gif.body.code).not.toBe(0);
});

describe('every shareable record carries a PNG or JPG share picture that answers as one', () => {
  const first = async (pathname: string) => {
    const answer = await t.call<{ list: { id: number; shareImage?: string }[] }>('GET', pathname);
    const item = answer.body.data.list[0];
    if (!item) throw new Error(`nothing at ${pathname}`);
    return item.id;
  };

  test.each([
    ['news', '/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=news', '/exhibitionNews/app/'],
    [
      'activity',
      '/exhibitionNews/appPage?pageNo=1&pageSize=1&kind=activity',
      '/exhibitionNews/app/',
    ],
    ['gift', '/grow/integralSpu/page?pageNo=1&pageSize=1', '/grow/integralSpu/'],
    ['work', '/votePlayer/public/page?pageNo=1&pageSize=1', '/votePlayer/public/detail/'],
  ])('%s', async (_kind, list, detail) => {
    const id = await first(list);
    const answer = await t.call<{ cover: string; shareImage?: string }>('GET', `${detail}${id}`);
    expect(answer.body.code).toBe(0);
    const { cover, shareImage } = answer.body.data;
    // The seed's cover is SVG: the card gets its PNG, at an absolute address.
    expect(cover).toMatch(/\.svg$/);
    expect(shareImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/exhibition-api\/art\/[a-z0-9-]+\.png$/);
    expectSharePng(await picture(shareImage!));
  });
});

describe('which picture a card gets', () => {
  test('the PNG of a catalogue picture, an upload or https picture in PNG or JPG as it is', () => {
    const slug = Object.keys(ART)[0]!;
    expect(sharePicture(`/exhibition-api/art/${slug}.svg`)).toBe(`/exhibition-api/art/${slug}.png`);
    const upload = '/exhibition-api/files/0123456789abcdef0123456789abcdef.jpg';
    expect(sharePicture(upload)).toBe(upload);
    expect(sharePicture('https://cdn.example/a/b.JPEG?x=1')).toBe(
      'https://cdn.example/a/b.JPEG?x=1',
    );
  });

  test('GIF, WebP, an unknown SVG and nothing are passed over for the next picture', () => {
    const gif = '/exhibition-api/files/0123456789abcdef0123456789abcdef.gif';
    const webp = '/exhibition-api/files/0123456789abcdef0123456789abcdef.webp';
    const png = '/exhibition-api/files/0123456789abcdef0123456789abcdef.png';
    expect(sharePicture('', gif, webp, '/exhibition-api/art/unknown.svg', png)).toBe(png);
    expect(sharePicture(gif, webp, undefined, null)).toBeUndefined();
  });
});
