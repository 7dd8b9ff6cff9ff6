// Pictures of the seed data, drawn as SVG by the server: no binary assets in the repository and
// every gift, news item and badge still has a real picture.

/**
 * A picture of the seed. It is shown on every language's screen and the app gives it its alt text,
 * so it carries no words at all: no language's, and no text for the browser to lay out. Text in an
 * SVG picture costs its first layout about 15-20 ms of the page's main thread (fonts are looked up
 * for the picture's own document), which a phone pays on every list of pictures (issue #14).
 */
export interface ArtSpec {
  from: string;
  to: string;
  motif: keyof typeof motifs;
}

const motifs = {
  // Ruins of St. Paul's: the stepped facade with its three tiers of openings.
  facade: `<g fill="#f6e7c8" opacity=".92"><path d="M200 90 l40 30 v40 h-80 v-40z"/><rect x="130" y="160" width="140" height="60"/><rect x="110" y="220" width="180" height="70"/><rect x="95" y="290" width="210" height="80"/></g><g fill="#5b3a1e" opacity=".55"><rect x="190" y="130" width="20" height="25" rx="10"/><rect x="150" y="175" width="18" height="30" rx="9"/><rect x="232" y="175" width="18" height="30" rx="9"/><rect x="185" y="235" width="30" height="45" rx="15"/><rect x="180" y="305" width="40" height="65" rx="20"/><rect x="120" y="310" width="24" height="40" rx="12"/><rect x="256" y="310" width="24" height="40" rx="12"/></g><rect x="60" y="370" width="280" height="14" fill="#f6e7c8" opacity=".8"/>`,
  // A-Ma Temple: layered roofs with upturned eaves.
  temple: `<g fill="#7a1f1f" opacity=".85"><path d="M90 210 q110 -60 220 0 l-25 10 h-170z"/><path d="M110 280 q90 -50 180 0 l-20 10 h-140z"/></g><g fill="#f3d9a4"><rect x="135" y="220" width="130" height="60"/><rect x="150" y="290" width="100" height="80"/></g><rect x="185" y="310" width="30" height="60" fill="#7a1f1f"/><circle cx="200" cy="150" r="22" fill="#ffd166"/>`,
  // Senado Square: the wave-patterned pavement and arcades.
  square: `<g fill="#fff6e0"><rect x="70" y="170" width="260" height="130"/></g><g fill="#c0843d" opacity=".7"><rect x="90" y="200" width="30" height="60" rx="15"/><rect x="140" y="200" width="30" height="60" rx="15"/><rect x="190" y="200" width="30" height="60" rx="15"/><rect x="240" y="200" width="30" height="60" rx="15"/><rect x="290" y="200" width="20" height="60" rx="10"/></g><g fill="none" stroke="#1d3557" stroke-width="8" opacity=".7"><path d="M40 330 q40 -25 80 0 t80 0 t80 0 t80 0"/><path d="M40 360 q40 -25 80 0 t80 0 t80 0 t80 0"/></g>`,
  // Guia Fortress: the hill, the chapel and the lighthouse.
  fortress: `<path d="M0 380 q200 -140 400 0 v20 h-400z" fill="#2d6a4f" opacity=".8"/><rect x="230" y="160" width="40" height="130" fill="#f8f9fa"/><path d="M222 160 h56 l-8 -20 h-40z" fill="#e63946"/><circle cx="250" cy="130" r="12" fill="#ffd166"/><rect x="120" y="240" width="80" height="50" fill="#f8f9fa"/><path d="M115 240 l45 -30 l45 30z" fill="#e9c46a"/>`,
  // Mandarin's House: a courtyard gate with grey brick and a moon door.
  house: `<rect x="80" y="180" width="240" height="190" fill="#adb5bd"/><path d="M60 185 l140 -70 l140 70z" fill="#495057"/><circle cx="200" cy="290" r="55" fill="#343a40"/><rect x="110" y="210" width="40" height="30" fill="#dee2e6"/><rect x="250" y="210" width="40" height="30" fill="#dee2e6"/>`,
  // Commemoration: a medal with ribbon.
  medal: `<path d="M160 90 l40 90 l40 -90z" fill="#c1121f"/><path d="M180 90 l20 60 l20 -60z" fill="#fdf0d5"/><circle cx="200" cy="250" r="80" fill="#e9c46a"/><circle cx="200" cy="250" r="62" fill="none" stroke="#9c6644" stroke-width="6"/><path d="M200 205 l13 28 31 4 -23 21 6 31 -27 -15 -27 15 6 -31 -23 -21 31 -4z" fill="#9c6644"/>`,
  // Peace: a dove.
  dove: `<path d="M110 260 q60 -110 170 -90 q-20 20 -10 40 q50 10 70 -10 q-10 70 -90 90 q-60 10 -100 60 q0 -50 -40 -90z" fill="#ffffff" opacity=".95"/><circle cx="265" cy="185" r="5" fill="#264653"/><path d="M330 190 l30 -5 -25 15z" fill="#f4a261"/>`,
  // Archives and history: a book.
  book: `<path d="M80 140 q60 -20 120 10 v230 q-60 -30 -120 -10z" fill="#fefae0"/><path d="M320 140 q-60 -20 -120 10 v230 q60 -30 120 -10z" fill="#faedcd"/><g stroke="#bc6c25" stroke-width="4" opacity=".6"><path d="M100 180 h80M100 210 h80M100 240 h80M220 180 h80M220 210 h80M220 240 h80"/></g>`,
  // Gifts: a wrapped box.
  gift: `<rect x="100" y="190" width="200" height="170" rx="8" fill="#e76f51"/><rect x="90" y="160" width="220" height="45" rx="8" fill="#f4a261"/><rect x="185" y="160" width="30" height="200" fill="#ffd166"/><path d="M200 160 q-60 -70 -70 -10 q10 20 70 10z M200 160 q60 -70 70 -10 q-10 20 -70 10z" fill="#ffd166"/>`,
  // Contest: a speech bubble for slogans.
  slogan: `<path d="M70 120 h260 q20 0 20 20 v150 q0 20 -20 20 h-150 l-60 50 v-50 h-50 q-20 0 -20 -20 v-150 q0 -20 20 -20z" fill="#fff"/><g fill="#c1121f"><rect x="110" y="170" width="180" height="16" rx="8"/><rect x="110" y="210" width="140" height="16" rx="8"/><rect x="110" y="250" width="160" height="16" rx="8"/></g>`,
  // AR tour: a location pin over a map grid.
  pin: `<g stroke="#ffffff" stroke-width="3" opacity=".35"><path d="M40 120 h320M40 200 h320M40 280 h320M40 360 h320M120 80 v320M200 80 v320M280 80 v320"/></g><path d="M200 370 q-90 -110 -90 -170 a90 90 0 0 1 180 0 q0 60 -90 170z" fill="#e63946"/><circle cx="200" cy="200" r="35" fill="#fff"/>`,
  // Badges: a star in a shield.
  star: `<path d="M200 90 l110 40 v90 q0 110 -110 160 q-110 -50 -110 -160 v-90z" fill="#ffffff" opacity=".9"/><path d="M200 150 l22 45 50 7 -36 35 9 50 -45 -24 -45 24 9 -50 -36 -35 50 -7z" fill="#e9c46a"/>`,
  // Exhibition halls and posters.
  hall: `<rect x="70" y="170" width="260" height="200" fill="#f1faee"/><path d="M50 175 l150 -80 l150 80z" fill="#a8dadc"/><g fill="#457b9d"><rect x="100" y="210" width="50" height="70"/><rect x="175" y="210" width="50" height="70"/><rect x="250" y="210" width="50" height="70"/></g><rect x="170" y="300" width="60" height="70" fill="#1d3557"/>`,
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const LATIN_FONT = "'Helvetica Neue',Helvetica,Arial,sans-serif";

/**
 * A 400×500 picture: gradient and motif, a little below the middle so that it stays inside the
 * top square that the home page's entry icons show. Decorative for assistive technology: the
 * app's image carries the name in the visitor's language.
 */
export function renderArt(spec: ArtSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
<g transform="translate(0 20)">${motifs[spec.motif]}</g>
</svg>`;
}

/**
 * The same picture laid out for a share card (issue #20): WeChat draws a card's picture at 5:4
 * and only from PNG or JPG, so the server rasterises this 500×400 layout (art-png.ts). The motif
 * keeps its size, centred; the gradient fills the wider frame.
 */
export function renderShareArt(spec: ArtSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400" viewBox="0 0 500 400" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="500" height="400" fill="url(#g)"/>
<g transform="translate(50 0)">${motifs[spec.motif]}</g>
</svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of [...text]) {
    line += ch;
    if ([...line].length >= width) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

const CJK_FONT = "'Noto Sans CJK TC','PingFang TC',sans-serif";

/** Splits a Latin text at its spaces into lines of at most `width` characters (a longer word alone). */
function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/**
 * The poster's heading, the contest's name in the reader's language: one line of Chinese, or a
 * Portuguese or English name on up to three lines, above the card.
 */
function posterHeading(contestName: string, locale: string): string {
  const chinese = locale.startsWith('zh');
  const lines = chinese ? wrap(contestName, 17).slice(0, 2) : wrapWords(contestName, 30, 3);
  const size = chinese ? 22 : 18;
  const step = size + 6;
  const first = 70 - ((lines.length - 1) * step) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="200" y="${first + i * step}" text-anchor="middle" font-family="${chinese ? CJK_FONT : LATIN_FONT}" font-size="${size}" fill="#ffd166">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The slogan's card on the poster, and the room its text has inside it. */
export const POSTER_CARD = { x: 30, y: 110, width: 340, height: 260, padding: 20 } as const;
export const POSTER_SIZE = { width: 400, height: 720 } as const;
const SLOGAN_SIZES = [30, 28, 26, 24, 22, 20, 18, 16] as const;
const SLOGAN_LEADING = 1.4;

/** A wide character: Han, kana, Hangul, full-width forms and CJK punctuation take a whole em. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/**
 * A safe estimate of how wide a text is drawn, in ems: a wide character is one em, a Latin
 * letter at most 0.62 of one (the widest capitals and digits of a sans-serif are about that;
 * an average text is narrower), so a line measured here never runs past the card.
 */
function ems(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.62;
  return width;
}

/** The slogan's pieces: each wide character alone, each Latin word whole (with its space after). */
function pieces(text: string): string[] {
  return (
    text.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]+\s*|\s+/gu,
    ) ?? []
  );
}

/** Lines of at most `width` ems; a word longer than a line is cut where it must be. */
function wrapEms(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const piece of pieces(text.replace(/\s+/g, ' ').trim())) {
    if (ems((line + piece).trimEnd()) <= width) {
      line += piece;
      continue;
    }
    push();
    let rest = piece;
    while (ems(rest.trimEnd()) > width) {
      let cut = '';
      for (const ch of rest) {
        if (ems(cut + ch) > width) break;
        cut += ch;
      }
      lines.push(cut);
      rest = rest.slice(cut.length);
    }
    line = rest;
  }
  push();
  return lines;
}

/**
 * The slogan laid out inside its card (issue #21: a 12-character slogan ran past it): the largest
 * size whose lines fit the card's width and height, in any language; a slogan too long even at
 * the smallest size ends its last line with an ellipsis.
 */
export function fitSlogan(slogan: string): { size: number; lines: string[] } {
  const room = {
    width: POSTER_CARD.width - 2 * POSTER_CARD.padding,
    height: POSTER_CARD.height - 2 * POSTER_CARD.padding,
  };
  for (const size of SLOGAN_SIZES) {
    const lines = wrapEms(slogan, room.width / size);
    if (lines.length * size * SLOGAN_LEADING <= room.height) return { size, lines };
  }
  const size = SLOGAN_SIZES[SLOGAN_SIZES.length - 1];
  const fit = Math.floor(room.height / (size * SLOGAN_LEADING));
  const lines = wrapEms(slogan, room.width / size).slice(0, fit);
  const last = lines[fit - 1] ?? '';
  lines[fit - 1] = `${[...last].slice(0, -1).join('')}…`;
  return { size, lines };
}

/** The dark modules of a QR code as one SVG path, each module 1 unit (scaled by the caller). */
function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/** The link under the code, cut into lines that fit the poster (a URL has no spaces to wrap at). */
function linkLines(link: string, perLine = 50): string[] {
  const lines: string[] = [];
  for (let i = 0; i < link.length && lines.length < 3; i += perLine) {
    lines.push(link.slice(i, i + perLine));
  }
  return lines;
}

/**
 * The poster a visitor shares to invite votes for a work: the slogan and the author as written,
 * under the contest's name in the reader's language (`locale`), and (issue #21) a QR code of the
 * work's link with the link itself written under it, so a poster seen on paper or in a chat leads
 * back to the work. `qr` is the code's module matrix (server/src/lib/qr.ts).
 */
export function renderVotePoster(
  slogan: string,
  author: string,
  contestName: string,
  locale = 'zh-Hant',
  share?: { link: string; qr: readonly (readonly boolean[])[] },
): string {
  const card = POSTER_CARD;
  const fitted = fitSlogan(slogan);
  const step = fitted.size * SLOGAN_LEADING;
  // The block of lines is centred in the card; a line's baseline sits 0.35 em under its middle.
  const top = card.y + card.height / 2 - (fitted.lines.length * step) / 2;
  const lines = fitted.lines
    .map(
      (line, i) =>
        `<text x="200" y="${(top + (i + 0.5) * step + fitted.size * 0.35).toFixed(1)}" text-anchor="middle" font-family="${CJK_FONT}" font-size="${fitted.size}" fill="#7a1f1f">${escapeXml(line)}</text>`,
    )
    .join('');
  let code = '';
  if (share) {
    const modules = share.qr.length + 8; // with the 4-module quiet zone on each side
    const side = 150;
    const scale = side / modules;
    const x = 200 - side / 2;
    const y = 430;
    code = `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="#ffffff"/>
<path transform="translate(${x + 4 * scale} ${y + 4 * scale}) scale(${scale})" d="${qrPath(share.qr)}" fill="#000000" shape-rendering="crispEdges"/>
${linkLines(share.link)
  .map(
    (line, i) =>
      `<text x="200" y="${602 + i * 15}" text-anchor="middle" font-family="${LATIN_FONT}" font-size="11" fill="#fdf0d5">${escapeXml(line)}</text>`,
  )
  .join('')}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_SIZE.width}" height="${POSTER_SIZE.height}" viewBox="0 0 ${POSTER_SIZE.width} ${POSTER_SIZE.height}" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9d0208"/><stop offset="1" stop-color="#370617"/></linearGradient></defs>
<rect width="${POSTER_SIZE.width}" height="${POSTER_SIZE.height}" fill="url(#g)"/>
<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="18" fill="#fdf0d5"/>
${posterHeading(contestName, locale)}
${lines}
<text x="200" y="405" text-anchor="middle" font-family="${CJK_FONT}" font-size="20" fill="#fdf0d5">— ${escapeXml(author)}</text>
${code}
<rect x="170" y="660" width="60" height="2" fill="#ffd166"/>
<text x="200" y="695" text-anchor="middle" font-family="${LATIN_FONT}" font-size="16" font-weight="700" letter-spacing="5" fill="#fdf0d5" opacity=".85">VICTORY 80 · 1945 – 2025</text>
</svg>`;
}
