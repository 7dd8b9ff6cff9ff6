import type { FastifyInstance } from 'fastify';
import { ApiError, BodyCode, conflict, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { completeMission, missionPeriodKey, type MissionRow } from '../points/missions';
import { quizRepository } from './repository';

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

// Plain JSON schemas (what Fastify's Ajv validates and its serializer writes): closed objects,
// so an answer can carry nothing the schema does not name, the options' `correct` included.
type Schema = Record<string, unknown>;
const integer = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
const string = (): Schema => ({ type: 'string' });
const boolean = (): Schema => ({ type: 'boolean' });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const array = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
const closed = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const localizedText = (base: string) =>
  Object.fromEntries(['Zht', 'Zhs', 'Pt', 'En'].map((suffix) => [`${base}${suffix}`, string()]));

const Option = closed({ id: integer(), ...localizedText('text') });
const Question = closed({
  id: integer(),
  ...localizedText('question'),
  options: array(Option),
});
const Draw = closed({
  attemptId: integer(),
  expiresAt: string(),
  passMark: integer(),
  questions: array(Question),
});
const Graded = closed({
  questionId: integer(),
  chosenOptionId: nullable(integer()),
  correctOptionId: integer(),
  correct: boolean(),
});
const Result = closed({
  attemptId: integer(),
  total: integer(),
  correct: integer(),
  passMark: integer(),
  passed: boolean(),
  missionId: nullable(integer()),
  pointsAwarded: integer(),
  alreadyCompleted: boolean(),
  results: array(Graded),
});
const Status = closed({
  questionCount: integer(),
  passMark: integer(),
  completed: boolean(),
  missionPoints: integer(),
});
const SubmitBody = closed({
  attemptId: integer({ minimum: 1, maximum: 2_147_483_647 }),
  answers: array(
    closed({
      questionId: integer({ minimum: 1, maximum: 2_147_483_647 }),
      optionId: integer({ minimum: 1, maximum: 2_147_483_647 }),
    }),
    { maxItems: 50 },
  ),
});
const NoQuery: Schema = { type: 'object', properties: {}, additionalProperties: false };

/** The envelope around `data` (null on an error answer, which goes through the same route). */
const envelope = (data: Schema) => ({
  200: closed({ code: integer(), msg: string(), data: nullable(data) }),
});

interface SubmitAnswers {
  attemptId: number;
  answers: { questionId: number; optionId: number }[];
}

const passMarkOf = (count: number) => Math.ceil(count * QUIZ_PASS_RATIO);

export function registerQuizRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const repo = quizRepository(db);
  const mission = () =>
    db.prepare('SELECT * FROM missions WHERE id = ?').get(QUIZ_MISSION_ID) as
      MissionRow | undefined;
  const missionDone = (userId: number, row: MissionRow, now: number) =>
    db
      .prepare(
        'SELECT 1 FROM mission_completions WHERE user_id = ? AND mission_id = ? AND period_key = ?',
      )
      .get(userId, row.id, missionPeriodKey(row.period, now)) !== undefined;

  app.get(
    '/quiz/status',
    { config: { auth: 'required' }, schema: { querystring: NoQuery, response: envelope(Status) } },
    async (req) => {
      const userId = requireUser(req);
      const count = repo.questionCount(QUIZ_QUESTIONS);
      const row = mission();
      return ok(req, {
        questionCount: count,
        passMark: passMarkOf(count),
        completed: row ? missionDone(userId, row, clock.now()) : false,
        missionPoints: row?.points ?? 0,
      });
    },
  );

  // An unanswered attempt comes back as it was (same questions), so drawing again neither
  // reshuffles a hard set away nor writes a row per tap.
  app.get(
    '/quiz/questions',
    { config: { auth: 'required' }, schema: { querystring: NoQuery, response: envelope(Draw) } },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const count = repo.questionCount(QUIZ_QUESTIONS);
      if (count === 0) throw notFound();
      const attempt = db
        .transaction(() => {
          const open = repo.openAttempt(userId, now);
          if (open) return open;
          if (repo.attemptsSince(userId, macauMidnight(now)) >= QUIZ_DAILY_ATTEMPTS) {
            throw new ApiError(BodyCode.rateLimited, 'forbidden');
          }
          return repo.draw(userId, count, now, QUIZ_ATTEMPT_TTL_MS);
        })
        .immediate();
      const ids = JSON.parse(attempt.question_ids) as number[];
      return ok(req, {
        attemptId: attempt.id,
        expiresAt: new Date(attempt.expires_at).toISOString(),
        passMark: passMarkOf(ids.length),
        questions: repo.show(ids),
      });
    },
  );

  app.post<{ Body: SubmitAnswers }>(
    '/quiz/submit',
    { config: { auth: 'required' }, schema: { body: SubmitBody, response: envelope(Result) } },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const attempt = repo.attempt(req.body.attemptId, userId);
      if (!attempt) throw notFound();
      const ids = JSON.parse(attempt.question_ids) as number[];
      // The first answer given to a question counts.
      const answers = new Map<number, number>();
      for (const { questionId, optionId } of req.body.answers) {
        if (!answers.has(questionId)) answers.set(questionId, optionId);
      }
      const results = repo.grade(ids, answers);
      const correct = results.filter((each) => each.correct).length;
      const passMark = passMarkOf(ids.length);
      const passed = correct >= passMark;
      const row = mission();

      const pointsAwarded = db
        .transaction(() => {
          // Graded once: a second submit of the same attempt, or a late one, changes nothing.
          if (!repo.close(attempt.id, userId, correct, passed, now)) throw conflict('forbidden');
          return passed && row ? completeMission(db, userId, row, now) : 0;
        })
        .immediate();

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
