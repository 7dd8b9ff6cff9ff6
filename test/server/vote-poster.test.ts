import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyBaseLogger } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEFAULT_POSTER_FONT_FILES } from '../../server/src/config';
import {
  fitSlogan,
  POSTER_CARD,
  POSTER_SIZE,
  renderVotePoster,
} from '../../server/src/modules/content/art';
import { diskFileStore } from '../../server/src/adapters/file-store';
import { qrMatrix } from '../../server/src/lib/qr';
import {
  POSTER_PNG_SCALE,
  posterPngStore,
  type PosterPngStore,
} from '../../server/src/modules/content/poster-png';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import * as accountData from './helpers/fixtures/account';
import * as contestData from './helpers/fixtures/contest';

// Issue #21: the invite poster let a 12-character slogan run outside its card and carried no way
// back to the work. The slogan now fits its card in any language, and the poster carries a QR code
// of the work's H5 link (with the sharer's inviter and code, as share links do) and the link.
// Then (issue #21 again): WeChat previews and saves no SVG, so the poster is served as a PNG drawn
// by the server with real Chinese glyphs.

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
    const work = await contestData.firstApprovedWork(t.kysely);
    const code = await accountData.invitationCodeOf(t.kysely, sharer.id);
    const share = await t.call<{ image: string }>('GET', '/votePlayer/share', {
      token: sharer.token,
      query: { id: work.id },
      lang: 'pt',
    });
    expect(share.body.data.image).toBe(
      `${t.server.origin}/exhibition-api/art/vote-player/${work.id}.png?lang=pt&inviter=${sharer.id}&code=${code}`,
    );
    // Every answer is read before any is decoded: decoding blocks this process for seconds on a
    // busy machine, and a kept-alive socket the server closed meanwhile (its keep-alive timeout)
    // would be reused and reset (CI: "fetch failed", ECONNRESET).
    const answer = await fetch(share.body.data.image);
    const png = Buffer.from(await answer.arrayBuffer());
    const svgText = await (await fetch(share.body.data.image.replace('.png?', '.svg?'))).text();
    // Someone else's code on the URL is left out: the poster then links to the work alone.
    const forged = await fetch(
      `${t.server.origin}/exhibition-api/art/vote-player/${work.id}.png?inviter=1&code=${code}`,
    );
    const forgedPng = Buffer.from(await forged.arrayBuffer());

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    // The code is read from the PNG itself, as a phone's camera reads the saved poster.
    const { width, height, pixels } = decode(png);
    expect([width, height]).toEqual([
      POSTER_SIZE.width * POSTER_PNG_SCALE,
      POSTER_SIZE.height * POSTER_PNG_SCALE,
    ]);
    const link = jsQR(pixels, width, height)?.data;
    expect(link).toBe(
      `${t.server.origin}/pages/vote/detail?id=${work.id}&type=share&inviter=${sharer.id}&code=${code}`,
    );
    // The SVG beside it is the same poster.
    const svg = draw(svgText);
    expect(jsQR(svg.pixels, svg.width, svg.height)?.data).toBe(link);

    const plain = decode(forgedPng);
    expect(jsQR(plain.pixels, plain.width, plain.height)?.data).toBe(
      `${t.server.origin}/pages/vote/detail?id=${work.id}&type=share`,
    );
  });
});

describe('a work a moderator hid', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  // A hidden work stays in the contest, its slogan blanked for everyone but its author; its poster
  // (anyone may fetch it by id) must not show the slogan either.
  test('its poster carries no slogan, in SVG or PNG', async () => {
    const work = await contestData.firstApprovedWorkWithSlogan(t.kysely, 4);
    const url = `${t.server.origin}/exhibition-api/art/vote-player/${work.id}`;
    const shown = await (await fetch(`${url}.svg?lang=zh-Hant`)).text();
    expect(shown).toContain(work.slogan.slice(0, 4));
    const pngShown = Buffer.from(await (await fetch(`${url}.png?lang=zh-Hant`)).arrayBuffer());

    await contestData.hideWork(t.kysely, work.id, Date.now());
    const hidden = await (await fetch(`${url}.svg?lang=zh-Hant`)).text();
    expect(hidden).not.toContain(work.slogan.slice(0, 4));
    const pngHidden = Buffer.from(await (await fetch(`${url}.png?lang=zh-Hant`)).arrayBuffer());
    expect(cardDifference(pngShown, pngHidden)).toBeGreaterThan(0);
  });
});

