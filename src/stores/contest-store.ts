import { makeAutoObservable, runInAction } from 'mobx';
import { getVoteGroups, getVoteInfo } from '@/api/contest';
import type { VoteGroup, VoteInfo } from '@/api/types';

/** The slogan contest (SPEC §2 vote pages): its settings and groups, shared by its screens. */
export class ContestStore {
  vote: VoteInfo | undefined = undefined;
  groups: VoteGroup[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  async load(): Promise<VoteInfo> {
    const [vote, groups] = await Promise.all([getVoteInfo(), getVoteGroups()]);
    runInAction(() => {
      this.vote = vote;
      this.groups = groups;
    });
    return vote;
  }
}
