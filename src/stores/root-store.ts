import { ContentStore } from './content-store';
import { ContestStore } from './contest-store';
import { DictStore } from './dict-store';
import { ExhibitionStore } from './exhibition-store';
import { PointsStore } from './points-store';
import { SessionStore } from './session-store';
import { TrackingStore } from './tracking-store';
import { UiStore } from './ui-store';

/** The one store of the app (design.md): created in app.tsx, handed down by StoresContext. */
export class RootStore {
  readonly session = new SessionStore();
  readonly ui = new UiStore();
  readonly content = new ContentStore();
  readonly dict = new DictStore();
  readonly points = new PointsStore();
  readonly contest = new ContestStore();
  readonly exhibition = new ExhibitionStore();
  readonly tracking = new TrackingStore(() => this.session.user?.id);

  /** Everything of the account goes; preferences and shared content stay. */
  signOut(): void {
    this.session.signOut();
    this.points.reset();
  }
}
