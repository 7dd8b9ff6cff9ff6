export const exhibition = `
CREATE TABLE booths (
  id INTEGER PRIMARY KEY,
  enterprise_id INTEGER REFERENCES enterprises(id),
  code TEXT NOT NULL,
  name_zht TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  hall TEXT NOT NULL DEFAULT '',
  area REAL NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE exhibit_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES exhibit_categories(id),
  name_zht TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE exhibits (
  id INTEGER PRIMARY KEY,
  enterprise_id INTEGER REFERENCES enterprises(id),
  category_id INTEGER REFERENCES exhibit_categories(id),
  booth_id INTEGER REFERENCES booths(id),
  name_zht TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  intro_zht TEXT NOT NULL DEFAULT '',
  intro_en TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  era TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE exhibit_interests (
  user_id INTEGER NOT NULL REFERENCES users(id),
  exhibit_id INTEGER NOT NULL REFERENCES exhibits(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, exhibit_id)
);

CREATE TABLE exhibitor_interests (
  user_id INTEGER NOT NULL REFERENCES users(id),
  enterprise_id INTEGER NOT NULL REFERENCES enterprises(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, enterprise_id)
);

CREATE TABLE card_exchanges (
  user_id INTEGER NOT NULL REFERENCES users(id),
  other_user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, other_user_id)
);

-- A meeting or talk request from creator to a person (target_user_id) or, for a company event,
-- to an enterprise (target_enterprise_id). audit_status: 0 waiting, 1 approved, 2 rejected.
CREATE TABLE event_info (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('personal', 'company')),
  kind TEXT NOT NULL CHECK (kind IN ('meeting', 'talk')),
  creator_id INTEGER NOT NULL REFERENCES users(id),
  target_user_id INTEGER REFERENCES users(id),
  target_enterprise_id INTEGER REFERENCES enterprises(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  start_at INTEGER,
  end_at INTEGER,
  audit_status INTEGER NOT NULL DEFAULT 0 CHECK (audit_status IN (0, 1, 2)),
  remark TEXT NOT NULL DEFAULT '',
  enable INTEGER NOT NULL DEFAULT 1 CHECK (enable IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER,
  CHECK (audit_status <> 2 OR remark <> '')
);

CREATE TABLE event_participants (
  event_id INTEGER NOT NULL REFERENCES event_info(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  via_user_id INTEGER REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (event_id, user_id)
);

CREATE TABLE guests (
  id INTEGER PRIMARY KEY,
  name_zht TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  title_zht TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  intro_zht TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE schedules (
  id INTEGER PRIMARY KEY,
  name_zht TEXT NOT NULL,
  name_en TEXT NOT NULL DEFAULT '',
  intro_zht TEXT NOT NULL DEFAULT '',
  intro_en TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  apply_start_at INTEGER NOT NULL,
  apply_end_at INTEGER NOT NULL,
  capacity INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE schedule_guests (
  schedule_id INTEGER NOT NULL REFERENCES schedules(id),
  guest_id INTEGER NOT NULL REFERENCES guests(id),
  PRIMARY KEY (schedule_id, guest_id)
);

CREATE TABLE schedule_applies (
  id INTEGER PRIMARY KEY,
  schedule_id INTEGER NOT NULL REFERENCES schedules(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  signed_at INTEGER,
  UNIQUE (schedule_id, user_id)
);
`;
