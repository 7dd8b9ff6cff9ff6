// Issue #21: an AR check-in needs the visitor at the site. Each site says how close is close
// enough (metres around its coordinates, WGS-84); the server measures from the position the
// check-in sends (src/rules/geo.ts).
export const arRadius = `
ALTER TABLE ar_sites ADD COLUMN radius_m INTEGER NOT NULL DEFAULT 200;
`;
