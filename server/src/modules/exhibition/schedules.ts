import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guest, Paged, Schedule } from '../../contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { mapPage, pageOf, type PageArgs } from '../../lib/paging';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  id,
  idParams,
  paged,
  pagedQuery,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
import { iso, macauDay } from '../../lib/time';

/** Sign-in opens this long before a session starts. */
export const SIGN_IN_OPENS_BEFORE_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 3600 * 1000;

// ---------- schemas ----------

const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameZht: Type.String(),
  nameEn: Type.String(),
  intro: Type.String(),
  introEn: Type.String(),
  location: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  applyStartAt: Type.String(),
  applyEndAt: Type.String(),
  capacity: Type.Integer(),
  applied: Type.Integer(),
  // The status labels of SPEC §4: not started / in progress / ended, and the registration state.
  status: enumOf(['notStarted', 'inProgress', 'ended'] as const),
  applyStatus: enumOf(['notStarted', 'open', 'full', 'ended'] as const),
  myApplyStatus: enumOf(['none', 'applied', 'signedIn'] as const),
});
const GuestSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  avatar: Type.String(),
  intro: Type.String(),
});
const ScheduleDetailSchema = Type.Object({
  ...ScheduleSchema.properties,
  guests: Type.Array(GuestSchema),
});
const GuestPageQuery = pagedQuery({ scheduleId: Type.Optional(id()) });
const LinkedGuestPageQuery = pagedQuery({ scheduleId: id() });
const LinkedSchedulePageQuery = pagedQuery({ guestId: id() });
const DayQuery = closed({
  date: Type.Optional(str(10, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
const ScheduleBody = closed({ scheduleId: id() });

type ScheduleAnswer = Static<typeof ScheduleSchema>;
type GuestAnswer = Static<typeof GuestSchema>;

agrees<Serves<ScheduleAnswer, Schedule>>();
agrees<Serves<Static<typeof ScheduleDetailSchema>, Schedule>>();
agrees<Serves<GuestAnswer, Guest>>();

// ---------- SQL ----------

export interface ScheduleRow {
  id: number;
  name_zht: string;
  name_en: string;
  intro_zht: string;
  intro_en: string;
  location: string;
  start_at: number;
  end_at: number;
  apply_start_at: number;
  apply_end_at: number;
  capacity: number;
  sort: number;
}

export interface GuestRow {
  id: number;
  name_zht: string;
  name_en: string;
  title_zht: string;
  title_en: string;
  avatar: string;
  intro_zht: string;
  sort: number;
}

interface ApplyRow {
  created_at: number;
  signed_at: number | null;
}

/** The SQL of sessions, their guests and the visitors' registrations. */
export function scheduleRepository(db: Db) {
  const schedule = db.prepare('SELECT * FROM schedules WHERE id = ?');
  const all = db.prepare('SELECT * FROM schedules ORDER BY start_at, id');
  const guestsOf = db.prepare(
    `SELECT g.* FROM guests g JOIN schedule_guests sg ON sg.guest_id = g.id
     WHERE sg.schedule_id = ? ORDER BY g.sort, g.id`,
  );
  const applied = db.prepare('SELECT COUNT(*) FROM schedule_applies WHERE schedule_id = ?').pluck();
  const apply = db.prepare(
    'SELECT created_at, signed_at FROM schedule_applies WHERE schedule_id = ? AND user_id = ?',
  );
  const insertApply = db.prepare(
    'INSERT INTO schedule_applies (schedule_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const signIn = db.prepare(
    'UPDATE schedule_applies SET signed_at = COALESCE(signed_at, ?) WHERE schedule_id = ? AND user_id = ?',
  );

  return {
    schedule: (scheduleId: number) => schedule.get(scheduleId) as ScheduleRow | undefined,
    all: () => all.all() as ScheduleRow[],
    guestsOf: (scheduleId: number) => guestsOf.all(scheduleId) as GuestRow[],
    applied: (scheduleId: number) => applied.get(scheduleId) as number,
    apply: (scheduleId: number, userId: number) =>
      apply.get(scheduleId, userId) as ApplyRow | undefined,
    insertApply: (scheduleId: number, userId: number, now: number) => {
      insertApply.run(scheduleId, userId, now);
    },
    signIn: (scheduleId: number, userId: number, now: number) => {
      signIn.run(now, scheduleId, userId);
    },
    /** Guests, of one session or of all. */
    guestPage: (scheduleId: number | null, page: PageArgs): Paged<GuestRow> =>
      pageOf<GuestRow>(
        db,
        {
          select: 'g.*',
          from: `FROM guests g WHERE @scheduleId IS NULL OR EXISTS (SELECT 1 FROM schedule_guests sg
            WHERE sg.guest_id = g.id AND sg.schedule_id = @scheduleId)`,
          orderBy: 'g.sort, g.id',
        },
        { scheduleId },
        page,
      ),
    /** The sessions a guest speaks at. */
    schedulePageOfGuest: (guestId: number, page: PageArgs): Paged<ScheduleRow> =>
      pageOf<ScheduleRow>(
        db,
        {
          select: 's.*',
          from: `FROM schedules s WHERE EXISTS (SELECT 1 FROM schedule_guests sg
            WHERE sg.schedule_id = s.id AND sg.guest_id = @guestId)`,
          orderBy: 's.start_at, s.id',
        },
        { guestId },
        page,
      ),
    /** The sessions a visitor registered for that start in [from, to). */
    appliedPage: (userId: number, from: number, to: number, page: PageArgs): Paged<ScheduleRow> =>
      pageOf<ScheduleRow>(
        db,
        {
          select: 's.*',
          from: `FROM schedules s JOIN schedule_applies a ON a.schedule_id = s.id
            WHERE a.user_id = @userId AND s.start_at >= @from AND s.start_at < @to`,
          orderBy: 's.start_at, s.id',
        },
        { userId, from, to },
        page,
      ),
  };
}

// ---------- routes ----------

export function registerScheduleRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = app.ctx;
  const schedules = scheduleRepository(db);
  const ROOT = '/acc/scheduleManagement';

  const toSchedule = (req: FastifyRequest, r: ScheduleRow): ScheduleAnswer => {
    const now = clock.now();
    const count = schedules.applied(r.id);
    const mine = req.userId !== null ? schedules.apply(r.id, req.userId) : undefined;
    return {
      id: r.id,
      name: r.name_zht,
      nameZht: r.name_zht,
      nameEn: r.name_en || r.name_zht,
      intro: r.intro_zht,
      introEn: r.intro_en || r.intro_zht,
      location: r.location,
      startAt: iso(r.start_at) as string,
      endAt: iso(r.end_at) as string,
      applyStartAt: iso(r.apply_start_at) as string,
      applyEndAt: iso(r.apply_end_at) as string,
      capacity: r.capacity,
      applied: count,
      status: now < r.start_at ? 'notStarted' : now < r.end_at ? 'inProgress' : 'ended',
      applyStatus:
        now < r.apply_start_at
          ? 'notStarted'
          : now >= r.apply_end_at
            ? 'ended'
            : r.capacity > 0 && count >= r.capacity
              ? 'full'
              : 'open',
      myApplyStatus: mine ? (mine.signed_at ? 'signedIn' : 'applied') : 'none',
    };
  };

  const toGuest = (req: FastifyRequest, r: GuestRow): GuestAnswer => ({
    id: r.id,
    name: r.name_zht,
    nameEn: r.name_en || r.name_zht,
    title: r.title_zht,
    titleEn: r.title_en || r.title_zht,
    avatar: absUrl(req, r.avatar),
    intro: r.intro_zht,
  });

  api.get(
    `${ROOT}/publicDetail/:id`,
    {
      config: { auth: 'optional' },
      schema: { params: idParams, response: envelope(ScheduleDetailSchema) },
    },
    async (req) => {
      const row = schedules.schedule(req.params.id);
      if (!row) throw notFound();
      const guests = schedules.guestsOf(row.id).map((g) => toGuest(req, g));
      return ok(req, { ...toSchedule(req, row), guests });
    },
  );

  api.get(
    `${ROOT}/public/guestPage`,
    { schema: { querystring: GuestPageQuery, response: envelope(paged(GuestSchema)) } },
    async (req) =>
      ok(
        req,
        mapPage(schedules.guestPage(req.query.scheduleId ?? null, req.query), (g) =>
          toGuest(req, g),
        ),
      ),
  );
  api.get(
    `${ROOT}/linkGuestPage`,
    {
      config: { auth: 'optional' },
      schema: { querystring: LinkedGuestPageQuery, response: envelope(paged(GuestSchema)) },
    },
    async (req) =>
      ok(
        req,
        mapPage(schedules.guestPage(req.query.scheduleId, req.query), (g) => toGuest(req, g)),
      ),
  );

  api.get(
    `${ROOT}/public/linkPage`,
    {
      config: { auth: 'optional' },
      schema: { querystring: LinkedSchedulePageQuery, response: envelope(paged(ScheduleSchema)) },
    },
    async (req) =>
      ok(
        req,
        mapPage(schedules.schedulePageOfGuest(req.query.guestId, req.query), (r) =>
          toSchedule(req, r),
        ),
      ),
  );

  api.get(
    `${ROOT}/public`,
    {
      config: { auth: 'optional' },
      schema: { querystring: DayQuery, response: envelope(Type.Array(ScheduleSchema)) },
    },
    async (req) => {
      const day = req.query.date;
      const rows = schedules.all();
      const list = day ? rows.filter((r) => macauDay(r.start_at) === day) : rows;
      return ok(
        req,
        list.map((r) => toSchedule(req, r)),
      );
    },
  );

  api.post(
    `${ROOT}/saveApply`,
    {
      config: { auth: 'required' },
      schema: { body: ScheduleBody, response: envelope(ScheduleSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const row = db
        .transaction(() => {
          const s = schedules.schedule(req.body.scheduleId);
          if (!s) throw notFound();
          if (schedules.apply(s.id, userId)) return s;
          if (now < s.apply_start_at) throw conflict('applyNotStarted');
          if (now >= s.apply_end_at) throw conflict('applyEnded');
          if (s.capacity > 0 && schedules.applied(s.id) >= s.capacity) {
            throw conflict('applyFull');
          }
          schedules.insertApply(s.id, userId, now);
          return s;
        })
        .immediate();
      return ok(req, toSchedule(req, row), 'operationOk');
    },
  );

  api.post(
    `${ROOT}/saveSign`,
    {
      config: { auth: 'required' },
      schema: { body: ScheduleBody, response: envelope(ScheduleSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const s = schedules.schedule(req.body.scheduleId);
      if (!s) throw notFound();
      if (!schedules.apply(s.id, userId)) throw conflict('notApplied');
      if (now < s.start_at - SIGN_IN_OPENS_BEFORE_MS || now >= s.end_at) {
        throw conflict('signInClosed');
      }
      schedules.signIn(s.id, userId, now);
      return ok(req, toSchedule(req, s), 'operationOk');
    },
  );

  // The visitor's sessions of the current Macau week (Monday to Sunday).
  api.get(
    '/acc/weeklyActivity/mine',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(ScheduleSchema)) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const today = new Date(`${macauDay(now)}T00:00:00+08:00`).getTime();
      const weekday = (new Date(today + 8 * 3600 * 1000).getUTCDay() + 6) % 7;
      const weekStart = today - weekday * DAY_MS;
      const page = schedules.appliedPage(userId, weekStart, weekStart + 7 * DAY_MS, req.query);
      return ok(
        req,
        mapPage(page, (r) => toSchedule(req, r)),
      );
    },
  );
}
