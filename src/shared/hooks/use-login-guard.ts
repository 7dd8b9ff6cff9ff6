import { useStores } from '@/shared/stores/context';

/**
 * For pages that show a visitor's own data (SPEC §6). Sending a guest to login is the Page
 * frame's work for every route marked `auth` (shared/ui/page); this answers whether someone is
 * logged in, so the screen asks for nothing and draws its guest state. Read it inside an observer.
 */
export function useLoginGuard(): boolean {
  const { session } = useStores();
  return session.isLoggedIn;
}
