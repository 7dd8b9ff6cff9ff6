// Issue #22, one chosen person locked out: an address an account signed in from (any method)
// within KNOWN_ADDRESS_DAYS is the owner's (server/src/modules/account/known-addresses.ts). Its
// code requests have their own spacing apart from strangers', so `known` marks them.
export const knownAddresses = `
CREATE TABLE known_addresses (
  user_id INTEGER NOT NULL REFERENCES users(id),
  ip TEXT NOT NULL,
  last_login_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, ip)
);
ALTER TABLE verification_codes ADD COLUMN known INTEGER NOT NULL DEFAULT 0 CHECK (known IN (0, 1));
`;
