// Issue #22: wrong codes typed from another address than the one that asked for the code are
// counted apart, so a stranger's guesses cannot cancel the owner's pending code; and the number
// range a code went to (area code and all but the last four digits) is capped per day.
export const ownerCodes = `
ALTER TABLE verification_codes ADD COLUMN owner_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE verification_codes ADD COLUMN number_range TEXT NOT NULL DEFAULT '';
CREATE INDEX verification_codes_range_day ON verification_codes (number_range, day);
`;
