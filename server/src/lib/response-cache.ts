import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';

// Whole answers of the public lists (issue #14: list p99 under 20 ms at 50 connections). A list
// that is the same for every reader is served from memory while nothing it reads has changed:
// each cached route names its tables, and a write to any of them, from this server or from any
// other connection to the database (another instance on PostgreSQL, issue #31), makes the next
// read run the query again (the engine's table versions, db/table-versions.ts).

interface Entry {
  body: string;
  /** The tables' stamp when the answer was read (db/table-versions.ts). */
  stamp: string;
  /** The answer holds from this instant (the clock may be moved back in tests)... */
  from: number;
  /** ...until this one (exclusive): when an item is due to appear, say. */
  until: number;
}

interface Pending {
  key: string;
  entry: Omit<Entry, 'body'>;
}

export interface ListCacheOptions {
  /** Every table the answer is read from. */
  tables: readonly string[];
  /**
   * When the answer changes without a write (epoch ms): a story published at a set time. Asked
   * before the handler runs; Infinity when time alone never changes it.
   */
  freshUntil?: (now: number) => number | Promise<number>;
}

/** The budget of all cached answers of one server together, in characters of JSON. */
export const CACHE_MAX_CHARS = 8 * 1024 * 1024;

interface Store {
  entries: Map<string, Entry>;
  chars: number;
}

// One store per app (keyed by its context's engine: a test process runs several servers).
const stores = new WeakMap<object, Store>();

function storeOf(owner: object): Store {
  let store = stores.get(owner);
  if (!store) {
    store = { entries: new Map(), chars: 0 };
    stores.set(owner, store);
  }
  return store;
}

function forget(store: Store, key: string): void {
  const old = store.entries.get(key);
  if (!old) return;
  store.entries.delete(key);
  store.chars -= old.body.length;
}

function remember(store: Store, key: string, entry: Entry): void {
  forget(store, key);
  if (entry.body.length > CACHE_MAX_CHARS / 8) return;
  store.entries.set(key, entry);
  store.chars += entry.body.length;
  // The oldest answers go first (a Map keeps insertion order).
  for (const oldest of store.entries.keys()) {
    if (store.chars <= CACHE_MAX_CHARS) break;
    forget(store, oldest);
  }
}

const SUCCESS = '{"code":0,';

/**
 * The route hooks of a cached public list: spread them into the route's options. A hit answers
 * the stored JSON before validation and the handler; a miss runs the route and keeps its answer
 * when it is a success (HTTP 200, body code 0). The key is the method, the language of the answer
 * (its msg), the public origin (picture URLs) and the URL with its query as sent.
 */
export function cachedList(
  app: FastifyInstance,
  options: ListCacheOptions,
): { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> } {
  const { engine, clock, config } = app.ctx;
  const versions = engine.tableVersions;
  // On PostgreSQL the first watch makes a trigger: stamp() waits for it, and a failure is the
  // first request's error, not an unhandled rejection.
  for (const table of options.tables) Promise.resolve(versions.watch(table)).catch(() => {});
  const store = storeOf(engine);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const tables = [...options.tables];

  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET') return;
    const key = `${req.locale} ${config.publicUrl ?? ''} ${req.url}`;
    const now = clock.now();
    const stamp = await versions.stamp(tables);
    const hit = store.entries.get(key);
    if (hit && hit.stamp === stamp && now >= hit.from && now < hit.until) {
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    const until = options.freshUntil ? await options.freshUntil(now) : Infinity;
    pending.set(req, { key, entry: { stamp, from: now, until } });
  };

  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const miss = pending.get(req);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      pending.delete(req);
      if (payload.startsWith(SUCCESS)) remember(store, miss.key, { ...miss.entry, body: payload });
    }
    return payload;
  };

  return { onRequest, onSend };
}

/** How many answers an app keeps and their size in characters (tests and diagnostics). */
export function cacheSize(app: FastifyInstance): { entries: number; chars: number } {
  const store = storeOf(app.ctx.engine);
  return { entries: store.entries.size, chars: store.chars };
}
