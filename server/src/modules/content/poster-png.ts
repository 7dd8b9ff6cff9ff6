// The invite poster as a PNG (issue #21): WeChat's image previewer and "save to album" take PNG or
// JPG only, so a visitor who saved or forwarded the SVG poster had nothing to send. The poster has
// words (Chinese, Portuguese, English), so resvg draws it with the configured font files
// (config.poster.fontFiles: Noto Sans CJK by default) and never with whatever else a machine has:
// the same poster everywhere. Without a font that draws Chinese the server says so once at start
// and the share calls keep answering the SVG poster: a PNG with a box for every Chinese character
// would be saved and sent as it is.
//
// The drawings are kept in the file store (issue #31): DATA_DIR/poster-png on disk, or the object
// store's `poster-png/` with FILE_STORE=s3, where a poster drawn by one instance is read by the
// others instead of being drawn again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyBaseLogger } from 'fastify';
import { readStored, type FileStore } from '../../adapters/file-store';
import type { PosterConfig } from '../../config';
import { FairQueue } from '../../lib/fair-queue';

/** The poster is laid out at 400×720; twice that (800×1440) stays sharp on a phone's screen. */
export const POSTER_PNG_SCALE = 2;
/** The family the poster's Chinese asks for first (art.ts) and the one the files must hold. */
const POSTER_FAMILY = 'Noto Sans CJK TC';
/** Drawn posters kept in memory besides the store: about 70 KB each, so a few MB at most. */
const IN_MEMORY = 32;
/** The store's folder of drawings (DATA_DIR/poster-png on disk). */
const FOLDER = 'poster-png';
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
   * The PNG of a poster's SVG, drawn once and kept in the file store (bounded). `owners` name
   * whom it shows (`w12`: work 12, `u7`: sharer 7), so that their drawings can be forgotten.
   */
  png(svg: string, owners?: string[], asker?: PosterAsker): Promise<Buffer>;
  /** Drawings running and waiting now (tests and the bench read it). */
  queued(): { running: number; waiting: number };
  /** Removes every drawing of an owner, kept in memory or in the store (an erased account, #28). */
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

export interface PosterMemory {
  /**
   * Whether the last drawings are also kept in this process's memory. Off with several instances
   * (issue #31): an erasure through one instance cannot reach another's memory, and the store
   * answers every instance alike; one store read per poster is the price.
   */
  inMemory: boolean;
}

export function posterPngStore(
  store: FileStore,
  config: PosterConfig,
  log: FastifyBaseLogger,
  { inMemory }: PosterMemory = { inMemory: true },
): PosterPngStore {
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
  // The drawings in the store, least recently used first; listed on first use. With several
  // instances each bounds what it knows of (the listing and its own drawings).
  let kept: Promise<Map<string, true>> | undefined;
  const keptFiles = () =>
    (kept ??= (async () => {
      const listed = await store.list(FOLDER).catch(() => []);
      const dated = listed
        .map(({ key, at }) => ({ id: key.slice(FOLDER.length + 1, -4), at }))
        .filter(({ id }) => DRAWING.test(id));
      dated.sort((a, b) => a.at - b.at);
      return new Map(dated.map(({ id }) => [id, true as const]));
    })());
  const keyOf = (id: string) => `${FOLDER}/${id}.png`;

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
    if (!inMemory) return;
    recent.delete(key);
    recent.set(key, png);
    if (recent.size > IN_MEMORY) recent.delete(recent.keys().next().value!);
  }

  async function readOrDraw(id: string, svg: string, asker: PosterAsker): Promise<Buffer> {
    const inStore = await keptFiles();
    // In the object store another instance may have drawn it since the listing: asked every time.
    // On disk the listing and this instance's own drawings are all there is, so a miss reads
    // nothing and the drawings queue in the order they were asked for.
    const found =
      inStore.has(id) || store.kind === 's3' ? await readStored(store, keyOf(id)) : undefined;
    if (found) {
      inStore.delete(id);
      inStore.set(id, true);
      return found;
    }
    inStore.delete(id);
    const png = await draw(svg, asker);
    await store.put(keyOf(id), png, 'image/png', { replace: true });
    inStore.set(id, true);
    // The bound: past it the least recently used drawing goes (drawn again if asked for again).
    const over: string[] = [];
    while (inStore.size > config.cacheFiles) {
      const oldest = inStore.keys().next().value!;
      inStore.delete(oldest);
      over.push(keyOf(oldest));
    }
    await store.remove(over).catch(() => undefined);
    return png;
  }

  return {
    available: () => fontsReady,
    queued: () => queue.size,
    async forget(owner) {
      const owns = (id: string) => id.split('.').includes(owner);
      for (const id of [...recent.keys()]) if (owns(id)) recent.delete(id);
      const inStore = await keptFiles();
      // Listed again: the drawings other instances made are not in this one's map.
      const listed = await store.list(FOLDER);
      const theirs = listed
        .map(({ key }) => key.slice(FOLDER.length + 1, -4))
        .filter((id) => DRAWING.test(id) && owns(id));
      for (const id of theirs) inStore.delete(id);
      await store.remove(theirs.map(keyOf));
    },
    png(svg, owners = [], asker = { key: '' }) {
      const key = createHash('sha256').update(version).update('\0').update(svg).digest('hex');
      const id = [...owners.filter((owner) => OWNER.test(owner)), key.slice(0, 32)].join('.');
      const held = recent.get(id);
      if (held) {
        remember(id, held);
        // Used now in the store too, so that the bound drops another poster first.
        void keptFiles().then((inStore) => {
          if (inStore.delete(id)) inStore.set(id, true);
        });
        return Promise.resolve(held);
      }
      let picture = drawing.get(id);
      if (!picture) {
        picture = readOrDraw(id, svg, asker).then((png) => {
          remember(id, png);
          return png;
        });
        drawing.set(id, picture);
        // Settled either way: a failed drawing (a full disk, the store away) is tried again by
        // the next request.
        void picture.then(
          () => drawing.delete(id),
          () => drawing.delete(id),
        );
      }
      return picture;
    },
  };
}
