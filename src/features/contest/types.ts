import type { Id, IsoDateTime, Localized, PageQuery } from '@/shared/api/types';

// Contest

export interface VoteInfo extends Localized<'name'> {
  id: Id;
  startAt: IsoDateTime;
  endAt: IsoDateTime;
  /** HTML; the long rules also live in a PageInfo (fixed id VOTE_RULES). */
  rules: string;
  visits?: number;
  /** Votes one visitor may cast per day; server-enforced. */
  votesPerDay?: number;
  /** Votes one visitor may give one work per day. */
  votesPerWorkPerDay?: number;
  signUpStartAt?: IsoDateTime | null;
  signUpEndAt?: IsoDateTime | null;
  /** Votes the signed-in visitor cast this Macau day; absent for guests. */
  votesUsedToday?: number;
}

export interface VoteGroup extends Localized<'name'> {
  id: Id;
  voteId: Id;
  sort?: number;
}

export type VotePlayerStatus = 'pending' | 'approved' | 'rejected';

export interface VotePlayer extends Localized<'title'> {
  id: Id;
  voteId: Id;
  groupId: Id;
  userId: Id;
  /** The slogan itself (the work text), in the language it was written in. */
  slogan: string;
  authorName: string;
  cover?: string;
  /** A PNG or JPG picture for a share card (WeChat draws no other kind); absent when none. */
  shareImage?: string;
  /** The album (absolute URLs), up to 9; older works have only a cover. */
  pictures?: string[];
  votes: number;
  status: VotePlayerStatus;
  createdAt: IsoDateTime;
  lastVoteAt?: IsoDateTime | null;
  /** The reviewer's words; sent to the author only. */
  remark?: string;
  /** Present on rank answers. */
  rank?: number;
  /** Whether the current visitor already voted today; absent for guests. */
  voted?: boolean;
  /** The signed-in visitor's own work, which they cannot vote for; absent for guests. */
  mine?: boolean;
}

export interface VotePlayerQuery extends PageQuery {
  groupId?: Id;
  keyword?: string;
}

export interface SignUpBody {
  groupId: Id;
  /** Title in the language of the author; the server copies it to the other fields. */
  title: string;
  slogan: string;
  authorName: string;
  cover?: string;
  /** Uploaded picture URLs, at most 9 (SPEC §9 album). */
  pictures?: string[];
}

export interface VoteRecordBody {
  playerId: Id;
  /** The user id of whoever shared the link this visitor opened; credited once per contest. */
  inviterId?: Id;
}

export interface VoteRecord {
  id: Id;
  playerId: Id;
  userId: Id;
  createdAt: IsoDateTime;
  /** Player's vote count after this vote, so the page can update without reloading. */
  votes: number;
  /** True when this vote credited the sharer's invite. */
  invited?: boolean;
}
