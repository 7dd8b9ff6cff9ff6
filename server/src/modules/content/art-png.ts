// Share-card pictures (issue #20): WeChat draws a share card's imageUrl only from PNG or JPG, and
// the seed's pictures are SVG. Each picture is rasterised by resvg once, kept on disk under
// DATA_DIR (named by a hash of its SVG, so an edited picture is drawn again) and in memory.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { renderShareArt, type ArtSpec } from './art';

/** WeChat shows a card's picture at 5:4; twice the layout's 500×400 stays sharp on a phone. */
export const SHARE_PICTURE_WIDTH = 1000;

export interface ArtPngStore {
  /** The PNG of one picture of the catalogue, drawn on first use. */
  png(slug: string, spec: ArtSpec): Promise<Buffer>;
}

export function artPngStore(dataDir: string): ArtPngStore {
  const dir = path.join(dataDir, 'art-png');
  const drawn = new Map<string, Promise<Buffer>>();

  async function readOrDraw(slug: string, svg: string): Promise<Buffer> {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const file = path.join(dir, `${slug}-${hash}.png`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return kept;
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: SHARE_PICTURE_WIDTH },
      // The pictures carry no text (art.ts): no system fonts to look up.
      font: { loadSystemFonts: false },
    });
    const png = image.asPng();
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: another server on the same DATA_DIR never reads half a file.
    const aside = `${file}.${process.pid}.tmp`;
    await writeFile(aside, png);
    await rename(aside, file);
    return png;
  }

  return {
    png(slug, spec) {
      let picture = drawn.get(slug);
      if (!picture) {
        picture = readOrDraw(slug, renderShareArt(spec));
        drawn.set(slug, picture);
        // A failed drawing (a full disk) is tried again by the next request.
        picture.catch(() => drawn.delete(slug));
      }
      return picture;
    },
  };
}
