import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventInfo, Paged } from '../../contract';
import type { Db } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, invalid, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { mapPage, pageOf, type PageArgs } from '../../lib/paging';
import {
  Type,
  agrees,
  bool,
  closed,
  enumOf,
  envelope,
  id,
  idList,
  idParams,
  int,
  isoDate,
  nothing,
  paged,
  pagedQuery,
  str,
  type Serves,
  type Static,
  type TSchema,
} from '../../lib/schema';
import { iso, parseIso } from '../../lib/time';
import { cardFor } from './cards';

export const AUDIT = { waiting: 0, approved: 1, rejected: 2 } as const;

/** People a request can be forwarded to (besides its two parties). */
export const MAX_PARTICIPANTS = 20;

// ---------- schemas ----------

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const EventSchema = Type.Object({
  id: Type.Integer(),
  scope: enumOf(['personal', 'company'] as const),
  kind: enumOf(['meeting', 'talk'] as const),
  creatorId: Type.Integer(),
  targetUserId: nullable(Type.Integer()),
  targetEnterpriseId: nullable(Type.Integer()),
  title: Type.String(),
  content: Type.String(),
  location: Type.String(),
  startAt: nullable(Type.String()),
  endAt: nullable(Type.String()),
  /** SPEC §4: 0 waiting, 1 approved, 2 rejected (with a remark). */
  auditStatus: Type.Integer(),
  remark: Type.String(),
  enable: Type.Boolean(),
  createdAt: Type.String(),
});
/** A person on a request, showing only what their card shows the viewer (issue #9). */
const ParticipantSchema = Type.Object({
  userId: Type.Integer(),
  showName: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  companyName: Type.String(),
  position: Type.String(),
  role: enumOf(['creator', 'target', 'participant'] as const),
});

/** A request names one person or one enterprise (checked in the handler: exactly one). */
const CreateBody = closed({
  targetUserId: Type.Optional(id()),
  enterpriseId: Type.Optional(id()),
  title: str(1, 100),
  content: Type.Optional(str(0, 1000)),
  location: Type.Optional(str(0, 200)),
  startAt: Type.Optional(isoDate()),
  endAt: Type.Optional(isoDate()),
});
const PersonalPageQuery = pagedQuery({
  auditStatus: Type.Optional(int(0, 2)),
  role: Type.Optional(enumOf(['sent', 'received'] as const)),
});
const CompanyPageQuery = pagedQuery({ auditStatus: Type.Optional(int(0, 2)) });
const EventIdQuery = closed({ id: id() });
const TransmitBody = closed({ id: id(), userId: id() });
const AuditQuery = closed({ id: id(), auditStatus: int(0, 9), remark: Type.Optional(str(0, 500)) });
const EnableQuery = closed({ id: id(), enable: bool() });

type EventAnswer = Static<typeof EventSchema>;
type Role = Static<typeof ParticipantSchema>['role'];

agrees<Serves<EventAnswer, EventInfo>>();

// ---------- SQL ----------

