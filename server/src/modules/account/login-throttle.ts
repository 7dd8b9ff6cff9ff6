import type { Clock } from '../../config';
import type { Db } from '../../db/database';

type Statement = ReturnType<Db['prepare']>;

/**
 * Password guessing per account. An attempt is counted in SQLite by one conditional upsert BEFORE
 * the password is checked, so 300 parallel guesses get at most `maxAttempts` checks between them:
 * the rest find the counter full and are refused without hashing. A successful login clears it.
 * The window starts at the first counted attempt; the lock lifts when that one is `windowMs` old.
 */
export class LoginThrottle {
  private readonly clock: Clock;
  private readonly maxAttempts: number;
  private readonly windowMs: number;
  private readonly reserveStmt: Statement;
  private readonly windowStmt: Statement;
  private readonly countStmt: Statement;
  private readonly refundStmt: Statement;
  private readonly clearStmt: Statement;
  private readonly pruneStmt: Statement;

  constructor(db: Db, clock: Clock, maxAttempts: number, windowMs: number) {
    this.clock = clock;
    this.maxAttempts = maxAttempts;
    this.windowMs = windowMs;
    // SET expressions all read the row as it was, so the window test holds for both columns.
    this.reserveStmt = db
      .prepare(
        `INSERT INTO login_attempts (account_key, window_start, attempts) VALUES (@key, @now, 1)
         ON CONFLICT (account_key) DO UPDATE SET
           attempts = CASE WHEN window_start <= @since THEN 1 ELSE attempts + 1 END,
           window_start = CASE WHEN window_start <= @since THEN @now ELSE window_start END
         WHERE login_attempts.window_start <= @since OR login_attempts.attempts < @max
         RETURNING attempts`,
      )
      .pluck();
    this.windowStmt = db
      .prepare('SELECT window_start FROM login_attempts WHERE account_key = ?')
      .pluck();
    this.countStmt = db.prepare(
      'SELECT attempts, window_start AS windowStart FROM login_attempts WHERE account_key = ?',
    );
    this.refundStmt = db.prepare(
      'UPDATE login_attempts SET attempts = attempts - 1 WHERE account_key = ? AND attempts > 0',
    );
    this.clearStmt = db.prepare('DELETE FROM login_attempts WHERE account_key = ?');
    this.pruneStmt = db.prepare('DELETE FROM login_attempts WHERE window_start <= ?');
  }

  /**
   * Counts one attempt for the key. Returns 0 when the password may now be checked, or the
   * minutes until the account may try again (the attempt is then not counted).
   */
  reserve(key: string): number {
    const now = this.clock.now();
    const counted = this.reserveStmt.get({
      key,
      now,
      since: now - this.windowMs,
      max: this.maxAttempts,
    }) as number | undefined;
    if (counted !== undefined) return 0;
    const start = (this.windowStmt.get(key) as number | undefined) ?? now;
    return Math.max(1, Math.ceil((start + this.windowMs - now) / 60_000));
  }

  /**
   * How many more failed attempts the key has before it is locked (issue #21: the login says so),
   * and for how long a lock lasts, in minutes.
   */
  attemptsLeft(key: string): { left: number; minutes: number } {
    const row = this.countStmt.get(key) as { attempts: number; windowStart: number } | undefined;
    const minutes = Math.ceil(this.windowMs / 60_000);
    const open = !row || row.windowStart <= this.clock.now() - this.windowMs;
    return {
      left: open ? this.maxAttempts : Math.max(0, this.maxAttempts - row.attempts),
      minutes,
    };
  }

  /** Gives back an attempt that never reached the password check (the server was too busy). */
  refund(key: string): void {
    this.refundStmt.run(key);
  }

  succeed(key: string): void {
    this.clearStmt.run(key);
  }

  /** Drops counters whose window is over (a spray of made-up account names must not pile up). */
  prune(): number {
    return this.pruneStmt.run(this.clock.now() - this.windowMs).changes;
  }
}
