import { useStores } from './context';
import type { RootStore } from './root-store';

/**
 * A domain's store, made the first time one of its screens asks for it and kept for the life of
 * the app's stores (one per RootStore, so a test's fresh RootStore gets fresh domain stores).
 * `make` may listen to the session, e.g. to forget the account's data on sign-out.
 */
export function defineDomainStore<T>(make: (app: RootStore) => T): {
  of: (app: RootStore) => T;
  use: () => T;
} {
  const made = new WeakMap<RootStore, T>();
  const of = (app: RootStore): T => {
    let store = made.get(app);
    if (store === undefined) {
      store = make(app);
      made.set(app, store);
    }
    return store;
  };
  return { of, use: () => of(useStores()) };
}
