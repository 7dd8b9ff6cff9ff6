import { randomInt } from 'node:crypto';
import { localized, type LocalizedColumns } from '../../lib/localized';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type { QuizAttemptRow } from './tables';

// The statements of the prize quiz (issue #30: async, on the app's Kysely or a caller's
// transaction). The answers (quiz_options.correct) are read only by `grade` and by the console's
// quiz-questions resource (`consoleOptions`, for the operators who write them), and never reach a
// visitor (issue #27).

/** A question as shown: its text in four languages (no answer: that is on its options). */
type QuestionRow = LocalizedColumns<'question'> & { id: number };
/** An option as shown: never its `correct` column. */
type OptionRow = LocalizedColumns<'text'> & { id: number };

export type AttemptRow = Static<typeof QuizAttemptRow>;

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

/** How many questions an attempt gets: `limit`, or fewer when fewer are enabled. */
export async function questionCount(db: DbExecutor, limit: number): Promise<number> {
  const row = await db
    .selectFrom('quiz_questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Math.min(limit, Number(row.n));
}

/** The questions of an attempt as a visitor sees them: text and options, no answer. */
export async function show(db: DbExecutor, ids: number[]): Promise<DrawnQuestion[]> {
  const shown: DrawnQuestion[] = [];
  for (const id of ids) {
    const row: QuestionRow | undefined = await db
      .selectFrom('quiz_questions')
      .select(['id', 'question_zht', 'question_zhs', 'question_pt', 'question_en'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) continue;
    // The columns a question is shown with: never `correct`.
    const rows: OptionRow[] = await db
      .selectFrom('quiz_options')
      .select(['id', 'text_zht', 'text_zhs', 'text_pt', 'text_en'])
      .where('question_id', '=', id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const options = shuffle(rows).map((option) => ({
      id: option.id,
      ...localized(option, 'text', 'text'),
    }));
    shown.push({ id, ...localized(row, 'question', 'question'), options });
  }
  return shown;
}

export function openAttempt(
  db: DbExecutor,
  userId: number,
  now: number,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('submitted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the visitor's last graded attempt was submitted, if it did not pass. */
export async function lastFailedAt(db: DbExecutor, userId: number): Promise<number | undefined> {
  const last = await db
    .selectFrom('quiz_attempts')
    .select(['submitted_at', 'passed'])
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && last.passed === 0 && last.submitted_at !== null ? last.submitted_at : undefined;
}

export async function attemptsSince(
  db: DbExecutor,
  userId: number,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function attempt(
  db: DbExecutor,
  id: number,
  userId: number,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new attempt over `count` questions drawn at random from the enabled ones. */
export async function draw(
  db: DbExecutor,
  userId: number,
  count: number,
  now: number,
  ttlMs: number,
): Promise<AttemptRow> {
  const enabled = await db
    .selectFrom('quiz_questions')
    .select('id')
    .where('enabled', '=', 1)
    .execute();
  const ids = shuffle(enabled.map((row) => row.id)).slice(0, count);
  const { id } = await db
    .insertInto('quiz_attempts')
    .values({
      user_id: userId,
      question_ids: JSON.stringify(ids),
      created_at: now,
      expires_at: now + ttlMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await attempt(db, id, userId)) as AttemptRow;
}

/** Each drawn question against the visitor's choice; a choice from another question is none. */
export async function grade(
  db: DbExecutor,
  questionIds: number[],
  answers: Map<number, number>,
): Promise<GradedAnswer[]> {
  const graded: GradedAnswer[] = [];
  for (const questionId of questionIds) {
    const answer = await db
      .selectFrom('quiz_options')
      .select('id')
      .where('question_id', '=', questionId)
      .where('correct', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const chosen = answers.get(questionId);
    const belongs =
      chosen !== undefined &&
      (await db
        .selectFrom('quiz_options')
        .select('id')
        .where('id', '=', chosen)
        .where('question_id', '=', questionId)
        .executeTakeFirst()) !== undefined;
    const chosenOptionId = belongs ? (chosen as number) : null;
    graded.push({
      questionId,
      chosenOptionId,
      correct: chosenOptionId !== null && chosenOptionId === answer?.id,
    });
  }
  return graded;
}

/** Records the grade once: false when the attempt was graded already or has expired. */
export async function close(
  db: DbExecutor,
  id: number,
  userId: number,
  correct: number,
  passed: boolean,
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('quiz_attempts')
    .set({ submitted_at: now, correct, passed: passed ? 1 : 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('submitted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}

/** An option as the console writes and reads it, its answer included. */
export interface ConsoleOption {
  textZht: string;
  textZhs: string;
  textPt: string;
  textEn: string;
  correct: boolean;
}

/**
 * Replaces a question's options whole: past attempts keep question ids only and grade by option.
 * Run it in the console's write transaction, so a question never shows half its options.
 */
export async function replaceOptions(
  db: DbExecutor,
  questionId: number,
  options: ConsoleOption[],
): Promise<void> {
  await db.deleteFrom('quiz_options').where('question_id', '=', questionId).execute();
  if (options.length === 0) return;
  await db
    .insertInto('quiz_options')
    .values(
      options.map((o, place) => ({
        question_id: questionId,
        text_zht: o.textZht,
        text_zhs: o.textZhs,
        text_pt: o.textPt,
        text_en: o.textEn,
        correct: o.correct ? 1 : 0,
        sort: place,
      })),
    )
    .execute();
}

/** A question's options in order, with their answers: for the console only. */
export async function consoleOptions(db: DbExecutor, questionId: number): Promise<ConsoleOption[]> {
  const rows = await db
    .selectFrom('quiz_options')
    .select(['text_zht', 'text_zhs', 'text_pt', 'text_en', 'correct'])
    .where('question_id', '=', questionId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((o) => ({
    textZht: o.text_zht,
    textZhs: o.text_zhs,
    textPt: o.text_pt,
    textEn: o.text_en,
    correct: o.correct === 1,
  }));
}
