import { Type } from '../../lib/schema';
import { localizedColumnProps, nullableInt, type TableOf } from '../../lib/table';

// The prize quiz's tables: questions, their options (one of them correct) and the attempts.

type Languages<B extends string> = `${B}_${'zht' | 'zhs' | 'pt' | 'en'}`;

export const QuizQuestionRow = Type.Object({
  id: Type.Integer(),
  ...localizedColumnProps('question'),
  enabled: Type.Integer(),
  sort: Type.Integer(),
});

/** An option; `correct` never leaves the server (only grading reads it). */
export const QuizOptionRow = Type.Object({
  id: Type.Integer(),
  question_id: Type.Integer(),
  ...localizedColumnProps('text'),
  correct: Type.Integer(),
  sort: Type.Integer(),
});

/** The questions drawn for a visitor (a JSON array of ids), graded once before it expires. */
export const QuizAttemptRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  question_ids: Type.String(),
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  submitted_at: nullableInt(),
  correct: nullableInt(),
  passed: nullableInt(),
});

export interface QuizTables {
  quiz_questions: TableOf<
    typeof QuizQuestionRow,
    'id' | Languages<'question'> | 'enabled' | 'sort'
  >;
  quiz_options: TableOf<typeof QuizOptionRow, 'id' | Languages<'text'> | 'correct' | 'sort'>;
  quiz_attempts: TableOf<typeof QuizAttemptRow, 'id' | 'submitted_at' | 'correct' | 'passed'>;
}

export const QUIZ_ROWS = {
  quiz_questions: QuizQuestionRow,
  quiz_options: QuizOptionRow,
  quiz_attempts: QuizAttemptRow,
};
