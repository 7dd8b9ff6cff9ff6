import type { Id } from '@/shared/api/types';
import { storage } from '@/shared/lib/storage';

// The seeded AR mission is "check in at all five sites". The server has no per-site check-in
// call, so the sites opened are kept on this device; once every site is in, the app asks the
// server to complete the mission, and the server pays it once (SPEC §7 mission complete).

/** The seeded mission "Complete the AR heritage tour" (server/API.md missions). */
export const AR_MISSION_ID = 4;

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
