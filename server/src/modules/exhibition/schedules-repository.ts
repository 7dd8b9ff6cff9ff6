import type { Paged } from '../../contract';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import type { DbExecutor } from '../../tables';
import type { GuestTableRow, ScheduleTableRow } from './tables';

// The statements of sessions, their guests and the visitors' registrations (issue #30: async, on
// the app's Kysely or a caller's transaction).

export type ScheduleRow = Static<typeof ScheduleTableRow>;
export type GuestRow = Static<typeof GuestTableRow>;

export interface ApplyRow {
  created_at: number;
  signed_at: number | null;
}

export function schedule(db: DbExecutor, scheduleId: number): Promise<ScheduleRow | undefined> {
  return db.selectFrom('schedules').selectAll().where('id', '=', scheduleId).executeTakeFirst();
}

export function all(db: DbExecutor): Promise<ScheduleRow[]> {
  return db.selectFrom('schedules').selectAll().orderBy('start_at').orderBy('id').execute();
}

export function guestsOf(db: DbExecutor, scheduleId: number): Promise<GuestRow[]> {
  return db
    .selectFrom('guests as g')
    .innerJoin('schedule_guests as sg', 'sg.guest_id', 'g.id')
    .selectAll('g')
    .where('sg.schedule_id', '=', scheduleId)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

/** How many visitors registered for a session. */
export async function applied(db: DbExecutor, scheduleId: number): Promise<number> {
  const row = await db
    .selectFrom('schedule_applies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function apply(
  db: DbExecutor,
  scheduleId: number,
  userId: number,
): Promise<ApplyRow | undefined> {
  return db
    .selectFrom('schedule_applies')
    .select(['created_at', 'signed_at'])
    .where('schedule_id', '=', scheduleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertApply(
  db: DbExecutor,
  scheduleId: number,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('schedule_applies')
    .values({ schedule_id: scheduleId, user_id: userId, created_at: now })
    .execute();
}

/** Signs the visitor in at a session; the first sign-in's time stays. */
export async function signIn(
  db: DbExecutor,
  scheduleId: number,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('schedule_applies')
    .set((eb) => ({ signed_at: eb.fn.coalesce('signed_at', eb.val(now)) }))
    .where('schedule_id', '=', scheduleId)
    .where('user_id', '=', userId)
    .execute();
}

/** Guests, of one session or of all. */
export function guestPage(
  db: DbExecutor,
  scheduleId: number | null,
  page: PageArgs,
): Promise<Paged<GuestRow>> {
  let base = db.selectFrom('guests as g');
  if (scheduleId !== null) {
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('schedule_guests as sg')
          .select('sg.guest_id')
          .whereRef('sg.guest_id', '=', 'g.id')
          .where('sg.schedule_id', '=', scheduleId),
      ),
    );
  }
  return pageOfQuery(base, (query) => query.selectAll('g').orderBy('g.sort').orderBy('g.id'), page);
}

/** The sessions a guest speaks at. */
export function schedulePageOfGuest(
  db: DbExecutor,
  guestId: number,
  page: PageArgs,
): Promise<Paged<ScheduleRow>> {
  const base = db
    .selectFrom('schedules as s')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('schedule_guests as sg')
          .select('sg.guest_id')
          .whereRef('sg.schedule_id', '=', 's.id')
          .where('sg.guest_id', '=', guestId),
      ),
    );
  return pageOfQuery(
    base,
    (query) => query.selectAll('s').orderBy('s.start_at').orderBy('s.id'),
    page,
  );
}

/** The sessions a visitor registered for that start in [from, to). */
export function appliedPage(
  db: DbExecutor,
  userId: number,
  from: number,
  to: number,
  page: PageArgs,
): Promise<Paged<ScheduleRow>> {
  const base = db
    .selectFrom('schedules as s')
    .innerJoin('schedule_applies as a', 'a.schedule_id', 's.id')
    .where('a.user_id', '=', userId)
    .where('s.start_at', '>=', from)
    .where('s.start_at', '<', to);
  return pageOfQuery(
    base,
    (query) => query.selectAll('s').orderBy('s.start_at').orderBy('s.id'),
    page,
  );
}
