import { VOTE_ID } from '@/shared/api/fixed-ids';
import { get, OFFLINE, post, segment } from '@/shared/api/http';
import type { ArSite } from '@/features/heritage-tour';
import type { Id, Paged, PageQuery } from '@/shared/api/types';
import type { Poster } from '@/features/content';
import type {
  SignUpBody,
  VoteGroup,
  VoteInfo,
  VotePlayer,
  VotePlayerQuery,
  VoteRecord,
  VoteRecordBody,
} from './types';

/** Share data of a work (title, poster) for inviting others to vote. */
export const getVotePlayerShare = (query: { id: Id }) => get<Poster>('/votePlayer/share', query);
/** The signed-in visitor's own submissions, with their review status. */
export const getVoteApplyPage = (query?: PageQuery) =>
  get<Paged<VotePlayer>>('/votePlayer/public/applyPage', query);
export const getVoteRank = (query?: VotePlayerQuery) =>
  get<Paged<VotePlayer>>('/votePlayer/public/rank', query);
export const getVotePlayer = (id: Id) =>
  get<VotePlayer>(`/votePlayer/public/detail/${segment(id)}`);
export const getVotePlayerPage = (query?: VotePlayerQuery) =>
  get<Paged<VotePlayer>>('/votePlayer/public/page', query, OFFLINE);

export const signUpWork = (body: SignUpBody) => post<VotePlayer>('/votePlayer', body);
export const castVote = (body: VoteRecordBody) => post<VoteRecord>('/voteRecord', body);

// The contest and its groups are kept too, so that the works read offline keep their tabs and
// vote buttons (a vote tapped offline fails with the network message: nothing is queued).
export const getVoteGroups = () =>
  get<VoteGroup[]>(`/vote/getGroupByVoteId/${VOTE_ID}`, undefined, OFFLINE);
/** Counts a visit of the contest page; nobody waits for it. */
export const recordVoteVisit = () =>
  get(`/vote/updateVisit/${VOTE_ID}`, undefined, { silent: true });
export const getVoteInfo = () => get<VoteInfo>(`/vote/${VOTE_ID}`, undefined, OFFLINE);

export const getArSitePage = (query?: PageQuery) => get<Paged<ArSite>>('/arParam/page', query);

/** A work looked up by its number from the search box: not found is an answer, not an error. */
export const findVotePlayer = (id: Id) =>
  get<VotePlayer>(`/votePlayer/public/detail/${segment(id)}`, undefined, { silent: true });
/** Counts a share of a work when the visitor shares it; nobody waits for it. */
export const countVotePlayerShare = (id: Id) =>
  get<Poster>('/votePlayer/share', { id }, { silent: true });
