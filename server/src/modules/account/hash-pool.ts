import { FairQueue } from '../../lib/fair-queue';

/**
 * Bounds the password hashing (scrypt, about 36 ms of a libuv thread each). Without a bound, 800
 * parallel logins queue 800 hashes in the thread pool, and a real login waits behind all of them
 * (7.8 s measured). At most `concurrency` hashes run; `queueMax` more wait their turn; one client
 * address holds at most `perKey` of those places (issue #22). The queue is fair (issue #28: with
 * 50 wrong passwords in flight a real visitor was told "system busy" 8 times in 9): a login from
 * an address the account signed in from goes first, then the address with the fewest failed
 * checks this minute, and a full queue gives a newcomer's place at the expense of the heaviest
 * failing address's newest waiting check. A flood slows its own senders.
 */
export class HashPool {
  private readonly queue: FairQueue;

  constructor(concurrency: number, queueMax: number, perKey = Number.MAX_SAFE_INTEGER) {
    this.queue = new FairQueue({ concurrency, queueMax, perKey, chargeOnStart: false });
  }

  /** Runs the task in its turn; `key` is the client address the places are counted for. */
  run<T>(key: string, task: () => Promise<T>, priority = false): Promise<T> {
    return this.queue.run({ key, priority }, task);
  }

  /** A failed check from `key`: its later checks wait behind those of addresses that did not fail. */
  failed(key: string): void {
    this.queue.charge(key);
  }
}
