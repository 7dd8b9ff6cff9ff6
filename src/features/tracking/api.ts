import { trackingLogsUrl } from '@/shared/api/config';
import { post } from '@/shared/api/http';
import type { PageViewLog, TrackingLog } from './types';

// SPEC §8: tracking failures are ignored. Silent requests never toast or touch the session, and
// the catch keeps a broken tracking host from surfacing as an unhandled rejection.

export async function logPageView(body: PageViewLog): Promise<void> {
  try {
    await post('/v1/js/log', body, { silent: true, hideMsg: true });
  } catch {
    // Ignored on purpose (SPEC §8).
  }
}

export async function sendTrackingLogs(logs: TrackingLog[]): Promise<void> {
  if (logs.length === 0) return;
  try {
    await post(trackingLogsUrl(), logs, { silent: true, hideMsg: true });
  } catch {
    // Ignored on purpose (SPEC §8).
  }
}
