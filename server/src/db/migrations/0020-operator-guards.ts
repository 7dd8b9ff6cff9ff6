// Issue #29, operators' accounts: strangers cannot lock an operator out. An address an operator
// signed in from within KNOWN_ADDRESS_DAYS is theirs and has its own password-guess counter (the
// visitors' rule, account/known-addresses.ts); the failed sign-ins since the last good one are
// counted so that the next sign-in can tell the operator.
export const operatorGuards = `
CREATE TABLE operator_known_addresses (
  operator_id INTEGER NOT NULL REFERENCES operators(id),
  ip TEXT NOT NULL,
  last_login_at INTEGER NOT NULL,
  PRIMARY KEY (operator_id, ip)
);
ALTER TABLE operators ADD COLUMN failed_since_login INTEGER NOT NULL DEFAULT 0;
`;
