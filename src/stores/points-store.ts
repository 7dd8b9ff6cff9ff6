import { makeAutoObservable, runInAction } from 'mobx';
import { getBadgeList } from '@/api/points';
import type { Badge } from '@/api/types';

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
