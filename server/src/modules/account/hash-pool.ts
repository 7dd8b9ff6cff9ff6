import { ApiError, BodyCode } from '../../errors';

/**
 * Bounds the password hashing (scrypt, about 36 ms of a libuv thread each). Without a bound, 800
 * parallel logins queue 800 hashes in the thread pool, and a real login waits behind all of them
 * (7.8 s measured). At most `concurrency` hashes run; `queueMax` more wait their turn; beyond that
 * a login is refused at once (body code 429) instead of making everybody wait. One client address
 * holds at most `perKey` of those places, so a flood from one address (even within its login
 * budget) cannot fill the queue in front of everybody else.
 */
export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly held = new Map<string, number>();
  private readonly concurrency: number;
  private readonly queueMax: number;
  private readonly perKey: number;

  constructor(concurrency: number, queueMax: number, perKey = Number.MAX_SAFE_INTEGER) {
    this.concurrency = concurrency;
    this.queueMax = queueMax;
    this.perKey = perKey;
  }

  /** Runs the task in its turn; `key` is the client address the places are counted for. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const held = this.held.get(key) ?? 0;
    if (held >= this.perKey) throw new ApiError(BodyCode.rateLimited, 'serverBusy');
    this.held.set(key, held + 1);
    try {
      return await this.inTurn(task);
    } finally {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    }
  }

  private async inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queueMax) {
        throw new ApiError(BodyCode.rateLimited, 'serverBusy');
      }
      // The finishing task hands its slot over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
