// Sign-in in two steps (server/API-admin.md "Session and sign-in"): account and password, then the
// six-digit code of the authenticator app; on a first sign-in the secret to enrol is shown as a
// QR code and as text; an operator with a one-time password sets a new one before going on.
// Without react-admin (issue #29): the screen loads first and alone, the console after it, so
// it takes a few hundred KB rather than the whole console; the language is chosen here.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { call } from './api';
import { keepSession, takeEndedReason, type Session } from './authProvider';
import { CONSOLE_LOCALES, saveLocale, savedLocale } from './i18n/locale';
import { translateWith } from './i18n/messages';
import { CodeInput, PasswordInput, Refusal, useStep } from './sign-in-parts';
import { keepSignInReport, type SignInReport } from './sign-in-report';

interface Challenge {
  challenge: string;
  enrol: boolean;
  otpauthUrl?: string;
  secret?: string;
}

type Step = 'password' | 'code' | 'newPassword';

/** The sign-in screen; `onSignedIn` opens the console once the session is open. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const [locale, setLocale] = useState(savedLocale);
  const translate = useMemo(() => translateWith(locale), [locale]);
  const [step, setStep] = useState<Step>('password');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [qr, setQr] = useState('');
  const [notice] = useState(() => takeEndedReason());
  const { busy, error, setError, run } = useStep();

  useEffect(() => saveLocale(locale), [locale]);

  useEffect(() => {
    const url = challenge?.otpauthUrl;
    if (!url) return;
    // Only a first sign-in draws a QR code: its library loads then.
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { margin: 1, width: 200 }))
      .then(setQr, () => setQr(''));
  }, [challenge]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await call<Challenge>('POST', '/auth/login', { account, password });
      setChallenge(answer);
      setCode('');
      setStep('code');
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    void run(async () => {
      const session = await call<Session & SignInReport>('POST', '/auth/totp', {
        challenge: challenge.challenge,
        code: code.trim(),
      });
      const operator = keepSession(session);
      keepSignInReport(session);
      if (operator.mustChangePassword) {
        setStep('newPassword');
        return;
      }
      await onSignedIn();
    });
  };

  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await call('POST', '/auth/password', { currentPassword: password, newPassword });
      await onSignedIn();
    });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('admin.auth.title')}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('admin.languages')}
              value={locale}
              onChange={(event) => setLocale(event.target.value as typeof locale)}
              slotProps={{ select: { native: true } }}
            >
              {CONSOLE_LOCALES.map((each) => (
                <option key={each.locale} value={each.locale} lang={each.locale}>
                  {each.name}
                </option>
              ))}
            </TextField>
            {notice && step === 'password' ? (
              <Alert severity="info">{translate(notice)}</Alert>
            ) : null}
            <Refusal error={error} translate={translate} />
            {step === 'password' ? (
              <Stack component="form" spacing={2} onSubmit={submitPassword}>
                <TextField
                  label={translate('admin.auth.account')}
                  value={account}
                  onChange={(event) => setAccount(event.target.value)}
                  autoComplete="username"
                  inputMode="tel"
                  required
                  autoFocus
                />
                <PasswordInput
                  label={translate('ra.auth.password')}
                  value={password}
                  onChange={setPassword}
                />
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate('admin.auth.next')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {translate('admin.auth.help')}
                </Typography>
              </Stack>
            ) : null}
            {step === 'code' && challenge ? (
              <Stack component="form" spacing={2} onSubmit={submitCode}>
                {challenge.enrol ? (
                  <Stack spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography>{translate('admin.auth.enrol')}</Typography>
                    {qr ? (
                      <img src={qr} width={200} height={200} alt={translate('admin.auth.qr')} />
                    ) : null}
                    <Typography
                      component="code"
                      aria-label={translate('admin.auth.secret')}
                      sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                    >
                      {challenge.secret}
                    </Typography>
                  </Stack>
                ) : (
                  <Typography>{translate('admin.auth.code_hint')}</Typography>
                )}
                <CodeInput label={translate('admin.auth.code')} value={code} onChange={setCode} />
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate('ra.auth.sign_in')}
                </Button>
                <Button
                  onClick={() => {
                    setStep('password');
                    setError('');
                  }}
                >
                  {translate('ra.action.back')}
                </Button>
              </Stack>
            ) : null}
            {step === 'newPassword' ? (
              <Stack component="form" spacing={2} onSubmit={submitNewPassword}>
                <Typography>{translate('admin.auth.must_change')}</Typography>
                <TextField
                  label={translate('admin.auth.new_password')}
                  type="password"
                  value={newPassword}
                  onChange={(event) => setNewPassword(event.target.value)}
                  autoComplete="new-password"
                  helperText={translate('admin.auth.password_rule')}
                  required
                />
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate('ra.action.save')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
