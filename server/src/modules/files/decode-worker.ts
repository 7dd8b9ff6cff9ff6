// One picture check at a time, off the server's event loop (issue #28): decode-pool.ts sends a
// picture, this answers whether it decodes whole. Killed from outside when it takes too long.
import { parentPort } from 'node:worker_threads';
import { decodesWhole } from './decode';
import type { ImageType } from './sniff';

export interface DecodeRequest {
  id: number;
  buffer: Uint8Array;
  type: ImageType;
  maxPixels: number;
}

export interface DecodeAnswer {
  id: number;
  ok: boolean;
}

parentPort?.on('message', (request: DecodeRequest) => {
  const buffer = Buffer.from(
    request.buffer.buffer,
    request.buffer.byteOffset,
    request.buffer.length,
  );
  const answer: DecodeAnswer = {
    id: request.id,
    ok: decodesWhole(buffer, request.type, request.maxPixels),
  };
  parentPort?.postMessage(answer);
});
