import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import type { Db } from '../db/database';
import { tableVersions } from '../db/table-versions';

// Whole answers of the public lists (issue #14: list p99 under 20 ms at 50 connections). A list
// that is the same for every reader is served from memory while nothing it reads has changed:
// each cached route names its tables, and a write to any of them, from this server or from any
// other connection to the database file, makes the next read run the query again.

interface Entry {
  body: string;
  local: number;
  external: number;
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

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), chars: 0 };
    stores.set(db, store);
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
  const { db, clock, config } = app.ctx;
  const tracker = tableVersions(db);
  for (const table of options.tables) tracker.watch(table);
  const { versions } = tracker;
  const store = storeOf(db);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const tables = [...options.tables];

  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET') return;
    const key = `${req.locale} ${config.publicUrl ?? ''} ${req.url}`;
    const now = clock.now();
    const local = versions.local(tables);
    const external = versions.external();
    const hit = store.entries.get(key);
    if (
      hit &&
      hit.local === local &&
      hit.external === external &&
      now >= hit.from &&
      now < hit.until
    ) {
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    const until = options.freshUntil ? await options.freshUntil(now) : Infinity;
    pending.set(req, { key, entry: { local, external, from: now, until } });
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

/** How many answers are kept and their size in characters (tests and diagnostics). */
export function cacheSize(db: Db): { entries: number; chars: number } {
  const store = storeOf(db);
  return { entries: store.entries.size, chars: store.chars };
}
