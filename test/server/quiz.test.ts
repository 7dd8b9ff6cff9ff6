import { distanceMeters, formatDistance } from '../../src/rules/geo';
import { QUIZ_RETRY_MINUTES } from '../../src/rules/quiz';
import { startTestServer, testPhone, type TestServer, type TestUser } from './helpers/harness';
import * as pointsData from './helpers/fixtures/points';
import * as quizData from './helpers/fixtures/quiz';

// The prize quiz of the interactive exhibition (issue #12; server/API.md "Prize quiz"): SPEC §7
// names no quiz call, so the reference server adds one. Questions are drawn by the server,
// graded by the server, and a pass completes the quiz mission once (SPEC §7 mission complete).

interface Option {
  id: number;
  textZht: string;
  textPt: string;
}
interface Question {
  id: number;
  questionZht: string;
  questionPt: string;
  questionEn: string;
  options: Option[];
}
interface Draw {
  attemptId: number;
  expiresAt: string;
  passMark: number;
  questions: Question[];
}
interface Graded {
  questionId: number;
  chosenOptionId: number | null;
  correct: boolean;
}
interface Result {
  attemptId: number;
  total: number;
  correct: number;
  passMark: number;
  passed: boolean;
  missionId: number | null;
  pointsAwarded: number;
  alreadyCompleted: boolean;
  results: Graded[];
}

let t: TestServer;
let nextPhone = 4200;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const newUser = () => t.register(testPhone(nextPhone++));

const draw = (user: TestUser, lang?: string) =>
  t.call<Draw>('GET', '/quiz/questions', { token: user.token, lang });

/** The answers as the test (not the client) reads them from the database. */
async function answerKey(): Promise<Map<number, number>> {
  const rows = await quizData.correctOptions(t.kysely);
  return new Map(rows.map((row) => [row.question_id, row.id]));
}

function wrongOption(question: Question, key: Map<number, number>): number {
  const option = question.options.find((each) => each.id !== key.get(question.id));
  if (!option) throw new Error('no wrong option');
  return option.id;
}

/** Answers the first `right` questions correctly and the rest wrongly. */
async function answers(drawn: Draw, right: number) {
  const key = await answerKey();
  return drawn.questions.map((question, index) => ({
    questionId: question.id,
    optionId: index < right ? (key.get(question.id) as number) : wrongOption(question, key),
  }));
}

const submit = (user: TestUser, body: unknown) =>
  t.call<Result>('POST', '/quiz/submit', { token: user.token, body });

const balance = async (user: TestUser) =>
  (await t.call<{ points: number }>('GET', '/cus/user', { token: user.token })).body.data.points;

const quizCredits = (user: TestUser) => pointsData.missionFlowCount(t.kysely, user.id, { id: 5 });

