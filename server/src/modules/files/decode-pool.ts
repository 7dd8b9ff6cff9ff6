import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError, BodyCode } from '../../errors';
import { FairQueue } from '../../lib/fair-queue';
import type { DecodeAnswer, DecodeRequest } from './decode-worker';
import type { ImageType } from './sniff';

export interface DecodePoolOptions {
  /** Pictures checked at once, each in its own worker thread. */
  workers: number;
  /** Checks waiting for a worker; past it "system busy, try again". */
  queueMax: number;
  /** Places one client address may hold (running and waiting). */
  perAddress: number;
  /** A check that takes longer is stopped (the worker is killed) and the picture refused. */
  timeoutMs: number;
  /** The worker's JavaScript heap (resourceLimits); pixels are bounded by the pixel budget. */
  memoryMb: number;
  /** frames x width x height a picture may decode to (checked before, from the header). */
  maxPixels: number;
}

const ENTRY = path.join(__dirname, 'decode-worker.mjs');

interface Slot {
  worker: Worker;
  pending?: { id: number; settle: (ok: boolean | Error) => void };
}

/**
 * Whole-picture checks off the event loop (issue #28: a 205-frame 6000x6000 GIF held the loop for
 * 122 s and 585 MB). Each check runs in a worker thread with a heap limit and a time limit; a
 * worker over either is killed and replaced, and the picture refused. At most `workers` run at
 * once; the queue in front of them is bounded and shared fairly between addresses (FairQueue).
 */
export class DecodePool {
  private readonly idle: Slot[] = [];
  private readonly queue: FairQueue;
  private readonly options: DecodePoolOptions;
  private nextId = 0;
  private closed = false;
  private readonly all = new Set<Slot>();

  constructor(options: DecodePoolOptions) {
    this.options = options;
    this.queue = new FairQueue({
      concurrency: options.workers,
      queueMax: options.queueMax,
      perKey: options.perAddress,
    });
  }

  /** Whether the picture decodes whole; throws 429 when busy, 400 when it takes too long. */
  check(address: string, buffer: Buffer, type: ImageType): Promise<boolean> {
    return this.queue.run({ key: address }, () => this.inWorker(buffer, type));
  }

  /** Checks running and waiting now. */
  get size(): { running: number; waiting: number } {
    return this.queue.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((slot) => slot.worker.terminate()));
    this.all.clear();
    this.idle.length = 0;
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.ceil(this.options.memoryMb / 4)),
      },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const slot: Slot = { worker };
    this.all.add(slot);
    const fail = (error: Error) => {
      this.retire(slot);
      slot.pending?.settle(error);
    };
    worker.on('message', (answer: DecodeAnswer) => {
      const pending = slot.pending;
      if (pending?.id !== answer.id) return;
      slot.pending = undefined;
      pending.settle(answer.ok);
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('decode worker exited')));
    return slot;
  }

  private retire(slot: Slot): void {
    this.all.delete(slot);
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private inWorker(buffer: Buffer, type: ImageType): Promise<boolean> {
    if (this.closed) return Promise.reject(new ApiError(BodyCode.rateLimited, 'serverBusy'));
    const slot = this.idle.pop() ?? this.spawn();
    const id = (this.nextId += 1);
    return new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Killed mid-decode: its 'exit' settles nothing more (pending is gone by then).
        slot.pending = undefined;
        this.retire(slot);
        void slot.worker.terminate();
        reject(new ApiError(BodyCode.validation, 'uploadTooComplex'));
      }, this.options.timeoutMs);
      slot.pending = {
        id,
        settle: (result) => {
          clearTimeout(timer);
          slot.pending = undefined;
          if (result instanceof Error) {
            // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other end of the worker.
            reject(new ApiError(BodyCode.validation, 'uploadTooComplex'));
            return;
          }
          if (this.all.has(slot)) this.idle.push(slot);
          resolve(result);
        },
      };
      const request: DecodeRequest = { id, buffer, type, maxPixels: this.options.maxPixels };
      slot.worker.postMessage(request);
    });
  }
}