/** A PNG's own pixels, RGBA, as pngjs reads the file. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, pixels: new Uint8ClampedArray(image.data) };
}

/** How many pixels of the slogan's card differ between two PNG posters (a channel by more than 8). */
function cardDifference(a: Buffer, b: Buffer): number {
  const one = decode(a);
  const two = decode(b);
  let differ = 0;
  const card = POSTER_CARD;
  for (let y = card.y * POSTER_PNG_SCALE; y < (card.y + card.height) * POSTER_PNG_SCALE; y += 1) {
    for (let x = card.x * POSTER_PNG_SCALE; x < (card.x + card.width) * POSTER_PNG_SCALE; x += 1) {
      const i = (y * one.width + x) * 4;
      if ([0, 1, 2].some((c) => Math.abs(one.pixels[i + c] - two.pixels[i + c]) > 8)) differ += 1;
    }
  }
  return differ;
}

/** A logger that keeps the lines a store writes. */
function listeningLog() {
  const lines: string[] = [];
  const write = (fields: unknown, message?: string) => {
    lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  };
  return { lines, log: { info: write, error: write, warn: write } as unknown as FastifyBaseLogger };
}

describe('the PNG poster', () => {
  const dirs: string[] = [];
  const store = (fontFiles = DEFAULT_POSTER_FONT_FILES, cacheFiles = 100, dir?: string) => {
    const dataDir = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'v80-poster-'));
    dirs.push(dataDir);
    const listened = listeningLog();
    return {
      dataDir,
      lines: listened.lines,
      posters: posterPngStore(
        diskFileStore(dataDir),
        { fontFiles, cacheFiles, queueMax: 100, perAddress: 100, waitMs: 60_000 },
        listened.log,
      ),
    };
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  let posters: PosterPngStore;
  beforeAll(() => {
    posters = store().posters;
  });

  test('the fonts CI installs (fonts-noto-cjk) draw Chinese, and the start log says which', async () => {
    const { posters: mine, lines } = store();
    expect(await mine.available()).toBe(true);
    expect(lines.join('\n')).toContain('NotoSansCJK-Regular.ttc');
  });

  // The same characters in another order: boxes (a font without them) would draw the same card.
  test.each([
    ['zh-Hant', '銘記歷史珍愛和平開創未來', '開創未來銘記歷史珍愛和平'],
    ['pt', 'Memória e paz para Macau', 'Macau para paz e Memória'],
  ])('a %s slogan is drawn with its own glyphs, not boxes', async (locale, slogan, reordered) => {
    const poster = (text: string) => renderVotePoster(text, '陳大文', '標語創作大賽', locale);
    const [drawn, empty, other] = await Promise.all(
      [slogan, '', reordered].map((text) => posters.png(poster(text))),
    );
    const cardPixels = POSTER_CARD.width * POSTER_CARD.height * POSTER_PNG_SCALE ** 2;
    // Ink where the slogan is: at least 2 % of the card.
    expect(cardDifference(drawn, empty)).toBeGreaterThan(cardPixels * 0.02);
    expect(cardDifference(drawn, other)).toBeGreaterThan(cardPixels * 0.01);
  });

  test("a PNG poster is the poster's size and its QR code decodes to the link", async () => {
    const link =
      'http://127.0.0.1:10086/pages/vote/detail?id=12&type=share&inviter=7&code=AB12CD34';
    const png = await posters.png(
      renderVotePoster('銘記歷史', '陳', 'Victory 80', 'en', { link, qr: qrMatrix(link) }),
    );
    const { width, height, pixels } = decode(png);
    expect([width, height]).toEqual([800, 1440]);
    expect(jsQR(pixels, width, height)?.data).toBe(link);
  });

  test('each poster is drawn once and kept on disk, and the disk keeps at most POSTER_CACHE_FILES', async () => {
    const first = store(DEFAULT_POSTER_FONT_FILES, 2);
    // Any SVG is a poster to the store; small ones keep the test quick.
    const poster = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text y="16">${text}</text></svg>`;
    const kept = () =>
      fs.readdirSync(path.join(first.dataDir, 'poster-png')).filter((f) => f.endsWith('.png'));
    const one = await first.posters.png(poster('一'));
    expect(kept()).toHaveLength(1);
    // Read back, not drawn again: a new server on the same DATA_DIR answers the file it finds.
    const file = path.join(first.dataDir, 'poster-png', kept()[0]);
    expect(fs.readFileSync(file)).toEqual(one);
    fs.writeFileSync(file, 'kept');
    const again = store(DEFAULT_POSTER_FONT_FILES, 2, first.dataDir);
    expect(String(await again.posters.png(poster('一')))).toBe('kept');

    // Past the bound the least recently used goes: '一' was used last, '二' goes.
    await again.posters.png(poster('二'));
    await again.posters.png(poster('一'));
    await again.posters.png(poster('三'));
    expect(kept()).toHaveLength(2);
    expect(kept()).toContain(path.basename(file));
    for (let i = 0; i < 4; i += 1) await again.posters.png(poster(`四${i}`));
    expect(kept()).toHaveLength(2);
  });

  test.each([
    ['no font file', ['/nonexistent/NotoSansCJK-Regular.ttc']],
    ['a file that is no font', [path.resolve('package.json')]],
  ])('with %s the store says so in the log and draws nothing', async (_, fontFiles) => {
    const { posters: none, lines } = store(fontFiles);
    expect(await none.available()).toBe(false);
    expect(lines.join('\n')).toMatch(
      /no font with Chinese glyphs.*POSTER_FONT_FILES.*fonts-noto-cjk/,
    );
  });
});

describe('a server without a Chinese font', () => {
  let t: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer({
      poster: { fontFiles: [] },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });
  afterAll(() => t.close());

  test('says so at start, shares the SVG poster, and answers the PNG with the envelope', async () => {
    const work = await contestData.firstApprovedWork(t.kysely);
    const share = await t.call<{ image: string }>('GET', '/votePlayer/share', {
      query: { id: work.id },
      lang: 'zh-Hant',
    });
    expect(share.body.data.image).toBe(
      `${t.server.origin}/exhibition-api/art/vote-player/${work.id}.svg?lang=zh-Hant`,
    );
    const log = lines.find((line) => line.includes('Invite posters'));
    expect(JSON.parse(log ?? '{}')).toMatchObject({
      level: 50,
      msg: expect.stringContaining('install fonts-noto-cjk or set POSTER_FONT_FILES'),
    });
    const png = await t.call('GET', `${t.server.apiBase}/art/vote-player/${work.id}.png`);
    expect(png.headers.get('content-type')).toContain('application/json');
    expect(png.body.code).toBe(503);
    expect(png.headers.get('cache-control') ?? '').not.toContain('public');
  });
});

// Issue #28, "Invite posters": 264 distinct posters asked 100 at a time were cut off at 30 s, a
// visitor's own poster failed, and drawing went on after the clients left.
describe('the drawing queue is bounded, shared per address, and drops drawings nobody waits for', () => {
  test('a flood of distinct posters from one address: its extra asks are told "try again", a drawing whose client left is never made, and a visitor gets theirs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-poster-queue-'));
    try {
      const posters = posterPngStore(
        diskFileStore(dataDir),
        {
          fontFiles: DEFAULT_POSTER_FONT_FILES,
          cacheFiles: 100,
          queueMax: 4,
          perAddress: 3,
          waitMs: 60_000,
        },
        listeningLog().log,
      );
      expect(await posters.available()).toBe(true);
      const svg = (text: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><text y="16">${text}</text></svg>`;
      const left = new AbortController();
      const flood = Array.from({ length: 10 }, (_, i) =>
        posters
          .png(svg(`flood ${i}`), [], { key: 'flooder', signal: i === 2 ? left.signal : undefined })
          .then(
            () => 'drawn',
            (error: { code?: number; key?: string }) => `refused ${error.code} ${error.key}`,
          ),
      );
      // Two drawing, one waiting (the address's three places), seven refused at once.
      while (posters.queued().waiting === 0) await new Promise((resolve) => setImmediate(resolve));
      // The waiting one's client goes away: its drawing leaves the queue.
      left.abort();
      const mine = await posters.png(svg('a visitor'), [], { key: 'visitor' });
      expect(mine.subarray(1, 4).toString('latin1')).toBe('PNG');
      const results = await Promise.all(flood);
      expect(results.filter((r) => r === 'drawn')).toHaveLength(2);
      expect(results.filter((r) => r === 'refused 429 serverBusy')).toHaveLength(8);
      // Drawn: the two of the flood and the visitor's; nothing for the client that left.
      expect(
        fs.readdirSync(path.join(dataDir, 'poster-png')).filter((f) => f.endsWith('.png')),
      ).toHaveLength(3);
      expect(posters.queued()).toEqual({ running: 0, waiting: 0 });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
