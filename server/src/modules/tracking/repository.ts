import { transaction } from '../../db/kysely';
import type { DbExecutor } from '../../tables';

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

// The statements of tracking_logs: page views, batches of records, and the retention deletes
// (issue #30: async, on the app's Kysely or a caller's transaction).

export async function insertPageView(db: DbExecutor, view: PageView): Promise<void> {
  await db
    .insertInto('tracking_logs')
    .values({
      kind: 'pv',
      user_id: view.userId,
      path: view.page,
      title: view.title,
      referrer: view.referrer,
      created_at: view.now,
    })
    .execute();
}

/** A batch in one transaction. */
export function insertLogs(db: DbExecutor, records: TrackingRecord[], now: number): Promise<void> {
  return transaction(db, async (trx) => {
    for (const r of records) {
      await trx
        .insertInto('tracking_logs')
        .values({
          kind: 'log',
          os: r.os,
          at: r.at,
          uuid: r.uuid,
          v: r.v,
          eid: String(r.eid ?? ''),
          pid: r.pid,
          created_at: now,
        })
        .execute();
    }
  });
}

export async function deleteOlderThan(db: DbExecutor, epochMs: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('tracking_logs')
    .where('created_at', '<', epochMs)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Keeps the newest `keep` rows. */
export async function deleteBeyond(db: DbExecutor, keep: number): Promise<number> {
  // Rows are only ever deleted from the oldest end, so ids stay one run: the newest
  // `keep` rows are those above max(id) - keep (an index lookup, no count).
  const { numDeletedRows } = await db
    .deleteFrom('tracking_logs')
    .where(({ eb, selectFrom }) =>
      eb(
        'id',
        '<=',
        selectFrom('tracking_logs')
          .select(({ fn }) => eb(fn.max('id'), '-', keep).as('edge'))
          .$castTo<number>(),
      ),
    )
    .executeTakeFirst();
  return Number(numDeletedRows);
}
