import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { drawQuiz, getQuizStatus, submitQuiz } from '../quiz-api';
import type { QuizDraw, QuizQuestion, QuizResult } from '../types';
import { isApiError } from '@/shared/api/errors';
import type { Id } from '@/shared/api/types';
import { useRequest } from '@/shared/hooks/use-request';
import { useSubmit } from '@/shared/hooks/use-submit';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { formatMacau } from '@/shared/lib/macau-time';
import { useStores } from '@/shared/stores/context';
import { toastInfo } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { SubmitButton } from '@/shared/ui/submit-button';
import { QUIZ_RETRY_MINUTES } from '@/rules/quiz';
import '../i18n';
import './quiz.less';

const RATE_LIMITED = 429;
/** The attempt was graded already or its time ran out (server/API.md): start again. */
const CONFLICT = 409;

function optionText(question: QuizQuestion | undefined, id: Id | null): string | undefined {
  const option = question?.options.find((each) => each.id === id);
  return option ? pickField(option, 'text') : undefined;
}

/**
 * The prize quiz: the server draws the questions and grades the answers (server/API.md); this
 * screen only collects choices and sends them once, at the end. A pass completes the quiz
 * mission once; a later pass says that it credits nothing.
 */
export const Quiz = observer(function Quiz() {
  const { t } = useT();
  const { session } = useStores();
  const loggedIn = session.isLoggedIn;
  const status = useRequest(
    () => (loggedIn ? getQuizStatus() : Promise.resolve(undefined)),
    [loggedIn],
  );
  const [draw, setDraw] = useState<QuizDraw>();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, Id>>({});
  const [result, setResult] = useState<QuizResult>();
  /** Why the last draw or submit was refused, in the quiz's own words. */
  const [refusal, setRefusal] = useState<string>();
  /** The questions of the graded attempt, for the review beside the server's grades. */
  const [asked, setAsked] = useState<QuizQuestion[]>([]);

  const { submit: start, submitting: starting } = useSubmit(async () => {
    setRefusal(undefined);
    try {
      const next = await drawQuiz();
      setDraw(next);
      setIndex(0);
      setChosen({});
      setResult(undefined);
    } catch (error) {
      setRefusal(
        isApiError(error) && error.code === RATE_LIMITED
          ? t('exhibition.tooMany')
          : isApiError(error)
            ? error.msg
            : undefined,
      );
      // 409: the wait after a failed attempt is not over (this screen's clock was behind).
      if (isApiError(error) && error.code === CONFLICT) void status.reload();
      throw error;
    }
  });

  const { submit: send, submitting: sending } = useSubmit(async () => {
    if (!draw) return;
    const answers = draw.questions
      .filter((question) => chosen[question.id] !== undefined)
      .map((question) => ({ questionId: question.id, optionId: chosen[question.id] }));
    let graded: QuizResult;
    try {
      graded = await submitQuiz(draw.attemptId, answers);
    } catch (error) {
      if (isApiError(error) && error.code === CONFLICT) {
        setDraw(undefined);
        setRefusal(t('exhibition.expired'));
      } else if (isApiError(error)) {
        toastInfo(error.msg);
      }
      throw error;
    }
    setAsked(draw.questions);
    setResult(graded);
    setDraw(undefined);
    // A pass completes the mission; a fail starts the wait before the next attempt (#27).
    void status.reload();
    const user = session.user;
    if (graded.pointsAwarded > 0 && user) {
      session.setUser({ ...user, points: user.points + graded.pointsAwarded });
    }
  });

  // Issue #27: after a failed attempt the next waits QUIZ_RETRY_MINUTES (the server holds it).
  const retryAt = status.data?.retryAt ?? undefined;
  const [now, setNow] = useState(Date.now);
  const waiting = retryAt !== undefined && Date.parse(retryAt) > now;
  useEffect(() => {
    if (!retryAt) return undefined;
    const left = Date.parse(retryAt) - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [retryAt]);
  const retryNote =
    waiting && retryAt ? (
      <View className="quiz__text" role="note">
        {t('exhibition.retryAt', { time: formatMacau(retryAt, 'HH:mm') })}
      </View>
    ) : null;

  if (!loggedIn) {
    return (
      <View className="quiz" role="region" aria-label={t('exhibition.quizTitle')}>
        <Text className="quiz__title">{t('exhibition.quizTitle')}</Text>
        <Text className="quiz__text">{t('exhibition.quizLogin')}</Text>
        <GuestPrompt />
      </View>
    );
  }

  if (result) {
    const questions = new Map(asked.map((question) => [question.id, question]));
    return (
      <View className="quiz" role="region" aria-label={t('exhibition.quizTitle')}>
        <Text className="quiz__title">{t('exhibition.quizTitle')}</Text>
        <View
          className={`quiz__verdict quiz__verdict--${result.passed ? 'pass' : 'fail'}`}
          role="status"
        >
          <Text>
            {result.passed
              ? t('exhibition.passed', { correct: result.correct, total: result.total })
              : t('exhibition.failed', {
                  correct: result.correct,
                  total: result.total,
                  passMark: result.passMark,
                })}
          </Text>
          {result.passed && (
            <Text className="quiz__points">
              {result.pointsAwarded > 0
                ? t('exhibition.pointsAwarded', { points: result.pointsAwarded })
                : t('exhibition.alreadyCredited')}
            </Text>
          )}
        </View>
        <View role="list" className="quiz__review">
          {result.results.map((graded, place) => {
            const question = questions.get(graded.questionId);
            return (
              <View key={graded.questionId} role="listitem" className="quiz__review-item">
                <Text className="quiz__question">
                  {place + 1}. {question ? pickField(question, 'question') : ''}
                </Text>
                <Text className={graded.correct ? 'quiz__right' : 'quiz__wrong'}>
                  {graded.correct ? t('exhibition.right') : t('exhibition.wrong')}
                </Text>
                <Text className="quiz__text">
                  {t('exhibition.yourAnswer', {
                    answer: optionText(question, graded.chosenOptionId) ?? t('exhibition.noAnswer'),
                  })}
                </Text>
              </View>
            );
          })}
        </View>
        {retryNote}
        {!waiting && !(status.loading && !result.passed) && (
          <SubmitButton variant="plain" loading={starting} onClick={() => void start()}>
            {t('exhibition.again')}
          </SubmitButton>
        )}
      </View>
    );
  }

  if (draw) {
    const question = draw.questions[index];
    const total = draw.questions.length;
    const last = index === total - 1;
    const missing = draw.questions.filter((each) => chosen[each.id] === undefined).length;
    return (
      <View className="quiz" role="region" aria-label={t('exhibition.quizTitle')}>
        <Text className="quiz__progress">
          {t('exhibition.progress', { index: index + 1, total })}
        </Text>
        <View className="quiz__question" id={`quiz-question-${question.id}`}>
          {pickField(question, 'question')}
        </View>
        <View
          className="quiz__options"
          role="radiogroup"
          aria-labelledby={`quiz-question-${question.id}`}
        >
          {question.options.map((option) => {
            const on = chosen[question.id] === option.id;
            return (
              <View
                key={option.id}
                className={`quiz__option ${on ? 'quiz__option--on' : ''}`}
                role="radio"
                aria-checked={on}
                onClick={() => setChosen({ ...chosen, [question.id]: option.id })}
              >
                {pickField(option, 'text')}
              </View>
            );
          })}
        </View>
        {last && missing > 0 && (
          <Text className="quiz__text">{t('exhibition.unanswered', { count: missing })}</Text>
        )}
        <View className="quiz__nav">
          {index > 0 && (
            <SubmitButton variant="plain" onClick={() => setIndex(index - 1)}>
              {t('exhibition.previous')}
            </SubmitButton>
          )}
          {last ? (
            <SubmitButton loading={sending} onClick={() => void send()}>
              {t('exhibition.submit')}
            </SubmitButton>
          ) : (
            <SubmitButton
              disabled={chosen[question.id] === undefined}
              onClick={() => setIndex(index + 1)}
            >
              {t('exhibition.next')}
            </SubmitButton>
          )}
        </View>
      </View>
    );
  }

  const info = status.data;
  return (
    <View className="quiz" role="region" aria-label={t('exhibition.quizTitle')}>
      <Text className="quiz__title">{t('exhibition.quizTitle')}</Text>
      {info ? (
        <>
          <Text className="quiz__text">
            {info.completed
              ? t('exhibition.quizDone')
              : t('exhibition.quizIntro', {
                  count: info.questionCount,
                  passMark: info.passMark,
                  points: info.missionPoints,
                })}
          </Text>
          {!info.completed && (
            <Text className="quiz__text">
              {t('exhibition.retryRule', { minutes: QUIZ_RETRY_MINUTES })}
            </Text>
          )}
          {refusal && !waiting && (
            <View className="quiz__text" role="alert">
              {refusal}
            </View>
          )}
          {retryNote}
          {!waiting && (
            <SubmitButton loading={starting} onClick={() => void start()}>
              {t('exhibition.start')}
            </SubmitButton>
          )}
        </>
      ) : (
        <ListState
          loading={status.loading}
          count={0}
          hasMore={false}
          error={status.error}
          onRetry={() => void status.reload()}
        />
      )}
    </View>
  );
});
