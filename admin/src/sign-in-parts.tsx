// The parts the sign-in screen and the sign-in over an ended session share (issue #29): the
// password and code fields, the refusal, and a step that is busy while its call runs. No
// react-admin here: the sign-in screen loads without it.
import { useState, type ReactNode } from 'react';
import { Alert, TextField } from '@mui/material';

type Translate = (key: string, options?: { _?: string }) => string;

/** A step's call: busy while it runs, its refusal's message kept for the alert. */
export function useStep() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await task();
    } catch (failure) {
      setError((failure as { message?: string })?.message ?? String(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

/** The server's refusal (a message key or words), read out as it appears. */
export function Refusal({ error, translate }: { error: string; translate: Translate }): ReactNode {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(error, { _: error })}
    </Alert>
  );
}

interface InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

export function PasswordInput({ label, value, onChange, autoFocus }: InputProps) {
  return (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="current-password"
      required
      autoFocus={autoFocus}
    />
  );
}

/** The six digits of the authenticator app. */
export function CodeInput({ label, value, onChange }: InputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
      required
      autoFocus
    />
  );
}
