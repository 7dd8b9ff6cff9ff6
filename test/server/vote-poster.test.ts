import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import {
  fitSlogan,
  POSTER_CARD,
  POSTER_SIZE,
  renderVotePoster,
} from '../../server/src/modules/content/art';
import { qrMatrix } from '../../server/src/lib/qr';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';

// Issue #21: the invite poster let a 12-character slogan run outside its card and carried no way
// back to the work. The slogan now fits its card in any language, and the poster carries a QR code
// of the work's H5 link (with the sharer's inviter and code, as share links do) and the link.

jest.setTimeout(60_000);

const SCALE = 2;

/** The poster drawn as a person sees it (system fonts, as a phone has them), RGBA pixels. */
function draw(svg: string) {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: POSTER_SIZE.width * SCALE },
    font: { loadSystemFonts: true },
  }).render();
  return { width: image.width, height: image.height, pixels: new Uint8ClampedArray(image.pixels) };
}

/** Where two drawings differ: the box of every pixel the slogan changed, in poster units. */
function inkBox(withSlogan: string, without: string) {
  const a = draw(withSlogan);
  const b = draw(without);
  let box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, pixels: 0 };
  for (let i = 0; i < a.pixels.length; i += 4) {
    const differs = [0, 1, 2].some((c) => Math.abs(a.pixels[i + c] - b.pixels[i + c]) > 8);
    if (!differs) continue;
    const x = (i / 4) % a.width;
    const y = Math.floor(i / 4 / a.width);
    box = {
      left: Math.min(box.left, x / SCALE),
      top: Math.min(box.top, y / SCALE),
      right: Math.max(box.right, (x + 1) / SCALE),
      bottom: Math.max(box.bottom, (y + 1) / SCALE),
      pixels: box.pixels + 1,
    };
  }
  return box;
}

// Twelve characters (and longer) in each language, the widest letters a slogan may have.
const SLOGANS: [string, string][] = [
  ['zh-Hant', '銘記歷史珍愛和平開創未來'],
  ['zh-Hans', '铭记历史珍爱和平开创未来'],
  ['pt', 'MEMÓRIA PAZ!'],
  ['en', 'WWWWWWWWWWWW'],
  ['pt', 'Recordar a história, valorizar a paz e construir juntos o futuro de Macau'],
  ['en', 'Remember history, cherish peace and build the future of Macao together'],
  ['zh-Hant', '銘記歷史珍愛和平開創未來'.repeat(11).slice(0, 140)],
];

test.each(SLOGANS)('a %s slogan "%s" is drawn inside its card', (locale, slogan) => {
  const poster = (text: string) => renderVotePoster(text, '陳大文', 'Victory 80', locale);
  const box = inkBox(poster(slogan), poster(''));
  expect(box.pixels).toBeGreaterThan(0);
  expect(box.left).toBeGreaterThanOrEqual(POSTER_CARD.x);
  expect(box.right).toBeLessThanOrEqual(POSTER_CARD.x + POSTER_CARD.width);
  expect(box.top).toBeGreaterThanOrEqual(POSTER_CARD.y);
  expect(box.bottom).toBeLessThanOrEqual(POSTER_CARD.y + POSTER_CARD.height);
});

test('a 12-character Chinese slogan keeps a large size on two lines; a long one is made smaller', () => {
  expect(fitSlogan('銘記歷史珍愛和平開創未來')).toEqual({
    size: 30,
    lines: ['銘記歷史珍愛和平開創', '未來'],
  });
  const long = fitSlogan(
    'Recordar a história, valorizar a paz e construir juntos o futuro de Macau e do mundo inteiro',
  );
  expect(long.size).toBeLessThan(30);
  // Latin words are never cut inside.
  expect(long.lines.join(' ')).toBe(
    'Recordar a história, valorizar a paz e construir juntos o futuro de Macau e do mundo inteiro',
  );
});

test("the poster's QR code decodes to the link written under it", () => {
  const link = 'http://127.0.0.1:10086/pages/vote/detail?id=12&type=share&inviter=7&code=AB12CD34';
  const svg = renderVotePoster('銘記歷史', '陳', 'Victory 80', 'en', { link, qr: qrMatrix(link) });
  const { width, height, pixels } = draw(svg);
  expect(jsQR(pixels, width, height)?.data).toBe(link);
  const written = [...svg.matchAll(/<text[^>]*font-size="11"[^>]*>([^<]*)<\/text>/g)].map(
    (m) => m[1],
  );
  expect(written.join('').replace(/&#38;|&amp;/g, '&')).toBe(link);
});

describe('the served poster', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  test("a signed-in sharer's poster links to the work's H5 page with their inviter and code", async () => {
    const sharer = await t.register(testPhone(61));
    const work = t.db
      .prepare("SELECT id FROM vote_players WHERE status = 'approved' ORDER BY id LIMIT 1")
      .get() as { id: number };
    const code = t.db
      .prepare('SELECT invitation_code FROM users WHERE id = ?')
      .pluck()
      .get(sharer.id) as string;
    const share = await t.call<{ image: string }>('GET', '/votePlayer/share', {
      token: sharer.token,
      query: { id: work.id },
      lang: 'pt',
    });
    expect(share.body.data.image).toBe(
      `${t.server.origin}/exhibition-api/art/vote-player/${work.id}.svg?lang=pt&inviter=${sharer.id}&code=${code}`,
    );
    const svg = await (await fetch(share.body.data.image)).text();
    const { width, height, pixels } = draw(svg);
    const link = jsQR(pixels, width, height)?.data;
    expect(link).toBe(
      `${t.server.origin}/pages/vote/detail?id=${work.id}&type=share&inviter=${sharer.id}&code=${code}`,
    );

    // Someone else's code on the URL is left out: the poster then links to the work alone.
    const forged = await fetch(
      `${t.server.origin}/exhibition-api/art/vote-player/${work.id}.svg?inviter=1&code=${code}`,
    );
    const plain = draw(await forged.text());
    expect(jsQR(plain.pixels, plain.width, plain.height)?.data).toBe(
      `${t.server.origin}/pages/vote/detail?id=${work.id}&type=share`,
    );
  });
});
