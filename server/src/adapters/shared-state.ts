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
 * Runs `work` every hour on one instance of all (issue #31): each instance's timer asks for the
 * hour's turn, and only the one that gets it works. A failure is logged, never thrown.
 */
export function hourly(
  app: {
    ctx: { shared: SharedValues; log: { warn(o: object, msg: string): void } };
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  },
  name: string,
  work: () => Promise<unknown>,
): void {
  const HOUR = 3_600_000;
  const timer = setInterval(() => {
    app.ctx.shared
      .turn(`hourly:${name}`, HOUR - 60_000)
      .then((mine) => (mine ? work() : undefined))
      .catch((error: unknown) => app.ctx.log.warn({ err: error }, `${name} failed`));
  }, HOUR).unref();
  app.addHook('onClose', async () => clearInterval(timer));
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

/** A value with the moment it stops being good (the app clock's epoch milliseconds). */
export interface Expiring {
  value: string;
  expiresAt: number;
}

/**
 * Values the instances hold together, and work only one of them may do at a time (issue #31):
 * WeChat's access token, whose every refresh ends the one before, is fetched by one instance and
 * read by the others.
 */
export interface SharedValues {
  get(key: string): Promise<Expiring | undefined>;
  set(key: string, entry: Expiring): Promise<void>;
  /** Forgets the value if it is still `value` (a token WeChat said is no longer good). */
  forget(key: string, value: string): Promise<void>;
  /**
   * Runs `fn` while no other instance runs work of the same key: the others wait for it, then run
   * theirs (which finds the value the first one set). The lease ends a holder that died.
   */
  alone<T>(key: string, leaseMs: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Whether this instance takes the turn of `key` for the next `periodMs` (the first to ask does;
   * the others are answered false until it ends): work one instance does for all, each hour.
   */
  turn(key: string, periodMs: number): Promise<boolean>;
}

/** One instance: the values in memory; the caller already runs one refresh at a time. */
export function memoryValues(now: () => number): SharedValues {
  const values = new Map<string, Expiring>();
  return {
    async get(key) {
      const entry = values.get(key);
      return entry && entry.expiresAt > now() ? entry : undefined;
    },
    async set(key, entry) {
      values.set(key, entry);
    },
    async forget(key, value) {
      if (values.get(key)?.value === value) values.delete(key);
    },
    alone: (_key, _leaseMs, fn) => fn(),
    turn: async () => true,
  };
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** How often a waiting instance looks whether the holder is done. */
const LOCK_POLL_MS = 50;

export function redisValues(redis: Redis, now: () => number): SharedValues {
  const held = (key: string) => `${PREFIX}lock:${key}`;
  return {
    async get(key) {
      const text = await redis.get(PREFIX + key);
      if (!text) return undefined;
      const entry = JSON.parse(text) as Expiring;
      return entry.expiresAt > now() ? entry : undefined;
    },
    async set(key, entry) {
      const ms = Math.max(1, entry.expiresAt - now());
      await redis.set(PREFIX + key, JSON.stringify(entry), 'PX', ms);
    },
    async forget(key, value) {
      const known = await this.get(key);
      if (known?.value === value) await redis.del(PREFIX + key);
    },
    async alone(key, leaseMs, fn) {
      const token = `${process.pid}:${Math.random().toString(36).slice(2)}`;
      const until = Date.now() + leaseMs;
      // Another instance holds it: wait until it lets go (or its lease ends), then take it.
      while ((await redis.set(held(key), token, 'PX', leaseMs, 'NX')) !== 'OK') {
        if (Date.now() > until) throw new Error(`shared work "${key}" held for over ${leaseMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      try {
        return await fn();
      } finally {
        await redis.eval(RELEASE, 1, held(key), token).catch(() => undefined);
      }
    },
    async turn(key, periodMs) {
      return (
        (await redis.set(`${PREFIX}turn:${key}`, String(process.pid), 'PX', periodMs, 'NX')) ===
        'OK'
      );
    },
  };
}
