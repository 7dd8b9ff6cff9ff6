// Issue #12: favourites and the missions only the server may complete.
//
// A footprint gains a kind: 'visit' (what the app has shown the visitor, the signed-in feed's
// `read`) or 'collect' (what the visitor keeps: a news story added to the favourites). Both go
// through POST and DELETE /crm/userFootprint (SPEC §7); /jobCollect/page lists the collects.
// SQLite cannot change a UNIQUE constraint in place, so the table is rebuilt with its ids kept.
//
// The quiz and AR tour missions were completable by any client call; they are now completed by
// the server alone (the quiz's grading, the AR sites' check-ins), like the vote and share ones.
export const newsFavourites = `
CREATE TABLE footprints_v8 (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL DEFAULT 'visit' CHECK (kind IN ('visit', 'collect')),
  type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, type, target_id)
);
INSERT INTO footprints_v8 (id, user_id, kind, type, target_id, created_at)
  SELECT id, user_id, 'visit', type, target_id, created_at FROM footprints;
DROP TABLE footprints;
ALTER TABLE footprints_v8 RENAME TO footprints;
CREATE INDEX footprints_user_kind_created ON footprints (user_id, kind, created_at);

UPDATE missions SET trigger = 'quiz' WHERE trigger = 'client' AND name_en = 'Take the exhibition quiz';
UPDATE missions SET trigger = 'ar' WHERE trigger = 'client' AND name_en = 'Complete the AR heritage tour';
`;

/**
 * PostgreSQL changes a table in place (issue #31): the kind is added and the unique key replaced
 * (its name is PostgreSQL's own for the UNIQUE of 0001's footprints).
 */
export const newsFavouritesPostgres = `
ALTER TABLE footprints ADD COLUMN kind TEXT NOT NULL DEFAULT 'visit' CHECK (kind IN ('visit', 'collect'));
ALTER TABLE footprints DROP CONSTRAINT footprints_user_id_type_target_id_key;
ALTER TABLE footprints ADD UNIQUE (user_id, kind, type, target_id);
CREATE INDEX footprints_user_kind_created ON footprints (user_id, kind, created_at);

UPDATE missions SET trigger = 'quiz' WHERE trigger = 'client' AND name_en = 'Take the exhibition quiz';
UPDATE missions SET trigger = 'ar' WHERE trigger = 'client' AND name_en = 'Complete the AR heritage tour';
`;
