import { makeAutoObservable, runInAction } from 'mobx';
import { defineDomainStore } from '@/shared/stores/domain-store';
import { getBadgeList } from './api';
import type { Badge } from './types';

/** Badges of the visitor (SPEC §3 badges list); the balance itself lives on the session user. */
export class PointsStore {
  badgesList: Badge[] = [];
  loading = false;
  /** The last load's failure, until the next load starts. */
  error: unknown = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  get earnedCount(): number {
    return this.badgesList.filter((badge) => badge.earned).length;
  }

  async loadBadges(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    try {
      const list = await getBadgeList();
      runInAction(() => {
        this.badgesList = list;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      throw error;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  reset(): void {
    this.badgesList = [];
    this.error = undefined;
  }
}

/** The points screens' store: made when one of them first shows, emptied on sign-out. */
export const pointsStore = defineDomainStore((app) => {
  const store = new PointsStore();
  app.session.onSignOut(() => store.reset());
  return store;
});
