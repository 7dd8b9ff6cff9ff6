import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type {
  QuizAnswer,
  QuizDraw,
  QuizGraded,
  QuizOption,
  QuizQuestion,
  QuizResult,
  QuizStatus,
} from '../../contract';
import { serialize, transaction } from '../../db/kysely';
import { ApiError, BodyCode, conflict, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import {
  Type,
  agrees,
  closed,
  envelope,
  id,
  localizedProps,
  type Serves,
  type Static,
} from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import {
  completeMission,
  missionById,
  missionCompleted,
  missionPeriodKey,
  type MissionRow,
} from '../points';
import { QUIZ_RETRY_MINUTES } from '../../../../src/rules/quiz';
import * as repo from './repository';

// The prize quiz of the interactive exhibition (server/API.md "Prize quiz"). SPEC §7 names no
// quiz call; these are the reference server's, and the app keeps its calls to them in one module
// (src/features/exhibition/quiz-api.ts) so that another backend can be put behind it.

/** Questions in one attempt, and how many must be right to pass (the mission says 8 or more). */
export const QUIZ_QUESTIONS = 10;
export const QUIZ_PASS_RATIO = 0.8;
/** The seeded mission "Take the exhibition quiz": a pass completes it, once, with its points. */
export const QUIZ_MISSION_ID = 5;
/** An attempt must be answered within this time; a later answer is refused. */
export const QUIZ_ATTEMPT_TTL_MS = 30 * 60_000;
/** New attempts a visitor may start per Macau day (the quiz is a write a stranger can reach). */
export const QUIZ_DAILY_ATTEMPTS = 20;

const DAY_MS = 86_400_000;
/** Macau keeps UTC+8 all year: its midnight before `now`. */
const MACAU_OFFSET_MS = 8 * 3_600_000;
const macauMidnight = (now: number) => now - ((now + MACAU_OFFSET_MS) % DAY_MS);

// ---------- schemas ----------
// TypeBox, as every module (lib/schema.ts): Ajv validates the input, fast-json-stringify writes
// only the fields named here (an option's `correct` can never leave), and tsc checks both against
// the app's types (src/features/exhibition/types.ts).

const OptionSchema = Type.Object({ id: Type.Integer(), ...localizedProps('text') });
const QuestionSchema = Type.Object({
  id: Type.Integer(),
  ...localizedProps('question'),
  options: Type.Array(OptionSchema),
});
const DrawSchema = Type.Object({
  attemptId: Type.Integer(),
  expiresAt: Type.String(),
  passMark: Type.Integer(),
  questions: Type.Array(QuestionSchema),
});
// Issue #27: whether each answer was right, not which answer is: the review of a failed attempt
// showed every right answer, so the next attempt passed.
const GradedSchema = Type.Object({
  questionId: Type.Integer(),
  chosenOptionId: Type.Union([Type.Integer(), Type.Null()]),
  correct: Type.Boolean(),
});
const ResultSchema = Type.Object({
  attemptId: Type.Integer(),
  total: Type.Integer(),
  correct: Type.Integer(),
  passMark: Type.Integer(),
  passed: Type.Boolean(),
  missionId: Type.Union([Type.Integer(), Type.Null()]),
  pointsAwarded: Type.Integer(),
  alreadyCompleted: Type.Boolean(),
  results: Type.Array(GradedSchema),
});
const StatusSchema = Type.Object({
  questionCount: Type.Integer(),
  passMark: Type.Integer(),
  completed: Type.Boolean(),
  missionPoints: Type.Integer(),
  retryAt: Type.Union([Type.String(), Type.Null()]),
});
/** At most 50 answers: an attempt has 10 questions, and the first answer to each counts. */
const SubmitSchema = closed({
  attemptId: id(),
  answers: Type.Array(closed({ questionId: id(), optionId: id() }), { maxItems: 50 }),
});

agrees<Serves<Static<typeof OptionSchema>, QuizOption>>();
agrees<Serves<Static<typeof QuestionSchema>, QuizQuestion>>();
agrees<Serves<Static<typeof DrawSchema>, QuizDraw>>();
agrees<Serves<Static<typeof GradedSchema>, QuizGraded>>();
agrees<Serves<Static<typeof ResultSchema>, QuizResult>>();
agrees<Serves<Static<typeof StatusSchema>, QuizStatus>>();
agrees<Serves<{ attemptId: number; answers: QuizAnswer[] }, Static<typeof SubmitSchema>>>();

const passMarkOf = (count: number) => Math.ceil(count * QUIZ_PASS_RATIO);
const RETRY_MS = QUIZ_RETRY_MINUTES * 60_000;

export function registerQuizRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  const mission = () => missionById(kysely, QUIZ_MISSION_ID);
  const missionDone = (userId: number, row: MissionRow, now: number) =>
    missionCompleted(kysely, userId, row.id, missionPeriodKey(row.period, now));

  /** When the visitor may start again after an attempt that did not pass; undefined: now. */
  const retryAt = async (
    db: DbExecutor,
    userId: number,
    now: number,
  ): Promise<number | undefined> => {
    const failedAt = await repo.lastFailedAt(db, userId);
    return failedAt !== undefined && failedAt + RETRY_MS > now ? failedAt + RETRY_MS : undefined;
  };

  api.get(
    '/quiz/status',
    {
      config: { auth: 'required' },
      schema: { querystring: closed({}), response: envelope(StatusSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const count = await repo.questionCount(kysely, QUIZ_QUESTIONS);
      const row = await mission();
      const now = clock.now();
      const retry = await retryAt(kysely, userId, now);
      return ok(req, {
        questionCount: count,
        passMark: passMarkOf(count),
        completed: row ? await missionDone(userId, row, now) : false,
        missionPoints: row?.points ?? 0,
        retryAt: retry === undefined ? null : new Date(retry).toISOString(),
      });
    },
  );

  // An unanswered attempt comes back as it was (same questions), so drawing again neither
  // reshuffles a hard set away nor writes a row per tap.
  api.get(
    '/quiz/questions',
    {
      config: { auth: 'required' },
      schema: { querystring: closed({}), response: envelope(DrawSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const count = await repo.questionCount(kysely, QUIZ_QUESTIONS);
      if (count === 0) throw notFound();
      const attempt = await transaction(kysely, async (trx) => {
        // The open attempt, the retry rule and the daily count all look at the visitor's attempts.
        await serialize(trx, `quiz:attempts:${userId}`);
        const open = await repo.openAttempt(trx, userId, now);
        if (open) return open;
        // The rules page's retry rule (QUIZ_RETRY_MINUTES), held here and not only on screen.
        const retry = await retryAt(trx, userId, now);
        if (retry !== undefined) {
          throw new ApiError(BodyCode.conflict, 'quizRetryLater', {
            minutes: Math.ceil((retry - now) / 60_000),
          });
        }
        if ((await repo.attemptsSince(trx, userId, macauMidnight(now))) >= QUIZ_DAILY_ATTEMPTS) {
          throw new ApiError(BodyCode.rateLimited, 'forbidden');
        }
        return repo.draw(trx, userId, count, now, QUIZ_ATTEMPT_TTL_MS);
      });
      const ids = JSON.parse(attempt.question_ids) as number[];
      return ok(req, {
        attemptId: attempt.id,
        expiresAt: new Date(attempt.expires_at).toISOString(),
        passMark: passMarkOf(ids.length),
        questions: await repo.show(kysely, ids),
      });
    },
  );

  api.post(
    '/quiz/submit',
    {
      config: { auth: 'required' },
      schema: { body: SubmitSchema, response: envelope(ResultSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const attempt = await repo.attempt(kysely, req.body.attemptId, userId);
      if (!attempt) throw notFound();
      const ids = JSON.parse(attempt.question_ids) as number[];
      // The first answer given to a question counts.
      const answers = new Map<number, number>();
      for (const { questionId, optionId } of req.body.answers) {
        if (!answers.has(questionId)) answers.set(questionId, optionId);
      }
      const results = await repo.grade(kysely, ids, answers);
      const correct = results.filter((each) => each.correct).length;
      const passMark = passMarkOf(ids.length);
      const passed = correct >= passMark;
      const row = await mission();

      const pointsAwarded = await transaction(kysely, async (trx) => {
        // Graded once: a second submit of the same attempt, or a late one, changes nothing.
        if (!(await repo.close(trx, attempt.id, userId, correct, passed, now))) {
          throw conflict('forbidden');
        }
        return passed && row ? completeMission(trx, userId, row, now) : 0;
      });

      return ok(req, {
        attemptId: attempt.id,
        total: ids.length,
        correct,
        passMark,
        passed,
        missionId: row?.id ?? null,
        pointsAwarded,
        alreadyCompleted: passed && pointsAwarded === 0,
        results,
      });
    },
  );
}
