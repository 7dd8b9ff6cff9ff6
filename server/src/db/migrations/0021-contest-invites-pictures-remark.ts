// What the contest added after the first schema (issue #13). Until issue #30 the contest module
// ran it itself as its version 1301; a database that ran it then has it recorded under this
// name (db/migrate.ts).
// - vote_invites: a visitor who opened a shared link and then votes credits the sharer once per
//   contest; the unique key, not a read first, is what makes it once.
// - vote_players.pictures (JSON array of stored paths) and review_remark (the reviewer's words).
export const contestInvitesPicturesRemark = `
CREATE TABLE vote_invites (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes(id),
  inviter_id INTEGER NOT NULL REFERENCES users(id),
  invitee_id INTEGER NOT NULL REFERENCES users(id),
  player_id INTEGER NOT NULL REFERENCES vote_players(id),
  created_at INTEGER NOT NULL,
  CHECK (inviter_id <> invitee_id),
  UNIQUE (vote_id, invitee_id)
);
CREATE INDEX vote_invites_inviter ON vote_invites (inviter_id);
ALTER TABLE vote_players ADD COLUMN pictures TEXT NOT NULL DEFAULT '[]';
ALTER TABLE vote_players ADD COLUMN review_remark TEXT NOT NULL DEFAULT '';
`;
