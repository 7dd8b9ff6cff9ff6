// Times are epoch milliseconds (INTEGER) throughout; answers turn them into ISO strings.
export const accounts = `
CREATE TABLE enterprises (
  id INTEGER PRIMARY KEY,
  name_zht TEXT NOT NULL,
  name_zhs TEXT NOT NULL DEFAULT '',
  name_pt TEXT NOT NULL DEFAULT '',
  name_en TEXT NOT NULL DEFAULT '',
  intro_zht TEXT NOT NULL DEFAULT '',
  intro_en TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  industry TEXT NOT NULL DEFAULT ''
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  area_code TEXT NOT NULL DEFAULT '+853',
  -- '' for an account made by WeChat login before a phone is bound.
  phone TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  wechat_openid TEXT,
  wechat_unionid TEXT,
  -- The official account (H5 OAuth) gives another openid than the mini-program.
  wechat_mp_openid TEXT,
  name TEXT NOT NULL DEFAULT '',
  show_name TEXT NOT NULL DEFAULT '',
  appellation TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
  email TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  member_type TEXT NOT NULL DEFAULT 'individual',
  time_zone TEXT NOT NULL DEFAULT 'Asia/Macau',
  language TEXT NOT NULL DEFAULT 'zh-Hant',
  avatar TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  role TEXT NOT NULL DEFAULT 'visitor' CHECK (role IN ('visitor', 'buyer', 'exhibitor')),
  company_id INTEGER REFERENCES enterprises(id),
  company_name TEXT NOT NULL DEFAULT '',
  position TEXT NOT NULL DEFAULT '',
  real_name TEXT,
  id_card_masked TEXT,
  id_card_hash TEXT,
  id_card_verified INTEGER NOT NULL DEFAULT 0,
  invitation_code TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES users(id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE UNIQUE INDEX users_phone ON users (area_code, phone) WHERE phone <> '';
CREATE UNIQUE INDEX users_openid ON users (wechat_openid) WHERE wechat_openid IS NOT NULL;
CREATE UNIQUE INDEX users_mp_openid ON users (wechat_mp_openid) WHERE wechat_mp_openid IS NOT NULL;
CREATE UNIQUE INDEX users_show_name ON users (show_name COLLATE NOCASE) WHERE show_name <> '';

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id);

-- target is '+853 61234567' for a phone or the lower-case address for an e-mail.
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forget', 'bind')),
  code_hash TEXT NOT NULL,
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX verification_codes_target ON verification_codes (target, created_at);

CREATE TABLE user_devices (
  user_id INTEGER NOT NULL REFERENCES users(id),
  device_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  model TEXT NOT NULL DEFAULT '',
  system TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

CREATE TABLE footprints (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, type, target_id)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  contact TEXT NOT NULL,
  area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  area TEXT NOT NULL,
  address_name TEXT NOT NULL DEFAULT '',
  detail_address TEXT NOT NULL,
  postcode TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);
-- One default address per user, whatever order the writes come in.
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default = 1;

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE tracking_logs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('pv', 'log')),
  user_id INTEGER,
  os TEXT NOT NULL DEFAULT '',
  at INTEGER,
  uuid TEXT NOT NULL DEFAULT '',
  v TEXT NOT NULL DEFAULT '',
  eid TEXT NOT NULL DEFAULT '',
  pid TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
`;
