// Issue #23: the operators' console (server/API-admin.md). Operators are not visitors: their own
// accounts, roles, second factor and sessions; an audit log no statement may edit; the shipping
// fields of an exchange order; a work's withdrawal and hidden text.
import { postgresText, swap } from './sql';

export const operators = `
CREATE TABLE operators (
  id INTEGER PRIMARY KEY,
  -- The phone the operator signs in with (npm run admin:create -- --phone ...).
  account TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  -- A one-time password (admin:create, a reset) must be changed at the first sign-in.
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  -- Base32 TOTP secret once confirmed; totp_pending while the first code has not confirmed it.
  totp_secret TEXT,
  totp_pending TEXT,
  -- The last 30-second step a code was accepted for: a code is good once.
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at INTEGER NOT NULL,
  last_login_at INTEGER
);

-- The roles of server/src/modules/admin/permissions.ts; each is a set of permissions there.
CREATE TABLE operator_roles (
  operator_id INTEGER NOT NULL REFERENCES operators(id),
  role TEXT NOT NULL CHECK (role IN ('moderator', 'fulfilment', 'editor', 'admin')),
  PRIMARY KEY (operator_id, role)
);

-- The step between the password and the second factor: short-lived, a few codes at most.
CREATE TABLE operator_challenges (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators(id),
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Every change an operator makes, written in the transaction of the change. Append only.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators(id),
  operator_name TEXT NOT NULL,
  at INTEGER NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'the audit log is append only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'the audit log is append only'); END;

ALTER TABLE integral_trades ADD COLUMN carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE integral_trades ADD COLUMN tracking_no TEXT NOT NULL DEFAULT '';
ALTER TABLE integral_trades ADD COLUMN shipped_at INTEGER;
ALTER TABLE integral_trades ADD COLUMN delivered_at INTEGER;
ALTER TABLE integral_trades ADD COLUMN cancelled_at INTEGER;
ALTER TABLE integral_trades ADD COLUMN refunded_points INTEGER NOT NULL DEFAULT 0;
CREATE INDEX integral_trades_status ON integral_trades (status, created_at);

-- A withdrawn work leaves the contest (status 'rejected' with withdrawn_at); a hidden one keeps
-- its place without its text.
ALTER TABLE vote_players ADD COLUMN withdrawn_at INTEGER;
ALTER TABLE vote_players ADD COLUMN hidden_at INTEGER;
CREATE INDEX vote_players_status_created ON vote_players (status, created_at);
CREATE INDEX users_created ON users (created_at);
CREATE INDEX vote_records_created ON vote_records (created_at);
`;

/** PostgreSQL's audit log refuses UPDATE and DELETE by a plpgsql trigger (issue #31). */
export const operatorsPostgres = swap(
  postgresText(operators),
  `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'the audit log is append only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'the audit log is append only'); END;`,
  `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION 'the audit log is append only'; END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();`,
);
