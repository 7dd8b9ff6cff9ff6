import { makeAutoObservable } from 'mobx';
import type { LoginResult, UserInfo } from '@/shared/api/types';
import {
  clearAll,
  getToken,
  getUserInfo,
  isTokenExpired,
  saveSession,
  setUserInfo,
  type StoredUser,
} from '@/shared/lib/storage';

/** Who is using the app (SPEC §3, §4): logged in means a token is stored and not expired. */
export class SessionStore {
  user: UserInfo | undefined = undefined;
  private tokenPresent = false;
  private readonly signOutListeners = new Set<() => void>();

  constructor() {
    makeAutoObservable<SessionStore, 'signOutListeners'>(this, { signOutListeners: false });
    this.restore();
  }

  get isLoggedIn(): boolean {
    return this.tokenPresent && this.user !== undefined;
  }

  /** Reads what the last launch left; an expired token is dropped (SPEC §3). */
  restore(): void {
    if (getToken() && isTokenExpired()) clearAll();
    this.tokenPresent = Boolean(getToken());
    const stored = getUserInfo();
    this.user = this.tokenPresent && stored ? (stored as unknown as UserInfo) : undefined;
  }

  signIn(result: LoginResult): void {
    saveSession(result.token, result.expiresAt, result.user as unknown as StoredUser);
    this.tokenPresent = true;
    this.user = result.user;
  }

  setUser(user: UserInfo): void {
    this.user = user;
    setUserInfo(user as unknown as StoredUser);
  }

  /** Forgets the session locally: logout, logoff and 401 all end here (SPEC §4). */
  signOut(): void {
    clearAll();
    this.tokenPresent = false;
    this.user = undefined;
    for (const listener of this.signOutListeners) listener();
  }

  /** Domain stores that hold the account's data forget it here (domain-store.ts). */
  onSignOut(listener: () => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }
}
