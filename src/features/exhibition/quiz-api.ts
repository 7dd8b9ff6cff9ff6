import type { QuizAnswer, QuizDraw, QuizResult, QuizStatus } from './types';
import { get, post } from '@/shared/api/http';
import type { Id } from '@/shared/api/types';

// Every call of the prize quiz, in one place: SPEC §7 names none, so these follow the reference
// server (server/API.md "Prize quiz"); pointing the app at another backend changes this file.
// Answers go to the server only in submitQuiz, and come back graded.

export const getQuizStatus = () => get<QuizStatus>('/quiz/status');
// The quiz screen words its own refusals (too many attempts, time up): no server toast for them.
export const drawQuiz = () => get<QuizDraw>('/quiz/questions', undefined, { hideMsg: true });
export const submitQuiz = (attemptId: Id, answers: QuizAnswer[]) =>
  post<QuizResult>('/quiz/submit', { attemptId, answers }, { hideMsg: true });
