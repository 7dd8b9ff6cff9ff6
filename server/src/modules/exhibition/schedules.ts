import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guest, Paged, Schedule } from '../../contract';
import { serialize, transaction } from '../../db/kysely';
import { conflict, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { mapPage } from '../../lib/paging';
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
import * as schedules from './schedules-repository';
import type { GuestRow, ScheduleRow } from './schedules-repository';

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

// ---------- routes ----------

export function registerScheduleRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  const ROOT = '/acc/scheduleManagement';

  const toSchedule = async (req: FastifyRequest, r: ScheduleRow): Promise<ScheduleAnswer> => {
    const now = clock.now();
    const count = await schedules.applied(kysely, r.id);
    const mine = req.userId !== null ? await schedules.apply(kysely, r.id, req.userId) : undefined;
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

  /** Each session in turn: its registrations are counted per session. */
  const toSchedules = async (req: FastifyRequest, rows: ScheduleRow[]) => {
    const answers: ScheduleAnswer[] = [];
    for (const row of rows) answers.push(await toSchedule(req, row));
    return answers;
  };
  const toSchedulePage = async (
    req: FastifyRequest,
    page: Paged<ScheduleRow>,
  ): Promise<Paged<ScheduleAnswer>> => ({ ...page, list: await toSchedules(req, page.list) });

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
      const row = await schedules.schedule(kysely, req.params.id);
      if (!row) throw notFound();
      const guests = (await schedules.guestsOf(kysely, row.id)).map((g) => toGuest(req, g));
      return ok(req, { ...(await toSchedule(req, row)), guests });
    },
  );

  api.get(
    `${ROOT}/public/guestPage`,
    { schema: { querystring: GuestPageQuery, response: envelope(paged(GuestSchema)) } },
    async (req) =>
      ok(
        req,
        mapPage(await schedules.guestPage(kysely, req.query.scheduleId ?? null, req.query), (g) =>
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
        mapPage(await schedules.guestPage(kysely, req.query.scheduleId, req.query), (g) =>
          toGuest(req, g),
        ),
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
        await toSchedulePage(
          req,
          await schedules.schedulePageOfGuest(kysely, req.query.guestId, req.query),
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
      const rows = await schedules.all(kysely);
      const list = day ? rows.filter((r) => macauDay(r.start_at) === day) : rows;
      return ok(req, await toSchedules(req, list));
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
      const row = await transaction(kysely, async (trx) => {
        // The capacity counts every visitor's application to this schedule.
        await serialize(trx, `exhibition:schedule-applications:${req.body.scheduleId}`);
        const s = await schedules.schedule(trx, req.body.scheduleId);
        if (!s) throw notFound();
        if (await schedules.apply(trx, s.id, userId)) return s;
        if (now < s.apply_start_at) throw conflict('applyNotStarted');
        if (now >= s.apply_end_at) throw conflict('applyEnded');
        if (s.capacity > 0 && (await schedules.applied(trx, s.id)) >= s.capacity) {
          throw conflict('applyFull');
        }
        await schedules.insertApply(trx, s.id, userId, now);
        return s;
      });
      return ok(req, await toSchedule(req, row), 'operationOk');
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
      const s = await schedules.schedule(kysely, req.body.scheduleId);
      if (!s) throw notFound();
      if (!(await schedules.apply(kysely, s.id, userId))) throw conflict('notApplied');
      if (now < s.start_at - SIGN_IN_OPENS_BEFORE_MS || now >= s.end_at) {
        throw conflict('signInClosed');
      }
      await schedules.signIn(kysely, s.id, userId, now);
      return ok(req, await toSchedule(req, s), 'operationOk');
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
      const week = { from: weekStart, to: weekStart + 7 * DAY_MS };
      const page = await schedules.appliedPage(kysely, userId, week.from, week.to, req.query);
      return ok(req, await toSchedulePage(req, page));
    },
  );
}
