import fc from 'fast-check';
import { initLocale, setLocale } from '@/shared/i18n';
import { VERIFY_COUNTDOWN_S } from '@/shared/lib/constants';
import {
  COUNTDOWN_SECONDS,
  IDLE_COUNTDOWN,
  canRequestCode,
  countdownLabel,
  nextState,
  startCountdown,
  type CountdownState,
} from '@/shared/lib/countdown';

beforeEach(() => {
  initLocale();
});

function run(from: CountdownState): CountdownState[] {
  const states = [from];
  let state = from;
  for (let guard = 0; state.phase === 'running' && guard < 10_000; guard++) {
    state = nextState(state);
    states.push(state);
  }
  return states;
}

describe('verification-code countdown (SPEC §4 texts, §9 60 s)', () => {
  test('lasts 60 seconds', () => {
    expect(COUNTDOWN_SECONDS).toBe(60);
    expect(VERIFY_COUNTDOWN_S).toBe(60);
    expect(startCountdown()).toEqual({ phase: 'running', remaining: 60 });
  });

  test('label sequence: get code, then retry in 60..1 s, then resend', () => {
    const labels = [IDLE_COUNTDOWN, ...run(startCountdown())].map(countdownLabel);
    const expected = [
      '獲取驗證碼',
      ...Array.from({ length: 60 }, (_, i) => `${60 - i}秒後重試`),
      '重新發送',
    ];
    expect(labels).toEqual(expected);
  });

  test('the same sequence in English', () => {
    setLocale('en');
    const labels = run(startCountdown()).map(countdownLabel);
    expect(labels[0]).toBe('Retry in 60 s');
    expect(labels[59]).toBe('Retry in 1 s');
    expect(labels[60]).toBe('Resend');
    expect(labels).toHaveLength(61);
    expect(countdownLabel(IDLE_COUNTDOWN)).toBe('Get code');
  });

  test('a new code can be asked for before and after, never during the countdown', () => {
    const states = run(startCountdown());
    expect(canRequestCode(IDLE_COUNTDOWN)).toBe(true);
    expect(states.slice(0, -1).every((state) => !canRequestCode(state))).toBe(true);
    expect(canRequestCode(states[states.length - 1])).toBe(true);
  });

  test('idle and done do not move', () => {
    expect(nextState(IDLE_COUNTDOWN)).toEqual(IDLE_COUNTDOWN);
    const done: CountdownState = { phase: 'done', remaining: 0 };
    expect(nextState(done)).toEqual(done);
  });

  test('from any start, one tick a second, down by one, done after exactly that many ticks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (seconds) => {
        const states = run(startCountdown(seconds));
        expect(states).toHaveLength(seconds + 1);
        states.slice(0, -1).forEach((state, i) => {
          expect(state).toEqual({ phase: 'running', remaining: seconds - i });
        });
        expect(states[seconds]).toEqual({ phase: 'done', remaining: 0 });
      }),
    );
  });

  test('a start of zero seconds is done at once', () => {
    expect(startCountdown(0)).toEqual({ phase: 'done', remaining: 0 });
  });
});
