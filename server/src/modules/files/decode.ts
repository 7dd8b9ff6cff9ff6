import { decode as decodeJpeg } from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import type { ImageType } from './sniff';

/** Pictures larger than this (in pixels) are refused before decoding: a small file can hold a huge one. */
const MAX_PIXELS = 40_000_000;
const MAX_GIF_FRAMES = 300;
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');

/**
 * Whether the whole file is a picture of its type (issue #22), not only its first bytes: PNG,
 * JPEG and GIF are decoded to the last pixel (pngjs, jpeg-js, omggif, already in the tree through
 * miniprogram-ci's jimp); WebP, for which none is, is walked chunk by chunk, its size field and
 * every chunk's length checked against the file and its image chunk's header read.
 */
export function decodesWhole(buffer: Buffer, type: ImageType): boolean {
  try {
    switch (type.ext) {
      case 'png':
        return pngOk(buffer);
      case 'jpg':
        return jpegOk(buffer);
      case 'gif':
        return gifOk(buffer);
      case 'webp':
        return webpOk(buffer);
      default:
        return false;
    }
  } catch {
    return false;
  }
}

function pngOk(buffer: Buffer): boolean {
  if (buffer.length < 33 || buffer.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > MAX_PIXELS) return false;
  const image = PNG.sync.read(buffer);
  // pngjs stops once the pixels are read; a whole PNG ends with its IEND chunk.
  return image.width > 0 && image.height > 0 && buffer.subarray(-12).equals(PNG_END);
}

function jpegOk(buffer: Buffer): boolean {
  const image = decodeJpeg(buffer, {
    useTArray: true,
    maxResolutionInMP: MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  // jpeg-js stops at the last scan it finds; a cut file lacks its end-of-image marker.
  const end = buffer.subarray(-2);
  return image.width > 0 && image.height > 0 && end[0] === 0xff && end[1] === 0xd9;
}

function gifOk(buffer: Buffer): boolean {
  const reader = new GifReader(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length));
  const pixels = reader.width * reader.height;
  const frames = reader.numFrames();
  if (pixels === 0 || pixels > MAX_PIXELS || frames === 0 || frames > MAX_GIF_FRAMES) return false;
  const canvas = new Uint8Array(pixels * 4);
  for (let frame = 0; frame < frames; frame += 1) reader.decodeAndBlitFrameRGBA(frame, canvas);
  // The trailer byte ends a whole GIF.
  return buffer[buffer.length - 1] === 0x3b;
}

function webpOk(buffer: Buffer): boolean {
  if (buffer.length < 20 || buffer.readUInt32LE(4) + 8 !== buffer.length) return false;
  let offset = 12;
  let image = false;
  while (offset < buffer.length) {
    if (offset + 8 > buffer.length) return false;
    const fourcc = buffer.toString('latin1', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (start + size > buffer.length) return false;
    const data = buffer.subarray(start, start + size);
    if (fourcc === 'VP8 ') {
      // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
      if (size < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return false;
      if ((data.readUInt16LE(6) & 0x3fff) === 0 || (data.readUInt16LE(8) & 0x3fff) === 0) {
        return false;
      }
      image = true;
    } else if (fourcc === 'VP8L') {
      if (size < 5 || data[0] !== 0x2f) return false;
      image = true;
    } else if (fourcc === 'ANMF') {
      image = true;
    }
    offset = start + size + (size % 2);
  }
  return image && offset === buffer.length;
}
