// A session that ends mid-work (idle past ADMIN_IDLE_MINUTES, revoked) is signed in again over the
// screen the operator is on (issue #29): the refused call shows its refusal, never a success, and
// the form, the dialog and what was typed stay where they are until the sign-in is done; then the
// operator presses Save (or the action) again. Another account signing in starts the console anew.
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout, useTranslate } from 'react-admin';
import { call, onSessionEnded } from './api';
import { keepSession, signedInOperator, type Session } from './authProvider';
import { CodeInput, PasswordInput, Refusal, useStep } from './sign-in-parts';

type Step = 'password' | 'code';

export function SessionGuard() {
  const translate = useTranslate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState('');
  const { busy, error, setError, run } = useStep();

  useEffect(
    () =>
      onSessionEnded((reason) => {
        setEnded(reason);
        setStep('password');
        setPassword('');
        setCode('');
        setError('');
      }),
    // setError is useState's, the same on every render.
    [setError],
  );

  const operator = signedInOperator();
  if (!ended || !operator) return null;

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await call<{ challenge: string }>('POST', '/auth/login', {
        account: operator.account,
        password,
      });
      setChallenge(answer.challenge);
      setStep('code');
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const session = await call<Session>('POST', '/auth/totp', { challenge, code: code.trim() });
      if (session.operator.id !== operator.id || session.operator.mustChangePassword) {
        // Not the session the screen was made for: the console starts again from its home.
        window.location.assign(`${import.meta.env.BASE_URL}`);
        return;
      }
      keepSession(session);
      setEnded(null);
      // Lists refused while the session was over load again; a form's record is not refetched,
      // so nothing typed is replaced.
      await queryClient.refetchQueries({
        predicate: (query) => query.state.status === 'error',
      });
    });
  };

  return (
    <Dialog open aria-labelledby="session-ended-title" fullWidth maxWidth="xs">
      <DialogTitle id="session-ended-title">
        {translate(ended === 'sessionExpired' ? 'admin.auth.expired' : 'admin.auth.signed_out')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate('admin.session.kept')}</DialogContentText>
          <Refusal error={error} translate={translate} />
          {step === 'password' ? (
            <Stack component="form" id="session-form" spacing={2} onSubmit={submitPassword}>
              <TextField
                label={translate('admin.auth.account')}
                value={operator.account}
                slotProps={{ htmlInput: { readOnly: true } }}
                autoComplete="username"
              />
              <PasswordInput
                label={translate('ra.auth.password')}
                value={password}
                onChange={setPassword}
                autoFocus
              />
            </Stack>
          ) : (
            <Stack component="form" id="session-form" spacing={2} onSubmit={submitCode}>
              <DialogContentText>{translate('admin.auth.code_hint')}</DialogContentText>
              <CodeInput label={translate('admin.auth.code')} value={code} onChange={setCode} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()}>{translate('admin.session.sign_out')}</Button>
        <Button type="submit" form="session-form" variant="contained" disabled={busy}>
          {translate(step === 'password' ? 'admin.auth.next' : 'ra.auth.sign_in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
