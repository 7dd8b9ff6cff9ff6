import { useEffect } from 'react';
import { useStores } from '@/shared/stores/context';
import { checkLogin } from '@/shared/lib/navigation';

/**
 * For pages that show a visitor's own data (SPEC §6): a guest is sent to login once, when the page
 * opens, with a redirect back to it. Answers whether someone is logged in, so the page can draw a
 * "log in first" state for a guest who comes back without logging in. Read it inside an observer.
 */
export function useLoginGuard(): boolean {
  const { session } = useStores();
  useEffect(() => {
    // Only on opening: a sign-out on this page (account deletion) must not open login.
    if (!session.isLoggedIn) checkLogin({ redirect: true }).catch(() => undefined);
  }, [session]);
  return session.isLoggedIn;
}
