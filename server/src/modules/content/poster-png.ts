// The invite poster as a PNG (issue #21): WeChat's image previewer and "save to album" take PNG or
// JPG only, so a visitor who saved or forwarded the SVG poster had nothing to send. The poster has
// words (Chinese, Portuguese, English), so resvg draws it with the configured font files
// (config.poster.fontFiles: Noto Sans CJK by default) and never with whatever else a machine has:
// the same poster everywhere. Without a font that draws Chinese the server says so once at start
// and the share calls keep answering the SVG poster: a PNG with a box for every Chinese character
// would be saved and sent as it is.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyBaseLogger } from 'fastify';
import type { PosterConfig } from '../../config';
import { FairQueue } from '../../lib/fair-queue';

/** The poster is laid out at 400×720; twice that (800×1440) stays sharp on a phone's screen. */
export const POSTER_PNG_SCALE = 2;
/** The family the poster's Chinese asks for first (art.ts) and the one the files must hold. */
const POSTER_FAMILY = 'Noto Sans CJK TC';
/** Drawn posters kept in memory besides the disk: about 70 KB each, so a few MB at most. */
const IN_MEMORY = 32;
/** Each drawing reads the font files (about 40 MB) and takes 0.1-0.3 s of a core. */
const DRAWINGS_AT_ONCE = 2;

/** Who asks for a drawing: the client address, and whether they are still there. */
export interface PosterAsker {
  key: string;
  signal?: AbortSignal;
}

export interface PosterPngStore {
  /** Whether the fonts draw Chinese; settled once, just after start, and said in the log. */
  available(): Promise<boolean>;
  /**
   * The PNG of a poster's SVG, drawn once and kept (DATA_DIR/poster-png, bounded). `owners` name
   * whom it shows (`w12`: work 12, `u7`: sharer 7), so that their drawings can be forgotten.
   */
  png(svg: string, owners?: string[], asker?: PosterAsker): Promise<Buffer>;
  /** Drawings running and waiting now (tests and the bench read it). */
  queued(): { running: number; waiting: number };
  /** Removes every drawing of an owner, kept in memory or on disk (an erased account, #28). */
  forget(owner: string): Promise<void>;
}

/** A drawing's name: its owners, then its SVG's hash (`w12.u7.<32 hex>`). */
const DRAWING = /^(?:[a-z]\d+\.)*[0-9a-f]{32}$/;
const OWNER = /^[a-z]\d+$/;

function fontOptions(files: string[]) {
  return {
    loadSystemFonts: false,
    fontFiles: files,
    defaultFontFamily: POSTER_FAMILY,
    sansSerifFamily: POSTER_FAMILY,
  };
}

