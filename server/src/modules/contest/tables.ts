import { Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The contest tables Kysely knows so far (issue #30 converts the module step by step).

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
  vote_players: TableOf<
    typeof VotePlayerRow,
    | 'id'
    | `title_${'zht' | 'zhs' | 'pt' | 'en'}`
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

export const CONTEST_ROWS = { vote_players: VotePlayerRow, vote_records: VoteRecordRow };
