import { decode as decodeJpeg } from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import type { ImageType } from './sniff';

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');

export interface PictureSize {
  width: number;
  height: number;
  /** Frames decoded (a GIF's images; 1 for PNG and JPEG). */
  frames: number;
}

/**
 * A picture's size as its header states it, read without decoding (issue #28): the pixels a
 * decode would produce are frames x width x height, whatever the file's size (a 38 KB PNG said
 * 6300x6300, a 5 MB GIF 205 frames of 6000x6000). Undefined when no header can be read.
 */
export function pictureSize(buffer: Buffer, type: ImageType): PictureSize | undefined {
  try {
    switch (type.ext) {
      case 'png':
        return pngSize(buffer);
      case 'jpg':
        return jpegSize(buffer);
      case 'gif': {
        // omggif's constructor walks the blocks and skips the compressed data: no pixel is made.
        const reader = new GifReader(
          new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length),
        );
        return { width: reader.width, height: reader.height, frames: reader.numFrames() };
      }
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The IHDR chunk's size, when the chunk is whole (its CRC holds): junk is not a size. */
function pngSize(buffer: Buffer): PictureSize | undefined {
  if (buffer.length < 33 || buffer.readUInt32BE(8) !== 13) return undefined;
  if (buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  if (crc32(buffer.subarray(12, 29)) !== buffer.readUInt32BE(29)) return undefined;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20), frames: 1 };
}

/** SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): the markers that carry the frame size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(buffer: Buffer): PictureSize | undefined {
  let at = 2;
  while (at + 4 <= buffer.length) {
    if (buffer[at] !== 0xff) return undefined;
    const marker = buffer[at + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    const length = buffer.readUInt16BE(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > buffer.length) return undefined;
      return { height: buffer.readUInt16BE(at + 5), width: buffer.readUInt16BE(at + 7), frames: 1 };
    }
    at += 2 + length;
  }
  return undefined;
}

/**
 * Whether the whole file is a picture of its type (issue #22), not only its first bytes: PNG,
 * JPEG and GIF are decoded to the last pixel (pngjs, jpeg-js, omggif, already in the tree through
 * miniprogram-ci's jimp). WebP is not decoded and so not accepted (files/routes.ts refuses it).
 * Runs in a worker (decode-pool.ts), never on the server's event loop, and only for a picture
 * whose header is within the pixel budget.
 */
export function decodesWhole(buffer: Buffer, type: ImageType, maxPixels: number): boolean {
  try {
    switch (type.ext) {
      case 'png':
        return pngOk(buffer);
      case 'jpg':
        return jpegOk(buffer, maxPixels);
      case 'gif':
        return gifOk(buffer);
      default:
        return false;
    }
  } catch {
    return false;
  }
}

function pngOk(buffer: Buffer): boolean {
  const image = PNG.sync.read(buffer);
  // pngjs stops once the pixels are read; a whole PNG ends with its IEND chunk.
  return image.width > 0 && image.height > 0 && buffer.subarray(-12).equals(PNG_END);
}

function jpegOk(buffer: Buffer, maxPixels: number): boolean {
  const image = decodeJpeg(buffer, {
    useTArray: true,
    // jpeg-js's own checks as well: a second frame header further on is not read by jpegSize.
    maxResolutionInMP: maxPixels / 1_000_000,
    maxMemoryUsageInMB: Math.ceil((maxPixels * 8) / 1_000_000),
  });
  // jpeg-js stops at the last scan it finds; a cut file lacks its end-of-image marker.
  const end = buffer.subarray(-2);
  return image.width > 0 && image.height > 0 && end[0] === 0xff && end[1] === 0xd9;
}

function gifOk(buffer: Buffer): boolean {
  const reader = new GifReader(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length));
  const pixels = reader.width * reader.height;
  const frames = reader.numFrames();
  if (pixels === 0 || frames === 0) return false;
  const canvas = new Uint8Array(pixels * 4);
  for (let frame = 0; frame < frames; frame += 1) reader.decodeAndBlitFrameRGBA(frame, canvas);
  // The trailer byte ends a whole GIF.
  return buffer[buffer.length - 1] === 0x3b;
}
