import { localized } from './sql';

export const points = `
-- The ledger: every change of users.points has one row, with the balance right after it.
CREATE TABLE points_flows (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reason_key TEXT NOT NULL,
  ${localized('reason')},
  ref_type TEXT NOT NULL DEFAULT '',
  ref_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX points_flows_user ON points_flows (user_id, id DESC);

CREATE TABLE integral_spu (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  ${localized('description')},
  cover TEXT NOT NULL DEFAULT '',
  pictures TEXT NOT NULL DEFAULT '[]',
  points INTEGER NOT NULL CHECK (points > 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  limit_per_user INTEGER NOT NULL DEFAULT 0 CHECK (limit_per_user >= 0),
  on_sale INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE integral_trades (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  spu_id INTEGER NOT NULL REFERENCES integral_spu(id),
  spu_name TEXT NOT NULL,
  cover TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL CHECK (points > 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'shipped', 'completed', 'cancelled')),
  contact TEXT NOT NULL,
  area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  area TEXT NOT NULL,
  address_name TEXT NOT NULL,
  detail_address TEXT NOT NULL,
  postcode TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX integral_trades_user ON integral_trades (user_id, id DESC);
CREATE INDEX integral_trades_user_spu ON integral_trades (user_id, spu_id);

CREATE TABLE missions (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  ${localized('description')},
  points INTEGER NOT NULL CHECK (points > 0),
  period TEXT NOT NULL CHECK (period IN ('once', 'daily')),
  -- 'client': the app reports it; any other value: the server completes it on that event.
  trigger TEXT NOT NULL DEFAULT 'client',
  link TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);

-- period_key is 'once' or the Macau day: the unique key is what pays a mission once per period.
CREATE TABLE mission_completions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  mission_id INTEGER NOT NULL REFERENCES missions(id),
  period_key TEXT NOT NULL,
  points INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, mission_id, period_key)
);

CREATE TABLE rich_texts (
  code TEXT PRIMARY KEY,
  ${localized('content')}
);

CREATE TABLE badge_types (
  id INTEGER PRIMARY KEY,
  ${localized('name')},
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE badges (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES badge_types(id),
  ${localized('name')},
  ${localized('description')},
  icon TEXT NOT NULL,
  icon_locked TEXT NOT NULL DEFAULT '',
  -- What earns it: missions_done, votes_cast, works_submitted, points_earned, exchanges; >= threshold.
  rule_kind TEXT NOT NULL,
  rule_threshold INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE user_badges (
  user_id INTEGER NOT NULL REFERENCES users(id),
  badge_id INTEGER NOT NULL REFERENCES badges(id),
  earned_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, badge_id)
);
`;
