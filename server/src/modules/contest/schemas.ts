// The contest's answers: the schemas its routes declare, and a work as a visitor sees it.
import type { FastifyRequest } from 'fastify';
import type {
  ArSite,
  Poster,
  SignUpBody,
  VoteGroup,
  VoteInfo,
  VotePlayer,
  VotePlayerQuery,
  VoteRecord,
  VoteRecordBody,
} from '../../contract';
import { SLOGAN_CHARS_MAX, TITLE_MAX, WORKS_PER_PERSON } from '../../../../src/rules/contest';
import { absUrl } from '../../http';
import { localized } from '../../lib/localized';
import {
  Type,
  agrees,
  closed,
  enumOf,
  id,
  localizedProps,
  pagedQuery,
  pictureUrl,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso } from '../../lib/time';
import { workSharePicture } from '../content';
import { picturesOf, type PlayerRow } from './repository';

/** Works one visitor may submit to one contest: the rules page's (src/rules/contest.ts). */
export const MAX_WORKS_PER_USER = WORKS_PER_PERSON;

/** Pictures of one work (the album of the sign-up form). */
export const MAX_PICTURES_PER_WORK = 9;

// ---------- schemas ----------

export const VoteInfoSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  startAt: Type.String(),
  endAt: Type.String(),
  rules: Type.String(),
  visits: Type.Integer(),
  votesPerDay: Type.Integer(),
  votesPerWorkPerDay: Type.Integer(),
  signUpStartAt: Type.String(),
  signUpEndAt: Type.String(),
  /** The signed-in visitor's votes of this Macau day; absent for guests. */
  votesUsedToday: Type.Optional(Type.Integer()),
});
export const VoteGroupSchema = Type.Object({
  id: Type.Integer(),
  voteId: Type.Integer(),
  ...localizedProps('name'),
  sort: Type.Integer(),
});
export const VotePlayerSchema = Type.Object({
  id: Type.Integer(),
  voteId: Type.Integer(),
  groupId: Type.Integer(),
  userId: Type.Integer(),
  ...localizedProps('title'),
  slogan: Type.String(),
  authorName: Type.String(),
  cover: Type.String(),
  shareImage: Type.Optional(Type.String()),
  pictures: Type.Array(Type.String()),
  votes: Type.Integer(),
  status: enumOf(['pending', 'approved', 'rejected'] as const),
  createdAt: Type.String(),
  lastVoteAt: Type.Union([Type.String(), Type.Null()]),
  /** The reviewer's words: for the author only. */
  remark: Type.Optional(Type.String()),
  rank: Type.Optional(Type.Integer()),
  voted: Type.Optional(Type.Boolean()),
  /** The signed-in visitor's own work (no vote for it); absent for guests. */
  mine: Type.Optional(Type.Boolean()),
});
export const VoteRecordSchema = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  userId: Type.Integer(),
  createdAt: Type.String(),
  votes: Type.Integer(),
  invited: Type.Boolean(),
});
export const WorkPosterSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  slogan: Type.String(),
  link: Type.String(),
});
export const ArSiteSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('name'),
  ...localizedProps('description'),
  cover: Type.String(),
  latitude: Type.Optional(Type.Number()),
  longitude: Type.Optional(Type.Number()),
  link: Type.String(),
  sort: Type.Integer(),
});

export const PlayerQuery = pagedQuery({
  groupId: Type.Optional(id()),
  keyword: Type.Optional(str(0, 50)),
});
export const SignUpSchema = closed({
  groupId: id(),
  title: str(1, TITLE_MAX),
  slogan: str(1, SLOGAN_CHARS_MAX),
  authorName: str(1, 50),
  cover: Type.Optional(pictureUrl()),
  pictures: Type.Optional(Type.Array(pictureUrl(1), { maxItems: MAX_PICTURES_PER_WORK })),
});
export const VoteBodySchema = closed({ playerId: id(), inviterId: Type.Optional(id()) });

agrees<Serves<Static<typeof VoteInfoSchema>, VoteInfo>>();
agrees<Serves<Static<typeof VoteGroupSchema>, VoteGroup>>();
agrees<Serves<Static<typeof VotePlayerSchema>, VotePlayer>>();
agrees<Serves<Static<typeof VoteRecordSchema>, VoteRecord>>();
// A work's poster has no place in a list of posters: no sort.
agrees<Serves<Static<typeof WorkPosterSchema>, Omit<Poster, 'sort'>>>();
agrees<Serves<Static<typeof ArSiteSchema>, ArSite>>();
agrees<Serves<Required<VotePlayerQuery>, Static<typeof PlayerQuery>>>();
agrees<Serves<SignUpBody, Static<typeof SignUpSchema>>>();
agrees<Serves<VoteRecordBody, Static<typeof VoteBodySchema>>>();

/** A work as the caller sees it: the author's remark and a hidden slogan for the author only. */
export function toPlayer(
  req: FastifyRequest,
  row: PlayerRow,
  marks: { rank?: number; voted?: boolean } = {},
): Static<typeof VotePlayerSchema> {
  return {
    id: row.id,
    voteId: row.vote_id,
    groupId: row.group_id,
    userId: row.user_id,
    ...localized(row, 'title', 'title'),
    // A text a moderator hid (issue #23) is shown to its author only.
    slogan: row.hidden_at && req.userId !== row.user_id ? '' : row.slogan,
    authorName: row.author_name,
    cover: absUrl(req, row.cover),
    shareImage: absUrl(req, workSharePicture(row.cover, picturesOf(row))),
    pictures: picturesOf(row).map((picture) => absUrl(req, picture)),
    votes: row.votes,
    status: row.status,
    createdAt: iso(row.created_at) as string,
    lastVoteAt: iso(row.last_vote_at) ?? null,
    // The reviewer's words are for the author only.
    ...(req.userId !== null && req.userId === row.user_id ? { remark: row.review_remark } : {}),
    // Whose work it is, as the vote route decides it (a vote for one's own work is refused).
    ...(req.userId !== null ? { mine: req.userId === row.user_id } : {}),
    ...(marks.rank !== undefined ? { rank: marks.rank } : {}),
    ...(marks.voted !== undefined ? { voted: marks.voted } : {}),
  };
}