describe('prize quiz', () => {
  test('questions come in four languages with their options and never with an answer', async () => {
    const user = await newUser();
    const answer = await draw(user, 'pt');
    expect(answer.body.code).toBe(0);
    const drawn = answer.body.data;
    expect(drawn.questions).toHaveLength(10);
    expect(drawn.passMark).toBe(8);
    for (const question of drawn.questions) {
      expect(question.questionZht).not.toBe('');
      expect(question.questionPt).not.toMatch(/\p{Script=Han}/u);
      expect(question.questionEn).not.toMatch(/\p{Script=Han}/u);
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(question).sort()).toEqual(
        ['id', 'options', 'questionEn', 'questionPt', 'questionZhs', 'questionZht'].sort(),
      );
      for (const option of question.options) {
        expect(Object.keys(option).sort()).toEqual(
          ['id', 'textEn', 'textPt', 'textZhs', 'textZht'].sort(),
        );
      }
    }
    expect(answer.text).not.toMatch(/correct|answer/i);
  });

  test('a guest can neither draw nor submit', async () => {
    expect((await t.call('GET', '/quiz/questions')).body.code).toBe(401);
    const body = { attemptId: 1, answers: [] };
    expect((await t.call('POST', '/quiz/submit', { body })).body.code).toBe(401);
  });

  test('drawing again before answering gives the same attempt', async () => {
    const user = await newUser();
    const first = (await draw(user)).body.data;
    const second = (await draw(user)).body.data;
    expect(second.attemptId).toBe(first.attemptId);
    expect(second.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
  });

  test('a pass credits the mission points once; a second pass credits nothing and says so', async () => {
    const user = await newUser();
    const before = await balance(user);

    const first = (await draw(user)).body.data;
    const passed = await submit(user, {
      attemptId: first.attemptId,
      answers: await answers(first, 8),
    });
    expect(passed.body.code).toBe(0);
    expect(passed.body.data).toMatchObject({
      total: 10,
      correct: 8,
      passed: true,
      missionId: 5,
      pointsAwarded: 30,
      alreadyCompleted: false,
    });
    expect(await balance(user)).toBe(before + 30);
    const status = await t.call<{ completed: boolean }>('GET', '/quiz/status', {
      token: user.token,
    });
    expect(status.body.data.completed).toBe(true);

    const again = (await draw(user)).body.data;
    expect(again.attemptId).not.toBe(first.attemptId);
    const second = await submit(user, {
      attemptId: again.attemptId,
      answers: await answers(again, 10),
    });
    expect(second.body.data).toMatchObject({
      correct: 10,
      passed: true,
      pointsAwarded: 0,
      alreadyCompleted: true,
    });
    expect(await balance(user)).toBe(before + 30);
    expect(await quizCredits(user)).toBe(1);
  });

  // Issue #27: the review of a failed attempt showed every right answer and the quiz could be
  // started again at once, so anyone passed on the second try.
  test('a fail credits nothing, names no right answer, and the next attempt waits 30 minutes', async () => {
    const user = await newUser();
    const before = await balance(user);
    const drawn = (await draw(user)).body.data;
    const failed = await submit(user, {
      attemptId: drawn.attemptId,
      answers: await answers(drawn, 7),
    });
    expect(failed.body.data).toMatchObject({
      correct: 7,
      passed: false,
      pointsAwarded: 0,
      alreadyCompleted: false,
    });
    // Each question says whether the visitor's answer was right, and nothing about which is.
    for (const result of failed.body.data.results) {
      expect(Object.keys(result).sort()).toEqual(['chosenOptionId', 'correct', 'questionId']);
    }
    expect(await balance(user)).toBe(before);

    const status = await t.call<{ retryAt: string | null }>('GET', '/quiz/status', {
      token: user.token,
    });
    expect(status.body.data.retryAt).toBe(new Date(t.clock.now() + 30 * 60_000).toISOString());
    const soon = await t.call('GET', '/quiz/questions', { token: user.token, lang: 'en' });
    expect(soon.body).toMatchObject({
      code: 409,
      msg: 'You did not pass this time; you can try again in 30 min',
    });
    t.clock.advance(29 * 60_000);
    expect((await draw(user)).body.code).toBe(409);
    t.clock.advance(60_000);
    const later = await draw(user);
    expect(later.body.code).toBe(0);
    expect(later.body.data.attemptId).not.toBe(drawn.attemptId);
    const after = await t.call<{ retryAt: string | null }>('GET', '/quiz/status', {
      token: user.token,
    });
    expect(after.body.data.retryAt).toBeNull();
  });

  test('the rules page states the retry rule the server holds, in each language (#27)', async () => {
    for (const [lang, field, words] of [
      ['zh-Hant', 'contentZht', `須待 ${QUIZ_RETRY_MINUTES} 分鐘後方可再答`],
      ['zh-Hans', 'contentZhs', `须待 ${QUIZ_RETRY_MINUTES} 分钟后方可再答`],
      ['pt', 'contentPt', `de novo ${QUIZ_RETRY_MINUTES} minutos depois`],
      ['en', 'contentEn', `try again ${QUIZ_RETRY_MINUTES} minutes later`],
    ] as const) {
      const page = await t.call<Record<string, string>>('GET', '/pageInfo/7', { lang });
      expect({ lang, says: page.body.data[field].includes(words) }).toEqual({ lang, says: true });
    }
  });

  test('an attempt is graded once, even when submitted three times at once', async () => {
    const user = await newUser();
    const before = await balance(user);
    const drawn = (await draw(user)).body.data;
    const body = { attemptId: drawn.attemptId, answers: await answers(drawn, 10) };
    const all = await Promise.all([submit(user, body), submit(user, body), submit(user, body)]);
    expect(all.map((each) => each.body.code).sort()).toEqual([0, 409, 409]);
    expect(await balance(user)).toBe(before + 30);
    expect(await quizCredits(user)).toBe(1);
  });

  test("another visitor's attempt, misplaced answers and a late answer count for nothing", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const drawn = (await draw(owner)).body.data;
    const stolen = await submit(stranger, {
      attemptId: drawn.attemptId,
      answers: await answers(drawn, 10),
    });
    expect(stolen.body.code).toBe(404);

    // Right options of other questions, given to the drawn ones: nothing is right.
    const key = await answerKey();
    const undrawn = [...key.keys()].filter((id) => !drawn.questions.some((q) => q.id === id));
    const misplaced = drawn.questions.map((question, index) => ({
      questionId: question.id,
      optionId: key.get(undrawn[index % undrawn.length]) as number,
    }));
    const graded = await submit(owner, { attemptId: drawn.attemptId, answers: misplaced });
    expect(graded.body.data.correct).toBe(0);

    // Past the wait a failed attempt starts (QUIZ_RETRY_MINUTES, issue #27).
    t.clock.advance(30 * 60_000);
    const late = (await draw(owner)).body.data;
    t.clock.advance(31 * 60_000);
    const tooLate = await submit(owner, {
      attemptId: late.attemptId,
      answers: await answers(late, 10),
    });
    expect(tooLate.body.code).toBe(409);
  });

  test('the body is checked: no unknown fields, no endless answer lists', async () => {
    const user = await newUser();
    const drawn = (await draw(user)).body.data;
    const extra = await submit(user, { attemptId: drawn.attemptId, answers: [], correct: 10 });
    expect(extra.body.code).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ questionId: 1, optionId: 1 }));
    expect((await submit(user, { attemptId: drawn.attemptId, answers: many })).body.code).toBe(400);
  });
});

