import { sql, type Kysely } from 'kysely';
import { engineOf, runScript } from '../kysely';
import { SEED_QUESTIONS } from './0007-quiz-questions';
import { localized, postgresText } from './sql';

// The prize quiz of the interactive exhibition (server/API.md "Prize quiz"): questions with their
// options in four languages, and each visitor's attempts. An attempt keeps the questions it drew,
// so grading reads the answers from here and never from the client.
const TABLES = `
CREATE TABLE quiz_questions (
  id INTEGER PRIMARY KEY,
  ${localized('question')},
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE quiz_options (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES quiz_questions(id),
  ${localized('text')},
  correct INTEGER NOT NULL DEFAULT 0 CHECK (correct IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX quiz_options_question ON quiz_options(question_id, sort);

-- question_ids: the drawn questions as a JSON array, in the order shown. A submitted attempt has
-- submitted_at, correct and passed; it is graded once.
CREATE TABLE quiz_attempts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  question_ids TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  submitted_at INTEGER,
  correct INTEGER,
  passed INTEGER CHECK (passed IN (0, 1))
);
CREATE INDEX quiz_attempts_user ON quiz_attempts(user_id, created_at);
`;

export async function quiz(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await runScript(db, postgres ? postgresText(TABLES) : TABLES);
  // PostgreSQL answers no insert id: the new id comes back by RETURNING (issue #31).
  const returning = postgres ? sql` RETURNING id` : sql``;
  for (const [sort, [text, options]] of SEED_QUESTIONS.entries()) {
    const { insertId, rows } = await sql<{ id: number }>`INSERT INTO quiz_questions
      (question_zht, question_zhs, question_pt, question_en, sort)
      VALUES (${text[0]}, ${text[1]}, ${text[2]}, ${text[3]}, ${sort})${returning}`.execute(db);
    const questionId = postgres ? Number(rows[0].id) : Number(insertId);
    for (const [place, [label, correct]] of options.entries()) {
      await sql`INSERT INTO quiz_options
        (question_id, text_zht, text_zhs, text_pt, text_en, correct, sort)
        VALUES (${questionId}, ${label[0]}, ${label[1]}, ${label[2]}, ${label[3]},
          ${correct ? 1 : 0}, ${place})`.execute(db);
    }
  }
}
