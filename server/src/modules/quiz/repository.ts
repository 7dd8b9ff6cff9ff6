import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { localized, type LocalizedColumns } from '../../lib/localized';

// The SQL of the prize quiz. The answers (quiz_options.correct) are read only by `grade`, and
// never leave the server (issue #27).

/** A question as shown: its text in four languages (no answer: that is on its options). */
type QuestionRow = LocalizedColumns<'question'> & { id: number };
/** An option as shown: never its `correct` column. */
type OptionRow = LocalizedColumns<'text'> & { id: number };

export interface AttemptRow {
  id: number;
  user_id: number;
  question_ids: string;
  created_at: number;
  expires_at: number;
  submitted_at: number | null;
  correct: number | null;
  passed: number | null;
}

export interface DrawnQuestion {
  id: number;
  questionZht: string;
  questionZhs: string;
  questionPt: string;
  questionEn: string;
  options: {
    id: number;
    textZht: string;
    textZhs: string;
    textPt: string;
    textEn: string;
  }[];
}

export interface GradedAnswer {
  questionId: number;
  chosenOptionId: number | null;
  correct: boolean;
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function quizRepository(db: Db) {
  const enabledCount = db.prepare('SELECT COUNT(*) FROM quiz_questions WHERE enabled = 1').pluck();
  const enabledIds = db.prepare('SELECT id FROM quiz_questions WHERE enabled = 1').pluck();
  const questionById = db.prepare('SELECT * FROM quiz_questions WHERE id = ?');
  // The columns a question is shown with: never `correct`.
  const optionsOf = db.prepare(
    `SELECT id, text_zht, text_zhs, text_pt, text_en FROM quiz_options
     WHERE question_id = ? ORDER BY sort, id`,
  );
  const answerOf = db
    .prepare(
      'SELECT id FROM quiz_options WHERE question_id = ? AND correct = 1 ORDER BY id LIMIT 1',
    )
    .pluck();
  const optionBelongs = db.prepare('SELECT 1 FROM quiz_options WHERE id = ? AND question_id = ?');
  const openAttempt = db.prepare(
    `SELECT * FROM quiz_attempts WHERE user_id = ? AND submitted_at IS NULL AND expires_at > ?
     ORDER BY id DESC LIMIT 1`,
  );
  const lastGraded = db.prepare(
    `SELECT submitted_at, passed FROM quiz_attempts WHERE user_id = ? AND submitted_at IS NOT NULL
     ORDER BY submitted_at DESC, id DESC LIMIT 1`,
  );
  const attemptsSince = db
    .prepare('SELECT COUNT(*) FROM quiz_attempts WHERE user_id = ? AND created_at >= ?')
    .pluck();
  const insertAttempt = db.prepare(
    `INSERT INTO quiz_attempts (user_id, question_ids, created_at, expires_at) VALUES (?, ?, ?, ?)`,
  );
  const attemptById = db.prepare('SELECT * FROM quiz_attempts WHERE id = ? AND user_id = ?');
  const closeAttempt = db.prepare(
    `UPDATE quiz_attempts SET submitted_at = @now, correct = @correct, passed = @passed
     WHERE id = @id AND user_id = @userId AND submitted_at IS NULL AND expires_at > @now`,
  );

  return {
    questionCount(limit: number): number {
      return Math.min(limit, enabledCount.get() as number);
    },

    /** The questions of an attempt as a visitor sees them: text and options, no answer. */
    show(ids: number[]): DrawnQuestion[] {
      return ids.flatMap((id) => {
        const row = questionById.get(id) as QuestionRow | undefined;
        if (!row) return [];
        const options = shuffle(optionsOf.all(id) as OptionRow[]).map((option) => ({
          id: option.id,
          ...localized(option, 'text', 'text'),
        }));
        return [{ id, ...localized(row, 'question', 'question'), options }];
      });
    },

    openAttempt(userId: number, now: number): AttemptRow | undefined {
      return openAttempt.get(userId, now) as AttemptRow | undefined;
    },

    /** When the visitor's last graded attempt was submitted, if it did not pass. */
    lastFailedAt(userId: number): number | undefined {
      const last = lastGraded.get(userId) as { submitted_at: number; passed: number } | undefined;
      return last && last.passed === 0 ? last.submitted_at : undefined;
    },

    attemptsSince(userId: number, since: number): number {
      return attemptsSince.get(userId, since) as number;
    },

    /** A new attempt over `count` questions drawn at random from the enabled ones. */
    draw(userId: number, count: number, now: number, ttlMs: number): AttemptRow {
      const ids = shuffle(enabledIds.all() as number[]).slice(0, count);
      const id = Number(
        insertAttempt.run(userId, JSON.stringify(ids), now, now + ttlMs).lastInsertRowid,
      );
      return attemptById.get(id, userId) as AttemptRow;
    },

    attempt(id: number, userId: number): AttemptRow | undefined {
      return attemptById.get(id, userId) as AttemptRow | undefined;
    },

    /** Each drawn question against the visitor's choice; a choice from another question is none. */
    grade(questionIds: number[], answers: Map<number, number>): GradedAnswer[] {
      return questionIds.map((questionId) => {
        const correctOptionId = answerOf.get(questionId) as number;
        const chosen = answers.get(questionId);
        const chosenOptionId =
          chosen !== undefined && optionBelongs.get(chosen, questionId) ? chosen : null;
        return {
          questionId,
          chosenOptionId,
          correct: chosenOptionId !== null && chosenOptionId === correctOptionId,
        };
      });
    },

    /** Records the grade once: false when the attempt was graded already or has expired. */
    close(id: number, userId: number, correct: number, passed: boolean, now: number): boolean {
      return closeAttempt.run({ id, userId, correct, passed: passed ? 1 : 0, now }).changes === 1;
    },
  };
}

export type QuizRepository = ReturnType<typeof quizRepository>;
