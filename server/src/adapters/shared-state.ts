// What the instances of the programme count together (issue #31, "Shared state"): the per-minute
// budgets that refuse a flood. One instance keeps them in its memory, as before; several keep them
// in Redis (REDIS_URL), so that a flood spread over the instances meets the same budget as a flood
// on one, and a visitor is refused by no instance for what they did not do.
import { Redis } from 'ioredis';

/** Counters that live for one window (a minute of the app clock): added to, then read. */
export interface WindowCounters {
  /**
   * Adds `by` (1 unless given; negative gives back) to each key and answers the keys' new counts;
   * a key new to its window lives `ttlMs` (the window's keys name it).
   */
  add(keys: readonly string[], ttlMs: number, by?: number): Promise<number[]>;
  /** The keys' counts (0 for a key never added to or expired). */
  read(keys: readonly string[]): Promise<number[]>;
}

/** One process: a map whose entries go when their time is over (by the app clock). */
export function memoryCounters(now: () => number): WindowCounters {
  const counts = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async add(keys, ttlMs, by = 1) {
      // A window's keys are not read after it: drop the dead ones now and then.
      if (counts.size > 10_000) for (const key of [...counts.keys()]) live(key);
      return keys.map((key) => {
        const entry = live(key) ?? { n: 0, until: now() + ttlMs };
        entry.n += by;
        counts.set(key, entry);
        return entry.n;
      });
    },
    async read(keys) {
      return keys.map((key) => live(key)?.n ?? 0);
    },
  };
}

const PREFIX = 'v80:';

/** Every instance: INCR and PEXPIRE in one round trip. */
export function redisCounters(redis: Redis): WindowCounters {
  return {
    async add(keys, ttlMs, by = 1) {
      const batch = redis.multi();
      // PEXPIRE NX: the expiry is set when the key is new to its window, never pushed on.
      for (const key of keys) batch.incrby(PREFIX + key, by).pexpire(PREFIX + key, ttlMs, 'NX');
      const results = (await batch.exec()) ?? [];
      const failed = results.find(([error]) => error)?.[0];
      if (failed) throw failed;
      return keys.map((_, i) => Number(results[i * 2][1]));
    },
    async read(keys) {
      if (keys.length === 0) return [];
      const values = await redis.mget(...keys.map((key) => PREFIX + key));
      return values.map((value) => Number(value ?? 0));
    },
  };
}

/**
 * The connection to Redis. A command waits for a lost connection at most a moment and then fails
 * (the callers fail open: a budget never refuses a visitor because Redis is away, and /readyz says
 * it is).
 */
export function openRedis(url: string, log: { warn(o: object, msg: string): void }): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // Said once per outage, not once per reconnection attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: budgets are not counted until it is back');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

/** Closes the connection: politely when it is up, at once when it is not (no reconnecting). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  redis.disconnect();
}
