import { useEffect, useRef, useState } from 'react';
import { Button } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import {
  IDLE_COUNTDOWN,
  canRequestCode,
  countdownLabel,
  nextState,
  startCountdown,
  type CountdownState,
} from '@/shared/lib/countdown';
import './index.less';

export interface CountdownButtonProps {
  /** Sends the code; the countdown starts only when it resolves (a failed send can be retried). */
  onSend: () => Promise<unknown>;
  /** A check run first, e.g. the phone number's rule; returning false sends nothing. */
  beforeSend?: () => boolean;
  disabled?: boolean;
}

/** The verification-code button of SPEC §4: get code, retry in X s for 60 s, then resend. */
export function CountdownButton({ onSend, beforeSend, disabled }: CountdownButtonProps) {
  useT();
  const [state, setState] = useState<CountdownState>(IDLE_COUNTDOWN);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>();

  useEffect(() => {
    if (state.phase !== 'running') return undefined;
    timer.current = setInterval(() => setState((current) => nextState(current)), 1000);
    return () => clearInterval(timer.current);
  }, [state.phase]);

  const send = async () => {
    if (sending || !canRequestCode(state) || disabled) return;
    if (beforeSend && !beforeSend()) return;
    setSending(true);
    try {
      await onSend();
      setState(startCountdown());
    } catch {
      // The request layer has shown why; the button stays ready for another try.
    } finally {
      setSending(false);
    }
  };

  const waiting = state.phase === 'running';
  return (
    <Button
      className={`countdown-button${waiting ? ' countdown-button--waiting' : ''}${disabled || sending ? ' countdown-button--off' : ''}`}
      disabled={disabled || waiting || sending}
      loading={sending}
      onClick={send}
    >
      {countdownLabel(state)}
    </Button>
  );
}
