import { ApiError, BodyCode } from '../errors';

/** What a place in the queue is asked for with. */
export interface FairTask {
  /** Who the work is for: the client address. Each key holds at most `perKey` places. */
  key: string;
  /** Known addresses (the owner's) are served before every other waiting task (issue #28). */
  priority?: boolean;
  /** The client left: its task, while it waits, is dropped. */
  signal?: AbortSignal;
}

export interface FairQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting; past it a newcomer takes the place of the heaviest user's newest one, or is refused. */
  queueMax: number;
  /** Places (running and waiting) one key may hold. */
  perKey: number;
  /** A task that waited this long is answered "try again" instead of waiting on. 0: no bound. */
  maxWaitMs?: number;
  /** What a refused task is told; the callers' own message ("system busy, try again"). */
  busy?: () => Error;
  /**
   * Whether every task started counts toward its key's weight (true), or only what the caller
   * charges (`charge`: the password queue charges failed logins, so that a visitor who signs in
   * again and again is never taken for a flood).
   */
  chargeOnStart?: boolean;
}

interface Waiting {
  key: string;
  priority: boolean;
  seq: number;
  start: () => void;
  refuse: (error: Error) => void;
}

/**
 * Served counts are kept for this minute and the one before: long enough to tell a flood's
 * senders from a newcomer, and no moment (a new minute) when the flood's history is forgotten and
 * it weighs no more than a visitor who has done nothing.
 */
const WINDOW_MS = 60_000;

/**
 * A bounded work queue that shares its places fairly (issue #28). Without it, a flood of
 * expensive requests (password hashes, picture checks, poster drawings) from many addresses
 * queued ahead of a real visitor, who was told "system busy" or waited for all of them. Here:
 *
 * - known addresses (`priority`) go first;
 * - among the rest, the key served least in the last minute goes next, so a newcomer overtakes
 *   the addresses that have been sending for a while: a flood slows its own senders;
 * - a full queue does not refuse a newcomer while someone heavier waits: the heaviest key's newest
 *   waiting task is refused in its place ("try again");
 * - a task whose client left (`signal`) or that waited `maxWaitMs` leaves the queue.
 */
export class FairQueue {
  private running = 0;
  private seq = 0;
  private readonly waiting: Waiting[] = [];
  private readonly held = new Map<string, number>();
  private served = new Map<string, number>();
  /** The minute before this one's counts. */
  private previous = new Map<string, number>();
  private window = 0;
  private readonly options: Required<FairQueueOptions>;

  constructor(options: FairQueueOptions) {
    this.options = {
      maxWaitMs: 0,
      busy: () => new ApiError(BodyCode.rateLimited, 'serverBusy'),
      chargeOnStart: true,
      ...options,
    };
  }

  /** Tasks running and waiting now (the bench and tests read it). */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` in its turn, or throws the busy error when no place is given. */
  async run<T>(task: FairTask, work: () => Promise<T>): Promise<T> {
    const { key } = task;
    if (task.signal?.aborted) throw this.options.busy();
    const held = this.held.get(key) ?? 0;
    if (held >= this.options.perKey) throw this.options.busy();
    this.held.set(key, held + 1);
    try {
      await this.turn(task);
      try {
        return await work();
      } finally {
        this.finish();
      }
    } finally {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    }
  }

  /**
   * What a key has cost this minute and holds besides one place: a waiting task is weighed without
   * its own place, a newcomer without the one it asks for, so that two keys with one place and no
   * history weigh the same and neither pushes the other out.
   */
  private weight(key: string): number {
    this.roll();
    return (
      (this.served.get(key) ?? 0) +
      (this.previous.get(key) ?? 0) +
      Math.max(0, (this.held.get(key) ?? 0) - 1)
    );
  }

  private roll(): void {
    const window = Math.floor(Date.now() / WINDOW_MS);
    if (window === this.window) return;
    this.previous = window === this.window + 1 ? this.served : new Map();
    this.window = window;
    this.served = new Map();
  }

  /** Counts one unit of work against `key` for the rest of the minute. */
  charge(key: string): void {
    this.roll();
    this.served.set(key, (this.served.get(key) ?? 0) + 1);
  }

  private count(key: string): void {
    if (this.options.chargeOnStart) this.charge(key);
  }

  private turn(task: FairTask): Promise<void> {
    if (this.running < this.options.concurrency && this.waiting.length === 0) {
      this.running += 1;
      this.count(task.key);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueMax && !this.evictFor(task)) {
      return Promise.reject(this.options.busy());
    }
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const leave = (error: Error) => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        clearTimeout(timer);
        task.signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => leave(this.options.busy());
      const entry: Waiting = {
        key: task.key,
        priority: task.priority === true,
        seq: (this.seq += 1),
        start: () => {
          clearTimeout(timer);
          task.signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        refuse: leave,
      };
      this.waiting.push(entry);
      task.signal?.addEventListener('abort', onAbort, { once: true });
      if (this.options.maxWaitMs > 0) {
        timer = setTimeout(() => leave(this.options.busy()), this.options.maxWaitMs);
        timer.unref();
      }
    });
  }

  /** Refuses the heaviest key's newest waiting task if the newcomer weighs less; whether it did. */
  private evictFor(task: FairTask): boolean {
    const newcomer = task.priority ? -1 : this.weight(task.key);
    let victim: Waiting | undefined;
    let heaviest = -1;
    for (const entry of this.waiting) {
      if (entry.priority) continue;
      const weight = this.weight(entry.key);
      if (weight > heaviest || (weight === heaviest && victim && entry.seq > victim.seq)) {
        heaviest = weight;
        victim = entry;
      }
    }
    if (!victim || heaviest <= newcomer) return false;
    victim.refuse(this.options.busy());
    return true;
  }

  /** The next task: the owner's first, then the key served least, then the one waiting longest. */
  private next(): Waiting | undefined {
    let best: Waiting | undefined;
    let bestWeight = 0;
    for (const entry of this.waiting) {
      const weight = this.weight(entry.key);
      if (
        !best ||
        (entry.priority && !best.priority) ||
        (entry.priority === best.priority &&
          (weight < bestWeight || (weight === bestWeight && entry.seq < best.seq)))
      ) {
        best = entry;
        bestWeight = weight;
      }
    }
    return best;
  }

  private finish(): void {
    const next = this.next();
    if (!next) {
      this.running -= 1;
      return;
    }
    // The finishing task hands its slot over: `running` stays as it is.
    this.waiting.splice(this.waiting.indexOf(next), 1);
    this.count(next.key);
    next.start();
  }
}
