import { ApiError, BodyCode } from '../../errors';

/**
 * Bounds the password hashing (scrypt, about 36 ms of a libuv thread each). Without a bound, 800
 * parallel logins queue 800 hashes in the thread pool, and a real login waits behind all of them
 * (7.8 s measured). At most `concurrency` hashes run; `queueMax` more wait their turn; beyond that
 * a login is refused at once (body code 429) instead of making everybody wait.
 */
export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly queueMax: number;

  constructor(concurrency: number, queueMax: number) {
    this.concurrency = concurrency;
    this.queueMax = queueMax;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
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
