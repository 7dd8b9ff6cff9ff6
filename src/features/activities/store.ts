import { makeAutoObservable, runInAction } from 'mobx';
import { getUserPosition } from '@/features/location';
import type { LatLng } from '@/shared/lib/geo';
import { defineDomainStore } from '@/shared/stores/domain-store';

/** Where the visitor is, once they allowed it: the list and the detail both show distances. */
export class ActivitiesStore {
  position: LatLng | undefined = undefined;
  locating = false;
  denied = false;

  constructor() {
    makeAutoObservable(this);
  }

  async locate(): Promise<void> {
    this.locating = true;
    const position = await getUserPosition();
    runInAction(() => {
      this.position = position;
      this.denied = position === undefined;
      this.locating = false;
    });
  }
}

export const activitiesStore = defineDomainStore(() => new ActivitiesStore());
