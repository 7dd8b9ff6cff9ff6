// Draws the tab bar icons (81x81 PNG, as the mini-program asks) from simple shapes, so they
// can be changed in code review. Run `node scripts/make-tab-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 81;
const COLORS = { normal: [0x6b, 0x62, 0x59], active: [0x8c, 0x1c, 0x13] };

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
// One colour per icon, so each is written as an indexed PNG: a palette entry (the colour with its
// transparency) per level of coverage, one byte per pixel instead of four (issue #32: the icons
// are in the mini-program's main package). The pixels are the same as RGBA ones.
const png = (rgba) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8;
  header[9] = 3;
  const colours = new Map();
  const raw = Buffer.alloc((SIZE + 1) * SIZE);
  for (let pixel = 0; pixel < SIZE * SIZE; pixel++) {
    const key = rgba.readUInt32BE(pixel * 4);
    if (!colours.has(key)) colours.set(key, colours.size);
    raw[Math.floor(pixel / SIZE) * (SIZE + 1) + 1 + (pixel % SIZE)] = colours.get(key);
  }
  const entries = [...colours.keys()];
  const palette = Buffer.from(
    entries.flatMap((key) => [key >>> 24, (key >>> 16) & 0xff, (key >>> 8) & 0xff]),
  );
  const alpha = Buffer.from(entries.map((key) => key & 0xff));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', alpha),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// Shapes in a 0..1 square; each returns true where the point is ink.
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inTriangle = (x, y, [ax, ay], [bx, by], [cx, cy]) => {
  const s = (px, py, qx, qy, rx, ry) => (px - rx) * (qy - ry) - (qx - rx) * (py - ry);
  const d1 = s(x, y, ax, ay, bx, by);
  const d2 = s(x, y, bx, by, cx, cy);
  const d3 = s(x, y, cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};
const star = (x, y) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 0.17 : 0.4;
    return [0.5 + r * Math.cos(angle), 0.53 + r * Math.sin(angle)];
  });
  return points.some((p, i) => inTriangle(x, y, [0.5, 0.53], p, points[(i + 1) % 10]));
};

const ICONS = {
  home: (x, y) =>
    inTriangle(x, y, [0.5, 0.14], [0.1, 0.48], [0.9, 0.48]) ||
    (inRect(x, y, 0.2, 0.46, 0.8, 0.86) && !inRect(x, y, 0.42, 0.62, 0.58, 0.86)),
  news: (x, y) =>
    (inRect(x, y, 0.18, 0.14, 0.82, 0.86) && !inRect(x, y, 0.25, 0.21, 0.75, 0.79)) ||
    inRect(x, y, 0.32, 0.3, 0.68, 0.36) ||
    inRect(x, y, 0.32, 0.46, 0.68, 0.52) ||
    inRect(x, y, 0.32, 0.62, 0.56, 0.68),
  vote: star,
  my: (x, y) => inCircle(x, y, 0.5, 0.34, 0.17) || (inCircle(x, y, 0.5, 0.92, 0.36) && y <= 0.86),
};

const SAMPLES = 4;
for (const [name, shape] of Object.entries(ICONS)) {
  for (const [state, [r, g, b]] of Object.entries(COLORS)) {
    const rgba = Buffer.alloc(SIZE * SIZE * 4);
    for (let py = 0; py < SIZE; py++) {
      for (let px = 0; px < SIZE; px++) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++)
          for (let sx = 0; sx < SAMPLES; sx++)
            if (shape((px + (sx + 0.5) / SAMPLES) / SIZE, (py + (sy + 0.5) / SAMPLES) / SIZE))
              hits++;
        const i = (py * SIZE + px) * 4;
        rgba[i] = r;
        rgba[i + 1] = g;
        rgba[i + 2] = b;
        rgba[i + 3] = Math.round((255 * hits) / (SAMPLES * SAMPLES));
      }
    }
    writeFileSync(`src/assets/tab/${name}${state === 'active' ? '-active' : ''}.png`, png(rgba));
  }
}
