import type { Id } from '@/shared/api/types';

// Tracking

export interface TrackingLog {
  /** 'weapp' | 'h5' | the system string. */
  os: string;
  /** Epoch milliseconds. */
  at: number;
  /** Anonymous device id kept in storage (STORAGE_KEYS.trackingUuid). */
  uuid: string;
  /** App version (SPEC §9: 1.0.1). */
  v: string;
  /** Exhibition id. */
  eid: Id | string;
  /** Page id or path. */
  pid: string;
}

export interface PageViewLog {
  /** Route name (routes.ts) or page path. */
  page: string;
  /** Absent for guests. */
  userId?: Id | string;
  title?: string;
  referrer?: string;
}
