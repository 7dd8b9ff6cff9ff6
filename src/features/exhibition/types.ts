import type { Id, IsoDateTime } from '@/shared/api/types';

// The prize quiz as the reference server answers it (server/API.md "Prize quiz"). A question
// carries no answer: grading is the server's.

export interface QuizOption {
  id: Id;
  textZht: string;
  textZhs?: string;
  textPt?: string;
  textEn?: string;
}

export interface QuizQuestion {
  id: Id;
  questionZht: string;
  questionZhs?: string;
  questionPt?: string;
  questionEn?: string;
  options: QuizOption[];
}

export interface QuizDraw {
  attemptId: Id;
  expiresAt: IsoDateTime;
  passMark: number;
  questions: QuizQuestion[];
}

export interface QuizAnswer {
  questionId: Id;
  optionId: Id;
}

/** A question's grade: whether the visitor's answer was right, never which answer is (#27). */
export interface QuizGraded {
  questionId: Id;
  chosenOptionId: Id | null;
  correct: boolean;
}

export interface QuizResult {
  attemptId: Id;
  total: number;
  correct: number;
  passMark: number;
  passed: boolean;
  missionId: Id | null;
  /** Points credited by this pass: 0 when the quiz mission was completed before. */
  pointsAwarded: number;
  alreadyCompleted: boolean;
  results: QuizGraded[];
}

export interface QuizStatus {
  questionCount: number;
  passMark: number;
  /** The quiz mission is done: a new pass credits nothing. */
  completed: boolean;
  missionPoints: number;
  /** After an attempt that did not pass, when the next may start (QUIZ_RETRY_MINUTES); else null. */
  retryAt: IsoDateTime | null;
}
