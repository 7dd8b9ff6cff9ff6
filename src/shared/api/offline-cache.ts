import { storage } from '@/shared/lib/storage';

/**
 * The last good first page of each list a visitor has seen (issue #14, weak networks), so that a
 * list opened without a network shows what it showed before, with the time it was saved. Kept in
 * Taro storage: clearAll (logout, logoff, 401: SPEC §4) removes it with the rest of the account,
 * and the key names the account, so one account never reads another's list.
 */
export const OFFLINE_CACHE_LIMITS = {
  /** Lists kept; the one read or saved longest ago goes first. */
  entries: 24,
  /** An answer longer than this (JSON characters) is not kept. */
  entryChars: 48_000,
} as const;

const INDEX_KEY = 'offlineIndex';
const ENTRY_PREFIX = 'offline:';

interface Entry {
  key: string;
  savedAt: number;
  data: unknown;
}

// Which answers came from here, and when they were saved: the screen says so in its banner.
const servedAt = new WeakMap<object, number>();

/** The list's identity: the call with its query, the language, and whose list it is. */
export function offlineKey(url: string, language: string, account: unknown): string {
  return `${url}|${language}|${account ?? ''}`;
}

// FNV-1a: a short storage key for a long URL; the entry keeps the full key to rule out clashes.
function storageKeyOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${ENTRY_PREFIX}${(hash >>> 0).toString(36)}`;
}

function readIndex(): string[] {
  const index = storage.read<unknown>(INDEX_KEY);
  return Array.isArray(index) ? index.filter((each) => typeof each === 'string') : [];
}

/** Puts a key first in the index and drops what falls past the count bound. */
function touch(storageKey: string, keep: boolean): void {
  const index = readIndex().filter((each) => each !== storageKey);
  if (keep) index.unshift(storageKey);
  for (const dropped of index.splice(OFFLINE_CACHE_LIMITS.entries)) storage.remove(dropped);
  storage.write(INDEX_KEY, index);
}

/** Keeps a good answer for its key; one too large to keep also drops the older copy. */
export function keepAnswer(key: string, data: unknown, now: number = Date.now()): void {
  const storageKey = storageKeyOf(key);
  const entry: Entry = { key, savedAt: now, data };
  const fits = JSON.stringify(entry).length <= OFFLINE_CACHE_LIMITS.entryChars;
  if (fits) storage.write(storageKey, entry);
  else storage.remove(storageKey);
  touch(storageKey, fits);
}

/** The kept answer for a key, marked for savedAtOf; undefined when there is none. */
export function readAnswer<T>(key: string): T | undefined {
  const storageKey = storageKeyOf(key);
  const entry = storage.read<Entry>(storageKey);
  if (!entry || entry.key !== key || typeof entry.data !== 'object' || entry.data === null) {
    return undefined;
  }
  touch(storageKey, true);
  servedAt.set(entry.data, entry.savedAt);
  return entry.data as T;
}

/** When a value was saved, if the request layer served it from here instead of the network. */
export function savedAtOf(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? servedAt.get(value) : undefined;
}

/** For a screen made of several answers: when the oldest one served from here was saved. */
export function oldestSavedAt(values: readonly unknown[]): number | undefined {
  const times = values.map(savedAtOf).filter((at): at is number => at !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}
