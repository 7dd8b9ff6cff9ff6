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
 * miniprogram-ci's jimp). WebP is not decoded and so not accepted (files/routes.ts refuses it).
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
