import type { Db } from '../../db/database';

/** A record as the schema takes it (eid may be left out; the app's TrackingLog always has it). */
export interface TrackingRecord {
  os: string;
  at: number;
  uuid: string;
  v: string;
  eid?: number | string;
  pid: string;
}

export interface PageView {
  userId: number | null;
  page: string;
  title: string;
  referrer: string;
  now: number;
}

/** The SQL of tracking_logs: page views, batches of records, and the retention deletes. */
export function trackingRepository(db: Db) {
  const pageView = db.prepare(
    `INSERT INTO tracking_logs (kind, user_id, path, title, referrer, created_at)
     VALUES ('pv', @userId, @page, @title, @referrer, @now)`,
  );
  const log = db.prepare(
    `INSERT INTO tracking_logs (kind, os, at, uuid, v, eid, pid, created_at)
     VALUES ('log', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const logs = db.transaction((records: TrackingRecord[], now: number) => {
    for (const r of records) log.run(r.os, r.at, r.uuid, r.v, String(r.eid ?? ''), r.pid, now);
  });
  const olderThan = db.prepare('DELETE FROM tracking_logs WHERE created_at < ?');
  // Rows are only ever deleted from the oldest end, so ids stay one run: the newest
  // `keep` rows are those above max(id) - keep (an index lookup, no count).
  const beyond = db.prepare(
    'DELETE FROM tracking_logs WHERE id <= (SELECT MAX(id) FROM tracking_logs) - ?',
  );

  return {
    insertPageView: (view: PageView) => {
      pageView.run(view);
    },
    /** A batch in one transaction. */
    insertLogs: (records: TrackingRecord[], now: number) => {
      logs(records, now);
    },
    deleteOlderThan: (epochMs: number) => olderThan.run(epochMs).changes,
    /** Keeps the newest `keep` rows. */
    deleteBeyond: (keep: number) => beyond.run(keep).changes,
  };
}
