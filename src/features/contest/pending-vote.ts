import { storage } from '@/shared/lib/storage';

// A guest's tap on vote is kept while they log in (possibly through a full page load on H5), so
// that the vote is cast when they come back to the work, not lost (issue #13).

const KEY = 'pendingContestVote';
/** A vote left longer than this is not cast any more: the visitor has moved on. */
const PENDING_VOTE_TTL_MS = 30 * 60_000;

interface PendingVote {
  playerId: number;
  at: number;
}

export function keepPendingVote(playerId: number, now: number = Date.now()): void {
  storage.write(KEY, { playerId, at: now } satisfies PendingVote);
}

/** The work a guest meant to vote for, taken (once) if it is still fresh. */
export function takePendingVote(now: number = Date.now()): number | undefined {
  const pending = storage.read<PendingVote>(KEY);
  if (!pending) return undefined;
  try {
    storage.remove(KEY);
  } catch {
    // Read once is enough.
  }
  return now - pending.at <= PENDING_VOTE_TTL_MS ? pending.playerId : undefined;
}

export function peekPendingVote(): number | undefined {
  return storage.read<PendingVote>(KEY)?.playerId;
}
