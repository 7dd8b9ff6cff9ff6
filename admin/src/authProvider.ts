// Sign-in (password, then a TOTP code: the login screen makes those calls), the session from
// /auth/me, idle expiry back to the sign-in with a message, and what the operator may reach.
import type { AuthProvider } from 'react-admin';
import { call, errorCode, setCsrfToken } from './api';
import { allows } from './permissions';

export interface Operator {
  id: number;
  name: string;
  account: string;
  roles: string[];
  permissions: string[];
  mustChangePassword: boolean;
}

export interface Session {
  operator: Operator;
  csrfToken: string;
}

let current: Operator | null = null;
/** Why the last session ended, shown once on the sign-in screen. */
const ENDED_KEY = 'v80-admin-ended';

export function keepSession(session: Session): Operator {
  setCsrfToken(session.csrfToken);
  current = session.operator;
  return current;
}

/** The operator of the session the console holds, if any. */
export function signedInOperator(): Operator | null {
  return current;
}

function forget(): void {
  current = null;
  setCsrfToken('');
}

/** The message key of why the session ended (idle expiry...), once. */
export function takeEndedReason(): string | null {
  const reason = sessionStorage.getItem(ENDED_KEY);
  sessionStorage.removeItem(ENDED_KEY);
  return reason;
}

async function load(): Promise<Operator> {
  if (current) return current;
  return keepSession(await call<Session>('GET', '/auth/me'));
}

export const authProvider: AuthProvider = {
  // The login screen has made both calls; this only reads the session they opened.
  async login() {
    forget();
    await load();
  },
  async logout() {
    if (current) {
      try {
        await call('POST', '/auth/logout', {});
      } catch {
        // An ended session is already signed out.
      }
    }
    forget();
  },
  async checkAuth() {
    try {
      await load();
    } catch (error) {
      // Not signed in: to the sign-in screen, saying why when the session ended while away.
      if (errorCode(error) === 'sessionExpired')
        sessionStorage.setItem(ENDED_KEY, 'admin.auth.expired');
      throw { message: false, error };
    }
  },
  async checkError(error) {
    const status = (error as { status?: number })?.status;
    // Never signed in (or signed out): the sign-in screen.
    if (status === 401 && !current) throw { message: false };
    // A session that ends mid-work is signed in again over the screen (session.tsx), not by
    // react-admin's logout: that drops the form and resolves the refused call as if it had
    // succeeded, so an action showed its success toast on the sign-in screen (issue #29).
    // 403 and the rest: the screen shows the server's refusal; the session goes on.
  },
  async getIdentity() {
    const operator = await load();
    // The name only: a role is an identifier, and the menus already say what the operator may do.
    return { id: operator.id, fullName: operator.name || operator.account };
  },
  async getPermissions() {
    try {
      return (await load()).permissions;
    } catch {
      return [];
    }
  },
  async canAccess({ resource, action }) {
    try {
      return allows((await load()).permissions, resource, action);
    } catch {
      return false;
    }
  },
};
