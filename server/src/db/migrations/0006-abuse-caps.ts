// Issue #9: the tables and indexes behind the abuse caps and the consented card exchange.
export const abuseCaps = `
-- One row per account (or per name typed for no account) with failed password logins: an attempt
-- is counted here before the password is checked, so parallel guesses cannot all get through.
CREATE TABLE login_attempts (
  account_key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  attempts INTEGER NOT NULL
);

-- The client address a code was asked from: codes per address per day are capped.
ALTER TABLE verification_codes ADD COLUMN ip TEXT NOT NULL DEFAULT '';
CREATE INDEX verification_codes_ip_day ON verification_codes (ip, day);
CREATE INDEX verification_codes_day ON verification_codes (day);

CREATE INDEX uploads_user_created ON uploads (user_id, created_at);
CREATE INDEX sessions_user_live ON sessions (user_id, revoked_at, expires_at);
CREATE INDEX tracking_logs_created ON tracking_logs (created_at);
CREATE INDEX event_info_creator_status ON event_info (creator_id, audit_status);

-- The old card_exchanges rows were written both ways on one side's call, without the other's
-- consent: none of them is an agreement, so they go. A row here is one side's consent to swap
-- cards with the other; a card is revealed when both rows exist.
DROP TABLE card_exchanges;
CREATE TABLE card_consents (
  user_id INTEGER NOT NULL REFERENCES users(id),
  other_user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, other_user_id),
  CHECK (user_id <> other_user_id)
);
CREATE INDEX card_consents_other ON card_consents (other_user_id, user_id);

-- The card fields an owner shows to everyone (comma-separated of name, companyName, position,
-- email, phone). Empty: only the username and avatar are public.
ALTER TABLE users ADD COLUMN card_public_fields TEXT NOT NULL DEFAULT '';
`;
