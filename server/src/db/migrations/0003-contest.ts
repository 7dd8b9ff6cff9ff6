import { localized } from './sql';

export const contest = `
CREATE TABLE votes (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  rules TEXT NOT NULL DEFAULT '',
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  sign_up_start_at INTEGER NOT NULL,
  sign_up_end_at INTEGER NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0,
  -- The vote rule is data: how many votes a visitor may cast per Macau day, in all and per work.
  votes_per_user_per_day INTEGER NOT NULL CHECK (votes_per_user_per_day > 0),
  votes_per_work_per_day INTEGER NOT NULL CHECK (votes_per_work_per_day > 0)
);

CREATE TABLE vote_groups (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes(id),
  ${localized('name')},
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vote_players (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes(id),
  group_id INTEGER NOT NULL REFERENCES vote_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  ${localized('title')},
  slogan TEXT NOT NULL,
  author_name TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  votes INTEGER NOT NULL DEFAULT 0 CHECK (votes >= 0),
  last_vote_at INTEGER,
  shares INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX vote_players_rank ON vote_players (vote_id, status, votes DESC, last_vote_at, created_at, id);
CREATE INDEX vote_players_user ON vote_players (user_id);

-- A vote takes a numbered slot of the visitor's day and of the (visitor, work, day); the unique
-- constraints, not a count read beforehand, are what stop a vote beyond the rule.
CREATE TABLE vote_records (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES votes(id),
  player_id INTEGER NOT NULL REFERENCES vote_players(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  user_slot INTEGER NOT NULL,
  work_slot INTEGER NOT NULL,
  per_user_limit INTEGER NOT NULL,
  per_work_limit INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (user_slot BETWEEN 1 AND per_user_limit),
  CHECK (work_slot BETWEEN 1 AND per_work_limit),
  UNIQUE (vote_id, user_id, day, user_slot),
  UNIQUE (player_id, user_id, day, work_slot)
);

CREATE TABLE ar_sites (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  ${localized('description')},
  cover TEXT NOT NULL DEFAULT '',
  latitude REAL,
  longitude REAL,
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
`;
