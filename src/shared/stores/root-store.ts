import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

/**
 * The stores every screen may need, made once in app.tsx and handed down by StoresContext.
 * A domain's own store is not here: it is made the first time its screens ask for it
 * (domain-store.ts), so that its code ships with those screens and not in the main package.
 */
export class RootStore {
  readonly session = new SessionStore();
  readonly ui = new UiStore();

  /** Everything of the account goes (domain stores listen to the session); preferences stay. */
  signOut(): void {
    this.session.signOut();
  }
}