export interface EventRow {
  id: number;
  scope: 'personal' | 'company';
  kind: 'meeting' | 'talk';
  creator_id: number;
  target_user_id: number | null;
  target_enterprise_id: number | null;
  title: string;
  content: string;
  location: string;
  start_at: number | null;
  end_at: number | null;
  audit_status: number;
  remark: string;
  enable: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

interface NewEvent {
  kind: 'meeting' | 'talk';
  creatorId: number;
  targetUserId: number | null;
  enterpriseId: number | null;
  title: string;
  content: string;
  location: string;
  startAt: number | null;
  endAt: number | null;
}

/** Who a personal request is for: the visitor sent it, or it was sent or forwarded to them. */
const ROLE_WHERE = {
  sent: 'e.creator_id = @u',
  received:
    '(e.target_user_id = @u OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = @u))',
  any: '(e.creator_id = @u OR e.target_user_id = @u OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = @u))',
} as const;

/** The SQL of meeting and talk requests, personal and addressed to an enterprise. */
export function eventRepository(db: Db) {
  // Who may see a personal event: its creator, its invitee and anyone it was forwarded to.
  const visiblePersonal = db.prepare(
    `SELECT * FROM event_info e WHERE e.id = @id AND e.scope = 'personal' AND e.deleted_at IS NULL
       AND ${ROLE_WHERE.any}`,
  );
  const visibleCompany = db.prepare(
    "SELECT * FROM event_info WHERE id = ? AND scope = 'company' AND target_enterprise_id = ? AND deleted_at IS NULL",
  );
  const companyOf = db.prepare('SELECT company_id FROM users WHERE id = ?').pluck();
  const userExists = db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL');
  const enterpriseExists = db.prepare('SELECT 1 FROM enterprises WHERE id = ?');
  const waiting = db
    .prepare(
      'SELECT COUNT(*) FROM event_info WHERE creator_id = ? AND audit_status = 0 AND deleted_at IS NULL',
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO event_info (scope, kind, creator_id, target_user_id, target_enterprise_id, title,
       content, location, start_at, end_at, created_at, updated_at)
     VALUES (@scope, @kind, @creatorId, @targetUserId, @enterpriseId, @title, @content, @location,
       @startAt, @endAt, @now, @now)
     RETURNING *`,
  );
  const people = db.prepare(
    `SELECT x.user_id AS userId, x.role FROM (
       SELECT @creator AS user_id, 'creator' AS role, 0 AS o
       UNION ALL SELECT @target, 'target', 1 WHERE @target IS NOT NULL
       UNION ALL SELECT user_id, 'participant', 2 FROM event_participants WHERE event_id = @id
     ) x JOIN users u ON u.id = x.user_id ORDER BY x.o, u.id`,
  );
  const participantCount = db
    .prepare('SELECT COUNT(*) FROM event_participants WHERE event_id = ?')
    .pluck();
  const isParticipant = db.prepare(
    'SELECT 1 FROM event_participants WHERE event_id = ? AND user_id = ?',
  );
  const addParticipant = db.prepare(
    'INSERT OR IGNORE INTO event_participants (event_id, user_id, via_user_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const createdAmong = db
    .prepare(
      `SELECT COUNT(*) FROM event_info WHERE creator_id = ? AND scope = 'personal'
         AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const removeAmong = db.prepare(
    'UPDATE event_info SET deleted_at = ? WHERE id IN (SELECT value FROM json_each(?))',
  );
  const setAudit = db.prepare(
    'UPDATE event_info SET audit_status = ?, remark = ?, updated_at = ? WHERE id = ? RETURNING *',
  );
  const setEnable = db.prepare(
    'UPDATE event_info SET enable = ?, updated_at = ? WHERE id = ? RETURNING *',
  );

  return {
    visiblePersonal: (eventId: number, userId: number) =>
      visiblePersonal.get({ id: eventId, u: userId }) as EventRow | undefined,
    companyOf: (userId: number) => (companyOf.get(userId) as number | null | undefined) ?? null,
    visibleCompany: (eventId: number, companyId: number) =>
      visibleCompany.get(eventId, companyId) as EventRow | undefined,
    userExists: (userId: number) => userExists.get(userId) !== undefined,
    enterpriseExists: (enterpriseId: number) => enterpriseExists.get(enterpriseId) !== undefined,
    waitingOf: (userId: number) => waiting.get(userId) as number,
    insert: (event: NewEvent, now: number) =>
      insert.get({
        ...event,
        scope: event.targetUserId !== null ? 'personal' : 'company',
        now,
      }) as EventRow,
    people: (event: EventRow) =>
      people.all({
        creator: event.creator_id,
        target: event.target_user_id,
        id: event.id,
      }) as { userId: number; role: Role }[],
    participantCount: (eventId: number) => participantCount.get(eventId) as number,
    isParticipant: (eventId: number, userId: number) =>
      isParticipant.get(eventId, userId) !== undefined,
    addParticipant: (eventId: number, userId: number, viaUserId: number, now: number) => {
      addParticipant.run(eventId, userId, viaUserId, now);
    },
    createdAmong: (userId: number, ids: number[]) =>
      createdAmong.get(userId, JSON.stringify(ids)) as number,
    removeAmong: (ids: number[], now: number) => {
      removeAmong.run(now, JSON.stringify(ids));
    },
    setAudit: (eventId: number, status: number, remark: string, now: number) =>
      setAudit.get(status, remark, now, eventId) as EventRow,
    setEnable: (eventId: number, enable: boolean, now: number) =>
      setEnable.get(enable ? 1 : 0, now, eventId) as EventRow,
    /** The visitor's personal requests, newest first. */
    personalPage: (
      userId: number,
      role: keyof typeof ROLE_WHERE,
      status: number | null,
      page: PageArgs,
    ): Paged<EventRow> =>
      pageOf<EventRow>(
        db,
        {
          select: 'e.*',
          from: `FROM event_info e WHERE e.scope = 'personal' AND e.deleted_at IS NULL
            AND ${ROLE_WHERE[role]} AND (@status IS NULL OR e.audit_status = @status)`,
          orderBy: 'e.id DESC',
        },
        { u: userId, status },
        page,
      ),
    /** The requests addressed to an enterprise, newest first. */
    companyPage: (companyId: number, status: number | null, page: PageArgs): Paged<EventRow> =>
      pageOf<EventRow>(
        db,
        {
          select: '*',
          from: `FROM event_info WHERE scope = 'company' AND target_enterprise_id = @company
            AND deleted_at IS NULL AND (@status IS NULL OR audit_status = @status)`,
          orderBy: 'id DESC',
        },
        { company: companyId, status },
        page,
      ),
  };
}

function toEvent(row: EventRow): EventAnswer {
  return {
    id: row.id,
    scope: row.scope,
    kind: row.kind,
    creatorId: row.creator_id,
    targetUserId: row.target_user_id,
    targetEnterpriseId: row.target_enterprise_id,
    title: row.title,
    content: row.content,
    location: row.location,
    startAt: iso(row.start_at) ?? null,
    endAt: iso(row.end_at) ?? null,
    auditStatus: row.audit_status,
    remark: row.remark,
    enable: row.enable === 1,
    createdAt: iso(row.created_at) as string,
  };
}

// ---------- routes ----------

/** Personal events (meeting and talk requests between visitors and exhibitors) and company events. */
export function registerEventRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = app.ctx;
  const events = eventRepository(db);
  const visibleCompany = (eventId: number, userId: number) => {
    const company = events.companyOf(userId);
    return company === null ? undefined : events.visibleCompany(eventId, company);
  };

  const create =
    (kind: 'meeting' | 'talk') =>
    async (req: FastifyRequest<{ Body: Static<typeof CreateBody> }>) => {
      const userId = requireUser(req);
      const b = req.body;
      if (!b.targetUserId === !b.enterpriseId) {
        throw invalid('validation', { detail: 'body.targetUserId | body.enterpriseId' });
      }
      if (b.targetUserId) {
        if (b.targetUserId === userId) throw forbidden();
        if (!events.userExists(b.targetUserId)) throw notFound();
      } else if (!events.enterpriseExists(b.enterpriseId as number)) {
        throw notFound();
      }
      const startAt = b.startAt ? parseIso(b.startAt) : null;
      const endAt = b.endAt ? parseIso(b.endAt) : null;
      if (startAt !== null && endAt !== null && endAt < startAt) {
        throw invalid('validation', { detail: 'body.endAt < body.startAt' });
      }
      const max = config.limits.pendingMeetingsPerAccount;
      // Counted and written under one write lock: parallel requests cannot overshoot the cap.
      const row = db
        .transaction(() => {
          if (events.waitingOf(userId) >= max) throw conflict('meetingPendingLimit', { max });
          return events.insert(
            {
              kind,
              creatorId: userId,
              targetUserId: b.targetUserId ?? null,
              enterpriseId: b.enterpriseId ?? null,
              title: b.title,
              content: b.content ?? '',
              location: b.location ?? '',
              startAt,
              endAt,
            },
            clock.now(),
          );
        })
        .immediate();
      return ok(req, toEvent(row), 'created');
    };
  const createSchema = {
    config: { auth: 'required' as const },
    schema: { body: CreateBody, response: envelope(EventSchema) },
  };
  api.post('/acc/eventInfo/createMeeting', createSchema, create('meeting'));
  api.post('/acc/eventInfo/makeTalk', createSchema, create('talk'));

  api.get(
    '/acc/eventInfo/page',
    {
      config: { auth: 'required' },
      schema: { querystring: PersonalPageQuery, response: envelope(paged(EventSchema)) },
    },
    async (req) => {
      const q = req.query;
      const page = events.personalPage(requireUser(req), q.role ?? 'any', q.auditStatus ?? null, q);
      return ok(req, mapPage(page, toEvent));
    },
  );

  api.get(
    '/acc/eventInfo/getParticipate',
    {
      config: { auth: 'required' },
      schema: { querystring: EventIdQuery, response: envelope(Type.Array(ParticipantSchema)) },
    },
    async (req) => {
      const viewerId = requireUser(req);
      const event = events.visiblePersonal(req.query.id, viewerId);
      if (!event) throw notFound();
      // Being on one request together is no card exchange: each person shows what their card
      // shows this viewer (issue #9).
      const list = [];
      for (const p of events.people(event)) {
        const card = await cardFor(req, viewerId, p.userId);
        if (!card) continue;
        list.push({
          userId: p.userId,
          showName: card.showName,
          name: card.name,
          avatar: card.avatar,
          companyName: card.companyName,
          position: card.position,
          role: p.role,
        });
      }
      return ok(req, list);
    },
  );

  api.post(
    '/acc/eventInfo/transmit',
    {
      config: { auth: 'required' },
      schema: { body: TransmitBody, response: envelope(nothing()) },
    },
    async (req) => {
      const userId = requireUser(req);
      const event = events.visiblePersonal(req.body.id, userId);
      // Forwarding is for the two parties of the request, not for those it was forwarded to.
      if (!event || (event.creator_id !== userId && event.target_user_id !== userId)) {
        throw notFound();
      }
      if (!events.userExists(req.body.userId)) throw notFound();
      db.transaction(() => {
        const already = events.isParticipant(event.id, req.body.userId);
        if (!already && events.participantCount(event.id) >= MAX_PARTICIPANTS) {
          throw conflict('participantLimit', { max: MAX_PARTICIPANTS });
        }
        events.addParticipant(event.id, req.body.userId, userId, clock.now());
      }).immediate();
      return ok(req, null, 'operationOk');
    },
  );

  api.delete(
    '/acc/eventInfo',
    { config: { auth: 'required' }, schema: { body: idList(), response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      db.transaction(() => {
        // All or nothing, and another visitor's request looks exactly like a missing one.
        if (events.createdAmong(userId, ids) !== ids.length) throw notFound();
        events.removeAmong(ids, clock.now());
      }).immediate();
      return ok(req, null, 'deleted');
    },
  );

  const audit = (
    req: FastifyRequest,
    query: Static<typeof AuditQuery>,
    event: EventRow | undefined,
  ) => {
    if (!event) throw notFound();
    const { auditStatus } = query;
    const remark = (query.remark ?? '').trim();
    if (auditStatus !== AUDIT.approved && auditStatus !== AUDIT.rejected) {
      throw new ApiError(BodyCode.validation, 'auditStatusInvalid');
    }
    if (auditStatus === AUDIT.rejected && remark === '') {
      throw new ApiError(BodyCode.validation, 'auditRemarkRequired');
    }
    return ok(
      req,
      toEvent(events.setAudit(event.id, auditStatus, remark, clock.now())),
      'operationOk',
    );
  };
  const setEnable = (
    req: FastifyRequest,
    query: Static<typeof EnableQuery>,
    event: EventRow | undefined,
  ) => {
    if (!event) throw notFound();
    return ok(req, toEvent(events.setEnable(event.id, query.enable, clock.now())), 'operationOk');
  };
  const auditSchema = {
    config: { auth: 'required' as const },
    schema: { querystring: AuditQuery, response: envelope(EventSchema) },
  };
  const enableSchema = {
    config: { auth: 'required' as const },
    schema: { querystring: EnableQuery, response: envelope(EventSchema) },
  };
  const detailSchema = {
    config: { auth: 'required' as const },
    schema: { params: idParams, response: envelope(EventSchema) },
  };

  // The invitee decides on a request; its creator switches it on or off.
  api.put('/acc/eventInfo/updateAuditStatus', auditSchema, async (req) => {
    const userId = requireUser(req);
    const event = events.visiblePersonal(req.query.id, userId);
    return audit(req, req.query, event && event.target_user_id === userId ? event : undefined);
  });
  api.put('/acc/eventInfo/updateEnable', enableSchema, async (req) => {
    const userId = requireUser(req);
    const event = events.visiblePersonal(req.query.id, userId);
    return setEnable(req, req.query, event && event.creator_id === userId ? event : undefined);
  });
  api.get('/acc/eventInfo/:id', detailSchema, async (req) => {
    const event = events.visiblePersonal(req.params.id, requireUser(req));
    if (!event) throw notFound();
    return ok(req, toEvent(event));
  });

  // ---------- company events: requests addressed to the visitor's enterprise ----------

  api.get(
    '/acc/eventInfoCompany/page',
    {
      config: { auth: 'required' },
      schema: { querystring: CompanyPageQuery, response: envelope(paged(EventSchema)) },
    },
    async (req) => {
      const company = events.companyOf(requireUser(req));
      const q = req.query;
      if (company === null) {
        return ok(req, { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize });
      }
      return ok(req, mapPage(events.companyPage(company, q.auditStatus ?? null, q), toEvent));
    },
  );
  api.put('/acc/eventInfoCompany/updateAuditStatus', auditSchema, async (req) =>
    audit(req, req.query, visibleCompany(req.query.id, requireUser(req))),
  );
  api.put('/acc/eventInfoCompany/updateEnable', enableSchema, async (req) =>
    setEnable(req, req.query, visibleCompany(req.query.id, requireUser(req))),
  );
  api.get('/acc/eventInfoCompany/:id', detailSchema, async (req) => {
    const event = visibleCompany(req.params.id, requireUser(req));
    if (!event) throw notFound();
    return ok(req, toEvent(event));
  });
}