// Issue #12: the quiz and AR tour missions are the server's to complete (server/API.md,
// missions): a client that claims them directly (SPEC §7 PUT /grow/mission/complete,
// GET /grow/mission/complete/{id}) gets 403 and no points.
describe('missions only the server completes', () => {
  const claim = (user: TestUser, missionId: number) =>
    Promise.all([
      t.call('PUT', '/grow/mission/complete', { token: user.token, body: { missionId } }),
      t.call('GET', `/grow/mission/complete/${missionId}`, { token: user.token }),
    ]);
  const missionCredits = (user: TestUser, missionId: number) =>
    pointsData.missionFlowCount(t.kysely, user.id, { id: missionId });
  const missionIdOf = (trigger: string) => pointsData.missionIdOf(t.kysely, trigger);

  test('the quiz mission cannot be claimed without passing the quiz', async () => {
    const user = await newUser();
    const before = await balance(user);
    expect(await missionIdOf('quiz')).toBe(5);
    const answers = await claim(user, 5);
    expect(answers.map((a) => a.body.code)).toEqual([403, 403]);
    expect(answers[0].body.msg).not.toBe('');
    expect(await balance(user)).toBe(before);
    expect(await quizCredits(user)).toBe(0);
    const status = await t.call<{ completed: boolean }>('GET', '/quiz/status', {
      token: user.token,
    });
    expect(status.body.data.completed).toBe(false);
  });

  test('the mission list says the quiz and the AR tour are completed by the server', async () => {
    const page = await t.call<{ list: { id: number; trigger: string }[] }>(
      'GET',
      '/grow/mission/page',
      { query: { pageSize: 50 } },
    );
    const triggers = new Map(page.body.data.list.map((m) => [m.id, m.trigger]));
    expect(triggers.get(5)).toBe('quiz');
    expect(triggers.get(await missionIdOf('ar'))).toBe('ar');
  });

  describe('the AR tour (SPEC §7 /arParam/page, POST /crm/userFootprint)', () => {
    interface Site {
      id: number;
      latitude: number;
      longitude: number;
    }
    const at = new Map<number, Site>();
    const sites = async () => {
      const list = (
        await t.call<{ list: Site[] }>('GET', '/arParam/page', { query: { pageSize: 50 } })
      ).body.data.list;
      for (const site of list) at.set(site.id, site);
      return list;
    };
    /** A check-in standing at the site (issue #21), unless a position is given. */
    const checkIn = (
      user: TestUser,
      targetId: number,
      position: Partial<Site> | undefined = at.get(targetId),
    ) =>
      t.call<{ id: number; pointsAwarded: number }>('POST', '/crm/userFootprint', {
        token: user.token,
        body: {
          type: 'ar',
          targetId,
          latitude: position?.latitude,
          longitude: position?.longitude,
        },
      });

    // Issue #21: each of the five sites checked in at a tap from a desk (5/5, +50 points).
    test('a check-in needs the visitor within the site radius, and says how far they are', async () => {
      const user = await newUser();
      const [site] = await sites();
      const before = await balance(user);

      const fromDesk = await checkIn(user, site.id, {
        latitude: site.latitude + 0.01, // about 1.1 km north
        longitude: site.longitude,
      });
      expect(fromDesk.body.code).toBe(409);
      // Issue #27: in the list's format (formatDistance of src/rules/geo.ts).
      expect(fromDesk.body.msg).toBe('你距離這個景點約 1.1 km，需在 200 m 內才能打卡');
      // From Beijing, the refusal says "1987 km" where the list does, not "1987482 m".
      const beijing = { latitude: 39.9042, longitude: 116.4074 };
      const far = formatDistance(distanceMeters(beijing, site));
      expect(far).toMatch(/^\d{4} km$/);
      for (const [lang, text] of [
        ['zh-Hant', `你距離這個景點約 ${far}，需在 200 m 內才能打卡`],
        ['pt', `Está a cerca de ${far} deste local; o registo exige estar a menos de 200 m`],
        ['en', `You are about ${far} from this site; checking in needs you within 200 m`],
      ]) {
        const fromBeijing = await t.call('POST', '/crm/userFootprint', {
          token: user.token,
          lang,
          body: { type: 'ar', targetId: site.id, ...beijing },
        });
        expect(fromBeijing.body.msg).toBe(text);
      }
      const nowhere = await checkIn(user, site.id, {});
      expect(nowhere.body.code).not.toBe(0);
      expect(nowhere.body.msg).toBe('打卡需要你的位置：請允許定位後再試');
      const page = await t.call<{ total: number }>('GET', '/crm/userFootprint/page', {
        token: user.token,
        query: { type: 'ar' },
      });
      expect(page.body.data.total).toBe(0);

      // 150 m away is within the seeded 200 m.
      const near = await checkIn(user, site.id, {
        latitude: site.latitude + 150 / 111_195,
        longitude: site.longitude,
      });
      expect(near.body.code).toBe(0);
      expect(await balance(user)).toBe(before);
    });

    test('its mission cannot be claimed directly', async () => {
      const user = await newUser();
      const arMission = await missionIdOf('ar');
      const before = await balance(user);
      expect((await claim(user, arMission)).map((a) => a.body.code)).toEqual([403, 403]);
      expect(await balance(user)).toBe(before);
      expect(await missionCredits(user, arMission)).toBe(0);
    });

    test('checking in at every site completes it once; visits again, or at once, credit nothing', async () => {
      const user = await newUser();
      const arMission = await missionIdOf('ar');
      const all = await sites();
      expect(all.length).toBeGreaterThan(1);
      const before = await balance(user);

      // A site twice, and a site that does not exist, are not the whole tour.
      const first = await checkIn(user, all[0].id);
      expect(first.body.data.pointsAwarded).toBe(0);
      expect((await checkIn(user, all[0].id)).body.data.pointsAwarded).toBe(0);
      expect((await checkIn(user, 999_999)).body.code).toBe(404);
      for (const site of all.slice(1, -1)) {
        expect((await checkIn(user, site.id)).body.data.pointsAwarded).toBe(0);
      }
      expect(await balance(user)).toBe(before);

      const last = all[all.length - 1].id;
      const together = await Promise.all([checkIn(user, last), checkIn(user, last)]);
      const paid = together.map((a) => a.body.data.pointsAwarded).sort((a, b) => a - b);
      expect(paid).toEqual([0, 50]);
      expect(await balance(user)).toBe(before + 50);

      for (const site of all)
        expect((await checkIn(user, site.id)).body.data.pointsAwarded).toBe(0);
      expect(await balance(user)).toBe(before + 50);
      expect(await missionCredits(user, arMission)).toBe(1);
    });
  });
});
