// Share-card pictures (issue #20): WeChat draws a share card's imageUrl only from PNG or JPG, and
// the seed's pictures are SVG. Each picture is rasterised by resvg once, kept in the file store
// (DATA_DIR/art-png on disk, the object store's `art-png/` with FILE_STORE=s3, where every
// instance reads what one drew; issue #31), named by a hash of its SVG so an edited picture is
// drawn again, and in memory: the catalogue's few pictures, which show nobody.
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { readStored, type FileStore } from '../../adapters/file-store';
import { renderShareArt, type ArtSpec } from './art';

/** WeChat shows a card's picture at 5:4; twice the layout's 500×400 stays sharp on a phone. */
export const SHARE_PICTURE_WIDTH = 1000;

export interface ArtPngStore {
  /** The PNG of one picture of the catalogue, drawn on first use. */
  png(slug: string, spec: ArtSpec): Promise<Buffer>;
}

export function artPngStore(store: FileStore): ArtPngStore {
  const drawn = new Map<string, Promise<Buffer>>();

  async function readOrDraw(slug: string, svg: string): Promise<Buffer> {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const key = `art-png/${slug}-${hash}.png`;
    const kept = await readStored(store, key);
    if (kept) return kept;
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: SHARE_PICTURE_WIDTH },
      // The pictures carry no text (art.ts): no system fonts to look up.
      font: { loadSystemFonts: false },
    });
    const png = image.asPng();
    await store.put(key, png, 'image/png', { replace: true });
    return png;
  }

  return {
    png(slug, spec) {
      let picture = drawn.get(slug);
      if (!picture) {
        picture = readOrDraw(slug, renderShareArt(spec));
        drawn.set(slug, picture);
        // A failed drawing (a full disk, the store away) is tried again by the next request.
        picture.catch(() => drawn.delete(slug));
      }
      return picture;
    },
  };
}
