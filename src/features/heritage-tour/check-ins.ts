import type { Id } from '@/shared/api/types';
import { storage } from '@/shared/lib/storage';

// The sites a guest has opened, kept on this device only to show the progress. A signed-in
// visitor's check-ins are the server's (footprints of type 'ar', server/API.md "AR tour"): the
// server completes the tour's mission when every site is in, never the app.

export const AR_CHECK_INS_KEY = 'arCheckIns';

export function readCheckIns(): Id[] {
  const stored = storage.read<unknown>(AR_CHECK_INS_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is Id => typeof id === 'number') : [];
}

export function addCheckIn(id: Id): Id[] {
  const next = [...new Set([...readCheckIns(), id])];
  storage.write(AR_CHECK_INS_KEY, next);
  return next;
}
