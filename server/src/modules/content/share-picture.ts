import { ART } from './art-catalogue';

// The picture a share card can draw (issue #20): WeChat takes a card's imageUrl from PNG or JPG
// only. A picture of the catalogue (SVG) has its PNG at the same address with .png; an upload or
// an https picture already in PNG or JPG is itself; anything else (GIF, WebP) is passed over.

const ART_SVG = /^\/exhibition-api\/art\/([a-z0-9-]+)\.svg$/;
const PNG_OR_JPG = /^(\/|https?:\/\/)[^?#\s]+\.(png|jpe?g)([?#][^\s]*)?$/i;

/** The PNG of a picture of the catalogue, by its slug. */
export const artPngUrl = (slug: string) => `/exhibition-api/art/${slug}.png`;

/** The first of `pictures` that a share card can draw, as a stored path or URL; else undefined. */
export function sharePicture(...pictures: (string | null | undefined)[]): string | undefined {
  for (const picture of pictures) {
    if (!picture) continue;
    const art = ART_SVG.exec(picture);
    if (art && ART[art[1]!]) return artPngUrl(art[1]!);
    if (PNG_OR_JPG.test(picture)) return picture;
  }
  return undefined;
}

/** A work's card: its cover or album, else the contest's own picture. */
export const workSharePicture = (cover: string, pictures: string[]): string =>
  sharePicture(cover, ...pictures) ?? artPngUrl('slogan-contest');