/** Ink of each half of a drawing of two different Chinese characters, and whether they differ. */
async function drawsChinese(files: string[]): Promise<boolean> {
  if (files.length === 0) return false;
  const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><text x="2" y="28" font-family="'${POSTER_FAMILY}'" font-size="28">國</text><text x="34" y="28" font-family="'${POSTER_FAMILY}'" font-size="28">和</text></svg>`;
  const image = await renderAsync(probe, { font: fontOptions(files) });
  const halves: number[][] = [[], []];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < 32; x += 1) {
      halves[0].push(image.pixels[(y * image.width + x) * 4 + 3]);
      halves[1].push(image.pixels[(y * image.width + x + 32) * 4 + 3]);
    }
  }
  const ink = (alpha: number[]) => alpha.filter((a) => a > 0).length;
  // No font: nothing is drawn. A font without Chinese: the same empty box twice.
  return ink(halves[0]) > 0 && ink(halves[1]) > 0 && halves[0].some((a, i) => a !== halves[1][i]);
}

export function posterPngStore(
  dataDir: string,
  config: PosterConfig,
  log: FastifyBaseLogger,
): PosterPngStore {
  const dir = path.join(dataDir, 'poster-png');
  const files = config.fontFiles.filter((file) => existsSync(file));
  const fontsReady = drawsChinese(files)
    .catch(() => false)
    .then((ready) => {
      if (ready) log.info({ posterFonts: files }, 'Invite posters: PNG drawn with these fonts');
      else
        log.error(
          { posterFonts: config.fontFiles },
          'Invite posters: no font with Chinese glyphs among POSTER_FONT_FILES (install fonts-noto-cjk or set POSTER_FONT_FILES); posters are served as SVG only, which WeChat cannot preview or save',
        );
      return ready;
    });
  // The drawing is named by its SVG and fonts: an edited work, another language or sharer, or
  // other fonts make another file; the same poster asked for again is read back.
  const version = `${POSTER_PNG_SCALE}|${files.join('|')}`;

  const drawing = new Map<string, Promise<Buffer>>();
  const recent = new Map<string, Buffer>();
  // The files on disk, least recently used first; read from the folder on first use.
  let kept: Promise<Map<string, true>> | undefined;
  const keptFiles = () =>
    (kept ??= (async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const dated = await Promise.all(
        names
          .filter((name) => name.endsWith('.png') && DRAWING.test(name.slice(0, -4)))
          .map(async (name) => ({
            key: name.slice(0, -4),
            at: (await stat(path.join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0,
          })),
      );
      dated.sort((a, b) => a.at - b.at);
      return new Map(dated.map(({ key }) => [key, true as const]));
    })());

  // Bounded and fair (issue #28): a drawing whose client left, or that waited too long, is
  // dropped before it starts; a flood of distinct posters from some addresses does not queue
  // without end in front of a visitor's own.
  const queue = new FairQueue({
    concurrency: DRAWINGS_AT_ONCE,
    queueMax: config.queueMax,
    perKey: config.perAddress,
    maxWaitMs: config.waitMs,
  });
  async function draw(svg: string, asker: PosterAsker): Promise<Buffer> {
    return queue.run(asker, async () => {
      const image = await renderAsync(svg, {
        fitTo: { mode: 'zoom', value: POSTER_PNG_SCALE },
        font: fontOptions(files),
      });
      return image.asPng();
    });
  }

  function remember(key: string, png: Buffer) {
    recent.delete(key);
    recent.set(key, png);
    if (recent.size > IN_MEMORY) recent.delete(recent.keys().next().value!);
  }

  async function readOrDraw(key: string, svg: string, asker: PosterAsker): Promise<Buffer> {
    const onDisk = await keptFiles();
    const file = path.join(dir, `${key}.png`);
    if (onDisk.has(key)) {
      const png = await readFile(file).catch(() => undefined);
      if (png) {
        onDisk.delete(key);
        onDisk.set(key, true);
        return png;
      }
      onDisk.delete(key);
    }
    const png = await draw(svg, asker);
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: another server on the same DATA_DIR never reads half a file.
    const aside = `${file}.${process.pid}.tmp`;
    await writeFile(aside, png);
    await rename(aside, file);
    onDisk.set(key, true);
    // The bound: past it the least recently used drawing goes (drawn again if asked for again).
    while (onDisk.size > config.cacheFiles) {
      const oldest = onDisk.keys().next().value!;
      onDisk.delete(oldest);
      await unlink(path.join(dir, `${oldest}.png`)).catch(() => undefined);
    }
    return png;
  }

  return {
    available: () => fontsReady,
    queued: () => queue.size,
    async forget(owner) {
      const owns = (key: string) => key.split('.').includes(owner);
      for (const key of [...recent.keys()]) if (owns(key)) recent.delete(key);
      const onDisk = await keptFiles();
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.endsWith('.png') && owns(name.slice(0, -4)))
          .map(async (name) => {
            onDisk.delete(name.slice(0, -4));
            await unlink(path.join(dir, name)).catch(() => undefined);
          }),
      );
    },
    png(svg, owners = [], asker = { key: '' }) {
      const key = createHash('sha256').update(version).update('\0').update(svg).digest('hex');
      const id = [...owners.filter((owner) => OWNER.test(owner)), key.slice(0, 32)].join('.');
      const inMemory = recent.get(id);
      if (inMemory) {
        remember(id, inMemory);
        // Used now on disk too, so that the bound drops another poster first.
        void keptFiles().then((onDisk) => {
          if (onDisk.delete(id)) onDisk.set(id, true);
        });
        return Promise.resolve(inMemory);
      }
      let picture = drawing.get(id);
      if (!picture) {
        picture = readOrDraw(id, svg, asker).then((png) => {
          remember(id, png);
          return png;
        });
        drawing.set(id, picture);
        // Settled either way: a failed drawing (a full disk) is tried again by the next request.
        void picture.then(
          () => drawing.delete(id),
          () => drawing.delete(id),
        );
      }
      return picture;
    },
  };
}
