import { t } from '@/shared/i18n';
import { VERIFY_COUNTDOWN_S } from './constants';
import '../i18n/forms';

// SPEC §4/§9: the verification-code button as a pure model; the component drives it with a
// one-second timer and only renders countdownLabel.

export const COUNTDOWN_SECONDS = VERIFY_COUNTDOWN_S;

export type CountdownPhase = 'idle' | 'running' | 'done';

export interface CountdownState {
  phase: CountdownPhase;
  /** Seconds left while running; 0 otherwise. */
  remaining: number;
}

export const IDLE_COUNTDOWN: CountdownState = { phase: 'idle', remaining: 0 };

/** The state right after a code was sent. */
export function startCountdown(seconds: number = COUNTDOWN_SECONDS): CountdownState {
  return seconds > 0
    ? { phase: 'running', remaining: Math.floor(seconds) }
    : { phase: 'done', remaining: 0 };
}

/** One second later. Idle and done do not move. */
export function nextState(state: CountdownState): CountdownState {
  if (state.phase !== 'running') return state;
  return state.remaining > 1
    ? { phase: 'running', remaining: state.remaining - 1 }
    : { phase: 'done', remaining: 0 };
}

/** A new code may be asked for unless the countdown is still running. */
export function canRequestCode(state: CountdownState): boolean {
  return state.phase !== 'running';
}

export function countdownLabel(state: CountdownState): string {
  switch (state.phase) {
    case 'running':
      return t('countdown.retryIn', { seconds: state.remaining });
    case 'done':
      return t('countdown.resend');
    default:
      return t('countdown.getCode');
  }
}
