import { makeAutoObservable, runInAction } from 'mobx';
import { defineDomainStore } from '@/shared/stores/domain-store';
import { getVoteGroups, getVoteInfo } from './api';
import type { VoteGroup, VoteInfo, VoteRecord } from './types';

/** The contest itself (GET /vote/{id}) and its groups, shared by the tab and the work detail. */
export class ContestStore {
  info: VoteInfo | undefined = undefined;
  groups: VoteGroup[] = [];
  /** The groups were asked for once (answered or failed): the tab row stops keeping its room. */
  groupsLoaded = false;
  loading = false;
  error: unknown = undefined;
  /**
   * The works this account voted for since the list was read, with their count after the vote:
   * a vote on a work's page shows on the contest tab too (issue #21), which stays open behind.
   */
  votedWorks: Record<string, number> = {};

  constructor() {
    makeAutoObservable(this);
  }

  /** Reads the contest again (the votes used today change with every vote and every day). */
  async loadInfo(): Promise<void> {
    this.loading = true;
    this.error = undefined;
    try {
      const info = await getVoteInfo();
      runInAction(() => {
        this.info = info;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async loadGroups(): Promise<void> {
    if (this.groups.length > 0) return;
    try {
      const groups = await getVoteGroups();
      runInAction(() => {
        this.groups = groups;
      });
    } finally {
      runInAction(() => {
        this.groupsLoaded = true;
      });
    }
  }

  /** A vote went through: one vote of today is used. */
  voted(record: VoteRecord): void {
    this.votedWorks = { ...this.votedWorks, [String(record.playerId)]: record.votes };
    if (this.info && this.info.votesUsedToday !== undefined) {
      this.info = { ...this.info, votesUsedToday: this.info.votesUsedToday + 1 };
    }
  }

  /** Signed out: the votes of today were the account's. */
  reset(): void {
    this.votedWorks = {};
    if (this.info) this.info = { ...this.info, votesUsedToday: undefined };
  }
}

/** Made when a contest screen first shows; forgets the account's votes on sign-out. */
export const contestStore = defineDomainStore((app) => {
  const store = new ContestStore();
  app.session.onSignOut(() => store.reset());
  return store;
});
