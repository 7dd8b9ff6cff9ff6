// What the server said at sign-in about the account since the last one (issue #29): the wrong
// passwords and codes tried on it, shown once on the first screen after signing in.
export interface SignInReport {
  failedAttempts: number;
  previousLoginAt: string | null;
}

const KEY = 'v80-admin-sign-in-report';

export function keepSignInReport(answer: Partial<SignInReport>): void {
  if (typeof answer.failedAttempts !== 'number') return;
  sessionStorage.setItem(
    KEY,
    JSON.stringify({
      failedAttempts: answer.failedAttempts,
      previousLoginAt: answer.previousLoginAt ?? null,
    }),
  );
}

export function takeSignInReport(): SignInReport | null {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as SignInReport;
  } catch {
    return null;
  }
}
