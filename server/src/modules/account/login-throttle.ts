import type { Clock } from '../../config';

/** Failed password logins allowed per account within the window before it is locked. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Slows password guessing per account (phone or username as typed, lower-cased). In memory: a
 * restart forgets, which only gives a guesser 10 more tries, and no table grows with each attempt.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  private recent(key: string): number[] {
    const since = this.clock.now() - LOGIN_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Minutes until the account may try again, or 0 when it may try now. */
  lockedFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < MAX_FAILED_LOGINS) return 0;
    return Math.ceil((recent[0] + LOGIN_WINDOW_MS - this.clock.now()) / 60_000);
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.clock.now()]);
    // Keep the map from growing without bound under a spray of made-up accounts.
    if (this.failures.size > 100_000)
      this.failures.delete(this.failures.keys().next().value as string);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
