import { makeAutoObservable, runInAction } from 'mobx';
import { defineDomainStore } from '@/shared/stores/domain-store';
import { getBadgeList } from './api';
import type { Badge } from './types';

/** Badges of the visitor (SPEC §3 badges list); the balance itself lives on the session user. */
export class PointsStore {
  badgesList: Badge[] = [];
  loading = false;

  constructor() {
    makeAutoObservable(this);
  }

  get earnedCount(): number {
    return this.badgesList.filter((badge) => badge.earned).length;
  }

  async loadBadges(): Promise<void> {
    this.loading = true;
    try {
      const list = await getBadgeList();
      runInAction(() => {
        this.badgesList = list;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  reset(): void {
    this.badgesList = [];
  }
}

/** The points screens' store: made when one of them first shows, emptied on sign-out. */
export const pointsStore = defineDomainStore((app) => {
  const store = new PointsStore();
  app.session.onSignOut(() => store.reset());
  return store;
});
