import type { ExhibitionMessages } from './zh-Hant';

export const exhibitionEn: ExhibitionMessages = {
  galleryTitle: 'On display',
  galleryEmpty: 'Nothing on display yet',
  quizTitle: 'Prize quiz',
  quizIntro:
    '{count} questions; answer {passMark} or more correctly to complete the mission and earn {points} points.',
  quizDone: 'You have completed the quiz mission; answering again earns no more points.',
  quizLogin: 'Log in to take the prize quiz',
  start: 'Start the quiz',
  again: 'Try again',
  progress: 'Question {index} of {total}',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit answers',
  unanswered: '{count} questions still unanswered',
  passed: 'Well done! {correct} of {total} correct',
  failed: '{correct} of {total} correct; {passMark} are needed to pass',
  pointsAwarded: 'You earned {points} points',
  alreadyCredited: 'You completed this mission before, so no points this time',
  yourAnswer: 'Your answer: {answer}',
  rightAnswer: 'Right answer: {answer}',
  noAnswer: 'No answer',
  right: 'Right',
  wrong: 'Wrong',
  expired: 'Time is up or the answers were already sent; please start again.',
  tooMany: 'You have reached today’s limit of attempts; try again tomorrow',
};
