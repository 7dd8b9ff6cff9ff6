import type { Id } from '@/shared/api/types';
import { storage } from '@/shared/lib/storage';

// A guest's tap on "favourite" is kept while they log in (possibly through a full page load on
// H5), so that the story is favourited when they come back to it, as a vote is (issue #21).

const KEY = 'pendingFavourite';
/** A favourite left longer than this is not kept any more: the visitor has moved on. */
const PENDING_FAVOURITE_TTL_MS = 30 * 60_000;

interface PendingFavourite {
  storyId: Id;
  at: number;
}

export function keepPendingFavourite(storyId: Id, now: number = Date.now()): void {
  storage.write(KEY, { storyId, at: now } satisfies PendingFavourite);
}

/** Whether a guest meant to favourite this story (taken once, if still fresh). */
export function takePendingFavourite(storyId: Id, now: number = Date.now()): boolean {
  const pending = storage.read<PendingFavourite>(KEY);
  if (!pending || String(pending.storyId) !== String(storyId)) return false;
  try {
    storage.remove(KEY);
  } catch {
    // Read once is enough.
  }
  return now - pending.at <= PENDING_FAVOURITE_TTL_MS;
}
