// The little of pngjs 3, jpeg-js 0.4 and omggif 1 that decode.ts (and the poster's tests) use
// (none ships its types).
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
declare module 'jpeg-js' {
  export function decode(
    buffer: Buffer,
    options?: { useTArray?: boolean; maxResolutionInMP?: number; maxMemoryUsageInMB?: number },
  ): { width: number; height: number };
}
declare module 'omggif' {
  export class GifReader {
    constructor(buffer: Uint8Array);
    width: number;
    height: number;
    numFrames(): number;
    decodeAndBlitFrameRGBA(frame: number, pixels: Uint8Array): void;
  }
}
