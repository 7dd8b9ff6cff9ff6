import { makeAutoObservable } from 'mobx';

export type ListTab = 'exhibitor' | 'exhibit' | 'other';

/** The older exhibition layer's client state (SPEC §3): ticked items per list tab. */
export class ExhibitionStore {
  listCheckStatus: Record<ListTab, Array<number | string>> = {
    exhibitor: [],
    exhibit: [],
    other: [],
  };

  constructor() {
    makeAutoObservable(this);
  }

  toggleChecked(tab: ListTab, id: number | string): void {
    const list = this.listCheckStatus[tab];
    this.listCheckStatus[tab] = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  }

  clearChecked(tab: ListTab): void {
    this.listCheckStatus[tab] = [];
  }
}
