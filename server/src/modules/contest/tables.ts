import { Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The contest's tables: its votes (contests), their groups, the works entered, the votes cast and
// the invitations a shared link earned.

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

/** A contest: its dates, its caps per visitor and per work a Macau day, its visits. */
export const VoteRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('name'),
  rules: Type.String(),
  start_at: Type.Integer(),
  end_at: Type.Integer(),
  sign_up_start_at: Type.Integer(),
  sign_up_end_at: Type.Integer(),
  visits: Type.Integer(),
  votes_per_user_per_day: Type.Integer(),
  votes_per_work_per_day: Type.Integer(),
});

export const VoteGroupRow = Type.Object({
  id: Type.Integer(),
  vote_id: Type.Integer(),
  ...localizedColumnProps('name'),
  sort: Type.Integer(),
});

/** The sharer credited with a visitor's first vote in a contest through their link. */
export const VoteInviteRow = Type.Object({
  id: Type.Integer(),
  vote_id: Type.Integer(),
  inviter_id: Type.Integer(),
  invitee_id: Type.Integer(),
  player_id: Type.Integer(),
  created_at: Type.Integer(),
});

/** A work entered in a vote (a "player"), its votes counted on the row. */
export const VotePlayerRow = Type.Object({
  id: Type.Integer(),
  vote_id: Type.Integer(),
  group_id: Type.Integer(),
  user_id: Type.Integer(),
  ...localizedColumnProps('title'),
  slogan: Type.String(),
  author_name: Type.String(),
  cover: Type.String(),
  status: Type.String(),
  votes: Type.Integer(),
  last_vote_at: nullableInt(),
  shares: Type.Integer(),
  created_at: Type.Integer(),
  reviewed_at: nullableInt(),
  withdrawn_at: nullableInt(),
  hidden_at: nullableInt(),
  pictures: Type.String(),
  review_remark: Type.String(),
});

/** One vote cast, in the slots that cap it per visitor and per work. */
export const VoteRecordRow = Type.Object({
  id: Type.Integer(),
  vote_id: Type.Integer(),
  player_id: Type.Integer(),
  user_id: Type.Integer(),
  day: Type.String(),
  user_slot: Type.Integer(),
  work_slot: Type.Integer(),
  per_user_limit: Type.Integer(),
  per_work_limit: Type.Integer(),
  created_at: Type.Integer(),
});

export interface ContestTables {
  votes: TableOf<typeof VoteRow, 'id' | Languages<'name'> | 'rules' | 'visits'>;
  vote_groups: TableOf<typeof VoteGroupRow, 'id' | Languages<'name'> | 'sort'>;
  vote_invites: TableOf<typeof VoteInviteRow, 'id'>;
  vote_players: TableOf<
    typeof VotePlayerRow,
    | 'id'
    | Languages<'title'>
    | 'cover'
    | 'status'
    | 'votes'
    | 'last_vote_at'
    | 'shares'
    | `${'reviewed' | 'withdrawn' | 'hidden'}_at`
    | 'pictures'
    | 'review_remark'
  >;
  vote_records: TableOf<typeof VoteRecordRow, 'id'>;
}

export const CONTEST_ROWS = {
  votes: VoteRow,
  vote_groups: VoteGroupRow,
  vote_players: VotePlayerRow,
  vote_records: VoteRecordRow,
  vote_invites: VoteInviteRow,
};
