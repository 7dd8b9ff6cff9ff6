import type { UserInfo } from '@/shared/api/types';
import { isApiError } from '@/shared/api/errors';
import type { RootStore } from '@/shared/stores/root-store';
import type { SessionStore } from '@/shared/stores/session-store';
import { deleteAccount, getCusUserInfo, logoff } from './api';

// What the account screens do to the session, written once: the my tab, personal information and
// profile screens refresh the user the same way; settings and the password change end the
// session the same way; both account-deletion routes of SPEC §2 delete it the same way.

/** Reads the user again (balance, badges, profile edits made elsewhere) and keeps it. */
export async function refreshUser(session: SessionStore): Promise<UserInfo | undefined> {
  if (!session.isLoggedIn) return undefined;
  const fresh = await getCusUserInfo();
  // A sign-out while the answer travelled wins: the stale user is not written back.
  if (session.isLoggedIn) session.setUser(fresh);
  return fresh;
}

/**
 * Revokes the token on the server (server/API.md POST /logoff), then forgets the session here.
 * A bad network still signs the visitor out; an expired session (401) is already being ended by
 * the request layer, which goes to login: then this answers false and does nothing more.
 */
export async function endSession(stores: RootStore): Promise<boolean> {
  try {
    await logoff();
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return false;
  }
  stores.signOut();
  return true;
}

/** Deletes the account on the server (DELETE /pc/accountSecurity/account), then here. */
export async function deleteAccountAndSignOut(stores: RootStore): Promise<void> {
  await deleteAccount();
  stores.signOut();
}
