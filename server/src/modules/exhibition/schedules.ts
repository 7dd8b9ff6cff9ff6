import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guest, Schedule } from '../../contract';
import { conflict, notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { id, idParams, object, pageQuery, str } from '../../lib/schema';
import { iso, macauDay } from '../../lib/time';

type Row = Record<string, unknown>;

/** Sign-in opens this long before a session starts. */
export const SIGN_IN_OPENS_BEFORE_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 3600 * 1000;

export function registerScheduleRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const ROOT = '/acc/scheduleManagement';

  const applied = db.prepare('SELECT COUNT(*) FROM schedule_applies WHERE schedule_id = ?').pluck();
  const myApply = db.prepare(
    'SELECT created_at, signed_at FROM schedule_applies WHERE schedule_id = ? AND user_id = ?',
  );

  const toSchedule = (req: FastifyRequest, r: Row): Schedule => {
    const now = clock.now();
    const count = applied.get(r.id) as number;
    const capacity = r.capacity as number;
    const mine =
      req.userId !== null ? (myApply.get(r.id, req.userId) as Row | undefined) : undefined;
    return {
      id: r.id as number,
      name: String(r.name_zht),
      nameZht: String(r.name_zht),
      nameEn: String(r.name_en || r.name_zht),
      intro: String(r.intro_zht),
      introEn: String(r.intro_en || r.intro_zht),
      location: String(r.location),
      startAt: iso(r.start_at as number),
      endAt: iso(r.end_at as number),
      applyStartAt: iso(r.apply_start_at as number),
      applyEndAt: iso(r.apply_end_at as number),
      capacity,
      applied: count,
      // The status labels of SPEC §4: not started / in progress / ended, and the registration state.
      status:
        now < (r.start_at as number)
          ? 'notStarted'
          : now < (r.end_at as number)
            ? 'inProgress'
            : 'ended',
      applyStatus:
        now < (r.apply_start_at as number)
          ? 'notStarted'
          : now >= (r.apply_end_at as number)
            ? 'ended'
            : capacity > 0 && count >= capacity
              ? 'full'
              : 'open',
      myApplyStatus: mine ? (mine.signed_at ? 'signedIn' : 'applied') : 'none',
    };
  };

  const toGuest = (req: FastifyRequest, r: Row): Guest => ({
    id: r.id as number,
    name: String(r.name_zht),
    nameEn: String(r.name_en || r.name_zht),
    title: String(r.title_zht),
    titleEn: String(r.title_en || r.title_zht),
    avatar: absUrl(req, String(r.avatar)),
    intro: String(r.intro_zht),
  });

  app.get<{ Params: { id: number } }>(
    `${ROOT}/publicDetail/:id`,
    { config: { auth: 'optional' }, schema: { params: idParams } },
    async (req) => {
      const row = db.prepare('SELECT * FROM schedules WHERE id = ?').get(req.params.id) as
        Row | undefined;
      if (!row) throw notFound();
      const guests = db
        .prepare(
          'SELECT g.* FROM guests g JOIN schedule_guests sg ON sg.guest_id = g.id WHERE sg.schedule_id = ? ORDER BY g.sort, g.id',
        )
        .all(row.id) as Row[];
      return ok(req, { ...toSchedule(req, row), guests: guests.map((g) => toGuest(req, g)) });
    },
  );

  const guestPage = async (
    req: FastifyRequest<{ Querystring: PageArgs & { scheduleId?: number } }>,
  ) => {
    const q = req.query;
    const where = q.scheduleId
      ? 'WHERE EXISTS (SELECT 1 FROM schedule_guests sg WHERE sg.guest_id = g.id AND sg.schedule_id = @scheduleId)'
      : '';
    const params = { scheduleId: q.scheduleId ?? null, ...pageWindow(q) };
    const total = db
      .prepare(`SELECT COUNT(*) FROM guests g ${where}`)
      .pluck()
      .get(params) as number;
    const rows = db
      .prepare(
        `SELECT g.* FROM guests g ${where} ORDER BY g.sort, g.id LIMIT @limit OFFSET @offset`,
      )
      .all(params) as Row[];
    return ok(
      req,
      paged(
        rows.map((r) => toGuest(req, r)),
        total,
        q.pageNo,
        q.pageSize,
      ),
    );
  };
  app.get(
    `${ROOT}/public/guestPage`,
    { schema: { querystring: pageQuery({ scheduleId: id() }) } },
    guestPage,
  );
  app.get(
    `${ROOT}/linkGuestPage`,
    {
      config: { auth: 'optional' },
      schema: { querystring: pageQuery({ scheduleId: id() }, ['scheduleId']) },
    },
    guestPage,
  );

  app.get<{ Querystring: PageArgs & { guestId: number } }>(
    `${ROOT}/public/linkPage`,
    {
      config: { auth: 'optional' },
      schema: { querystring: pageQuery({ guestId: id() }, ['guestId']) },
    },
    async (req) => {
      const q = req.query;
      const where =
        'WHERE EXISTS (SELECT 1 FROM schedule_guests sg WHERE sg.schedule_id = s.id AND sg.guest_id = @guestId)';
      const params = { guestId: q.guestId, ...pageWindow(q) };
      const total = db
        .prepare(`SELECT COUNT(*) FROM schedules s ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT s.* FROM schedules s ${where} ORDER BY s.start_at, s.id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as Row[];
      return ok(
        req,
        paged(
          rows.map((r) => toSchedule(req, r)),
          total,
          q.pageNo,
          q.pageSize,
        ),
      );
    },
  );

  app.get<{ Querystring: { date?: string } }>(
    `${ROOT}/public`,
    {
      config: { auth: 'optional' },
      schema: { querystring: object({ date: str(10, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }) },
    },
    async (req) => {
      const rows = db.prepare('SELECT * FROM schedules ORDER BY start_at, id').all() as Row[];
      const day = req.query.date;
      const list = day ? rows.filter((r) => macauDay(r.start_at as number) === day) : rows;
      return ok(
        req,
        list.map((r) => toSchedule(req, r)),
      );
    },
  );

  app.post<{ Body: { scheduleId: number } }>(
    `${ROOT}/saveApply`,
    {
      config: { auth: 'required' },
      schema: { body: object({ scheduleId: id() }, ['scheduleId']) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      db.transaction(() => {
        const s = db.prepare('SELECT * FROM schedules WHERE id = ?').get(req.body.scheduleId) as
          Row | undefined;
        if (!s) throw notFound();
        if (myApply.get(s.id, userId)) return;
        if (now < (s.apply_start_at as number)) throw conflict('applyNotStarted');
        if (now >= (s.apply_end_at as number)) throw conflict('applyEnded');
        const capacity = s.capacity as number;
        if (capacity > 0 && (applied.get(s.id) as number) >= capacity) throw conflict('applyFull');
        db.prepare(
          'INSERT INTO schedule_applies (schedule_id, user_id, created_at) VALUES (?, ?, ?)',
        ).run(s.id, userId, now);
      }).immediate();
      const row = db
        .prepare('SELECT * FROM schedules WHERE id = ?')
        .get(req.body.scheduleId) as Row;
      return ok(req, toSchedule(req, row), 'operationOk');
    },
  );

  app.post<{ Body: { scheduleId: number } }>(
    `${ROOT}/saveSign`,
    {
      config: { auth: 'required' },
      schema: { body: object({ scheduleId: id() }, ['scheduleId']) },
    },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const s = db.prepare('SELECT * FROM schedules WHERE id = ?').get(req.body.scheduleId) as
        Row | undefined;
      if (!s) throw notFound();
      if (!myApply.get(s.id, userId)) throw conflict('notApplied');
      if (now < (s.start_at as number) - SIGN_IN_OPENS_BEFORE_MS || now >= (s.end_at as number)) {
        throw conflict('signInClosed');
      }
      db.prepare(
        'UPDATE schedule_applies SET signed_at = COALESCE(signed_at, ?) WHERE schedule_id = ? AND user_id = ?',
      ).run(now, s.id, userId);
      return ok(req, toSchedule(req, s), 'operationOk');
    },
  );

  // The visitor's sessions of the current Macau week (Monday to Sunday).
  app.get<{ Querystring: PageArgs }>(
    '/acc/weeklyActivity/mine',
    { config: { auth: 'required' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const userId = requireUser(req);
      const now = clock.now();
      const today = new Date(`${macauDay(now)}T00:00:00+08:00`).getTime();
      const weekday = (new Date(today + 8 * 3600 * 1000).getUTCDay() + 6) % 7;
      const weekStart = today - weekday * DAY_MS;
      const params = {
        userId,
        from: weekStart,
        to: weekStart + 7 * DAY_MS,
        ...pageWindow(req.query),
      };
      const from = `FROM schedules s JOIN schedule_applies a ON a.schedule_id = s.id
        WHERE a.user_id = @userId AND s.start_at >= @from AND s.start_at < @to`;
      const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(params) as number;
      const rows = db
        .prepare(`SELECT s.* ${from} ORDER BY s.start_at, s.id LIMIT @limit OFFSET @offset`)
        .all(params) as Row[];
      return ok(
        req,
        paged(
          rows.map((r) => toSchedule(req, r)),
          total,
          req.query.pageNo,
          req.query.pageSize,
        ),
      );
    },
  );
}
