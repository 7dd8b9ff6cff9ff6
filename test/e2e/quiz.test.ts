import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startJourney, type Journey } from './harness';
import * as pointsData from '../server/helpers/fixtures/points';
import * as quizData from '../server/helpers/fixtures/quiz';

// The prize quiz of the interactive exhibition (issue #12; SPEC §2 /pages/vr/vr, §7 mission
// complete; server/API.md "Prize quiz"): graded by the server, a pass credits the mission once.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

const kysely = () => journey.server.app.ctx.kysely;

/** The right option of a question, as only the server (and this test) knows it. */
const rightOption = (questionId: number) => quizData.rightOptionText(kysely(), questionId);

/** Answers every drawn question rightly, as a visitor who knows the history would. */
async function passQuiz(page: Page, start: string): Promise<void> {
  await page.getByRole('button', { name: start }).click();
  for (let index = 1; index <= 10; index += 1) {
    await page.getByText(`第 ${index} / 10 題`).waitFor();
    const group = page.getByRole('radiogroup');
    const questionId = Number(
      ((await group.getAttribute('aria-labelledby')) ?? '').replace('quiz-question-', ''),
    );
    const option = group.getByRole('radio', { name: await rightOption(questionId), exact: true });
    await option.click();
    assert.equal(await option.getAttribute('aria-checked'), 'true');
    await page.getByRole('button', { name: index < 10 ? '下一題' : '提交答案' }).click();
  }
}

const quizCredits = (userId: number) => pointsData.missionCreditsOf(kysely(), userId, 'quiz');

test('a quiz passed once credits its points once; a second pass credits nothing and says so', async () => {
  const page = await journey.open('/');
  const userId = await journey.signUp(page, '66120101');
  await page.goto(`${journey.base}/pages/vr/vr`);
  const quiz = page.getByRole('region', { name: '有獎問答' });
  await quiz.getByText('共 10 題，答對 8 題或以上即完成任務，可獲 30 積分。').waitFor();

  await passQuiz(page, '開始答題');
  const verdict = page.getByRole('status').filter({ hasText: '恭喜過關' });
  await verdict.getByText('恭喜過關！答對 10 / 10 題').waitFor();
  await verdict.getByText('已獲得 30 積分').waitFor();
  assert.deepEqual(await quizCredits(userId), { rows: 1, points: 30 });

  await passQuiz(page, '再答一次');
  await page.getByRole('status').getByText('你之前已完成此任務，今次不再獲得積分').waitFor();
  assert.deepEqual(await quizCredits(userId), { rows: 1, points: 30 });

  // Coming back, the quiz says the mission is done before anything is answered.
  await page.reload();
  await page.getByText('你已完成有獎問答任務，再次作答不會再獲積分。').waitFor();
  await page.close();
});
