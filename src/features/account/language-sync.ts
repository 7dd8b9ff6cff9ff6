import { reaction } from 'mobx';
import type { RootStore } from '@/shared/stores/root-store';
import { updateCusUser } from './api';

/**
 * Keeps the account's language (PUT /cus/user, SPEC §7) the one the visitor uses: a language
 * chosen while logged in (settings, the my tab, home) reaches the account at once, and one chosen
 * as a guest reaches it on login. The app never takes its language from the account: it is the
 * visitor's choice on this device, kept in local storage (SPEC §1, issue #9). Started once by
 * app.tsx; answers the function that stops it.
 */
export function startLanguageSync({ session, ui }: RootStore): () => void {
  let sending: string | undefined;
  return reaction(
    () => (session.isLoggedIn ? ui.locale : undefined),
    (locale) => {
      const user = session.user;
      if (!locale || !user || user.language === locale || sending === locale) return;
      sending = locale;
      // Issue #21: no write fails silently. The request layer says what failed and that the
      // change is not confirmed (a gateway's 502 too); the device keeps the language either way,
      // and a failed call is tried again with the next change or the next login.
      updateCusUser({ language: locale })
        .then((updated) => {
          if (session.isLoggedIn) session.setUser(updated);
        })
        .catch(() => undefined)
        .finally(() => {
          if (sending === locale) sending = undefined;
        });
    },
  );
}
