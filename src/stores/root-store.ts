import { SessionStore } from './session-store';
import { UiStore } from './ui-store';
import { TrackingStore } from './tracking-store';

/** The one store of the app (design.md): created in app.tsx, handed down by StoresContext. */
export class RootStore {
  readonly session = new SessionStore();
  readonly ui = new UiStore();
  readonly tracking = new TrackingStore(() => this.session.user?.id);
}
