// The console's entry (issue #29): the sign-in screen first and alone; react-admin and the
// screens load once a session is open (or is found open), so signing in needs a fraction of the
// console's bytes.
import { StrictMode, Suspense, lazy, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api';
import { keepSession, type Session } from './authProvider';
import { saveLocale, savedLocale } from './i18n/locale';
import { SignIn } from './LoginPage';

const App = lazy(() => import('./App'));

type Stage = 'checking' | 'signedOut' | 'signedIn';

function Root() {
  const [stage, setStage] = useState<Stage>('checking');
  useEffect(() => {
    saveLocale(savedLocale());
    call<Session>('GET', '/auth/me').then(
      (session) => {
        keepSession(session);
        setStage(session.operator.mustChangePassword ? 'signedOut' : 'signedIn');
      },
      () => setStage('signedOut'),
    );
  }, []);
  if (stage === 'checking') return null;
  if (stage === 'signedOut') return <SignIn onSignedIn={() => setStage('signedIn')} />;
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
