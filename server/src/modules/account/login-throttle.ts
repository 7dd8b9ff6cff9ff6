import type { Clock } from '../../config';
import type { DbExecutor } from '../../tables';
import * as guesses from './session-repository';

/**
 * Password guessing per account. An attempt is counted in the database by one conditional upsert
 * BEFORE the password is checked, so 300 parallel guesses get at most `maxAttempts` checks between
 * them: the rest find the counter full and are refused without hashing. A successful login clears
 * it. The window starts at the first counted attempt; the lock lifts when that one is `windowMs`
 * old.
 */
export class LoginThrottle {
  constructor(
    private readonly db: DbExecutor,
    private readonly clock: Clock,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Counts one attempt for the key. Answers 0 when the password may now be checked, or the
   * minutes until the account may try again (the attempt is then not counted).
   */
  async reserve(key: string): Promise<number> {
    const now = this.clock.now();
    const since = now - this.windowMs;
    const counted = await guesses.countGuess(this.db, key, now, since, this.maxAttempts);
    if (counted !== undefined) return 0;
    const start = (await guesses.guessWindow(this.db, key))?.windowStart ?? now;
    return Math.max(1, Math.ceil((start + this.windowMs - now) / 60_000));
  }

  /**
   * How many more failed attempts the key has before it is locked (issue #21: the login says so),
   * and for how long a lock lasts, in minutes.
   */
  async attemptsLeft(key: string): Promise<{ left: number; minutes: number }> {
    const row = await guesses.guessWindow(this.db, key);
    const minutes = Math.ceil(this.windowMs / 60_000);
    const open = !row || row.windowStart <= this.clock.now() - this.windowMs;
    return {
      left: open ? this.maxAttempts : Math.max(0, this.maxAttempts - row.attempts),
      minutes,
    };
  }

  /** Gives back an attempt that never reached the password check (the server was too busy). */
  refund(key: string): Promise<void> {
    return guesses.refundGuess(this.db, key);
  }

  succeed(key: string): Promise<void> {
    return guesses.clearGuesses(this.db, key);
  }

  /** Drops counters whose window is over (a spray of made-up account names must not pile up). */
  prune(): Promise<number> {
    return guesses.pruneGuesses(this.db, this.clock.now() - this.windowMs);
  }
}
