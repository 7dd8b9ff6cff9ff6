import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventInfo } from '../../contract';
import type { Db } from '../../db/database';
import { ApiError, BodyCode, conflict, forbidden, invalid, notFound } from '../../errors';
import { ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import {
  bool,
  enumOf,
  id,
  idList,
  idParams,
  int,
  isoDate,
  object,
  pageQuery,
  str,
} from '../../lib/schema';
import { iso, parseIso } from '../../lib/time';
import { cardFor } from './cards';

type Row = Record<string, unknown>;

interface EventRow extends Row {
  id: number;
  scope: 'personal' | 'company';
  kind: string;
  creator_id: number;
  target_user_id: number | null;
  target_enterprise_id: number | null;
  audit_status: number;
  remark: string;
  enable: number;
}

export const AUDIT = { waiting: 0, approved: 1, rejected: 2 } as const;

/** People a request can be forwarded to (besides its two parties). */
export const MAX_PARTICIPANTS = 20;

function companyOf(db: Db, userId: number): number | null {
  return (
    (db.prepare('SELECT company_id FROM users WHERE id = ?').pluck().get(userId) as
      number | null) ?? null
  );
}

function toEvent(row: EventRow): EventInfo {
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
    startAt: iso(row.start_at as number | null) ?? null,
    endAt: iso(row.end_at as number | null) ?? null,
    auditStatus: row.audit_status,
    remark: row.remark,
    enable: row.enable === 1,
    createdAt: iso(row.created_at as number),
  };
}

const createBody = object(
  {
    targetUserId: id(),
    enterpriseId: id(),
    title: str(1, 100),
    content: str(0, 1000),
    location: str(0, 200),
    startAt: isoDate(),
    endAt: isoDate(),
  },
  ['title'],
);

interface CreateBody {
  targetUserId?: number;
  enterpriseId?: number;
  title: string;
  content?: string;
  location?: string;
  startAt?: string;
  endAt?: string;
}

interface AuditQuery {
  id: number;
  auditStatus: number;
  remark?: string;
}

/** Personal events (meeting and talk requests between visitors and exhibitors) and company events. */
export function registerEventRoutes(app: FastifyInstance): void {
  const { db, clock, config } = app.ctx;

  // Who may see a personal event: its creator, its invitee and anyone it was forwarded to.
  const visiblePersonal = (eventId: number, userId: number) =>
    db
      .prepare(
        `SELECT * FROM event_info e WHERE e.id = ? AND e.scope = 'personal' AND e.deleted_at IS NULL
           AND (e.creator_id = @u OR e.target_user_id = @u
                OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = @u))`,
      )
      .get(eventId, { u: userId }) as EventRow | undefined;
  const visibleCompany = (eventId: number, userId: number) => {
    const company = companyOf(db, userId);
    if (company === null) return undefined;
    return db
      .prepare(
        "SELECT * FROM event_info WHERE id = ? AND scope = 'company' AND target_enterprise_id = ? AND deleted_at IS NULL",
      )
      .get(eventId, company) as EventRow | undefined;
  };

  const create =
    (kind: 'meeting' | 'talk') => async (req: FastifyRequest<{ Body: CreateBody }>) => {
      const userId = requireUser(req);
      const b = req.body;
      if (!b.targetUserId === !b.enterpriseId) {
        throw invalid('validation', { detail: 'body.targetUserId | body.enterpriseId' });
      }
      if (b.targetUserId) {
        if (b.targetUserId === userId) throw forbidden();
        const exists = db
          .prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL')
          .get(b.targetUserId);
        if (!exists) throw notFound();
      } else if (!db.prepare('SELECT 1 FROM enterprises WHERE id = ?').get(b.enterpriseId)) {
        throw notFound();
      }
      const startAt = b.startAt ? parseIso(b.startAt) : null;
      const endAt = b.endAt ? parseIso(b.endAt) : null;
      if (startAt !== null && endAt !== null && endAt < startAt) {
        throw invalid('validation', { detail: 'body.endAt < body.startAt' });
      }
      const now = clock.now();
      const max = config.limits.pendingMeetingsPerAccount;
      // Counted and written under one write lock: parallel requests cannot overshoot the cap.
      const row = db
        .transaction(() => {
          const waiting = db
            .prepare(
              'SELECT COUNT(*) FROM event_info WHERE creator_id = ? AND audit_status = 0 AND deleted_at IS NULL',
            )
            .pluck()
            .get(userId) as number;
          if (waiting >= max) throw conflict('meetingPendingLimit', { max });
          return db
            .prepare(
              `INSERT INTO event_info (scope, kind, creator_id, target_user_id, target_enterprise_id, title, content,
               location, start_at, end_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
            )
            .get(
              b.targetUserId ? 'personal' : 'company',
              kind,
              userId,
              b.targetUserId ?? null,
              b.enterpriseId ?? null,
              b.title,
              b.content ?? '',
              b.location ?? '',
              startAt,
              endAt,
              now,
              now,
            ) as EventRow;
        })
        .immediate();
      return ok(req, toEvent(row), 'created');
    };
  app.post(
    '/acc/eventInfo/createMeeting',
    { config: { auth: 'required' }, schema: { body: createBody } },
    create('meeting'),
  );
  app.post(
    '/acc/eventInfo/makeTalk',
    { config: { auth: 'required' }, schema: { body: createBody } },
    create('talk'),
  );

  const listQuery = pageQuery({ auditStatus: int(0, 2), role: enumOf(['sent', 'received']) });

  app.get<{ Querystring: PageArgs & { auditStatus?: number; role?: 'sent' | 'received' } }>(
    '/acc/eventInfo/page',
    { config: { auth: 'required' }, schema: { querystring: listQuery } },
    async (req) => {
      const userId = requireUser(req);
      const q = req.query;
      const mine =
        q.role === 'sent'
          ? 'e.creator_id = @u'
          : q.role === 'received'
            ? '(e.target_user_id = @u OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = @u))'
            : '(e.creator_id = @u OR e.target_user_id = @u OR EXISTS (SELECT 1 FROM event_participants p WHERE p.event_id = e.id AND p.user_id = @u))';
      const where = `e.scope = 'personal' AND e.deleted_at IS NULL AND ${mine} AND (@status IS NULL OR e.audit_status = @status)`;
      const params = { u: userId, status: q.auditStatus ?? null, ...pageWindow(q) };
      const total = db
        .prepare(`SELECT COUNT(*) FROM event_info e WHERE ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT * FROM event_info e WHERE ${where} ORDER BY e.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as EventRow[];
      return ok(req, paged(rows.map(toEvent), total, q.pageNo, q.pageSize));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/acc/eventInfo/getParticipate',
    { config: { auth: 'required' }, schema: { querystring: object({ id: id() }, ['id']) } },
    async (req) => {
      const viewerId = requireUser(req);
      const event = visiblePersonal(req.query.id, viewerId);
      if (!event) throw notFound();
      const people = db
        .prepare(
          `SELECT x.user_id AS userId, x.role FROM (
             SELECT @creator AS user_id, 'creator' AS role, 0 AS o
             UNION ALL SELECT @target, 'target', 1 WHERE @target IS NOT NULL
             UNION ALL SELECT user_id, 'participant', 2 FROM event_participants WHERE event_id = @id
           ) x JOIN users u ON u.id = x.user_id ORDER BY x.o, u.id`,
        )
        .all({ creator: event.creator_id, target: event.target_user_id, id: event.id }) as {
        userId: number;
        role: string;
      }[];
      // Being on one request together is no card exchange: each person shows what their card
      // shows this viewer (issue #9).
      const list = people.flatMap((p) => {
        const card = cardFor(req, viewerId, p.userId);
        if (!card) return [];
        return [
          {
            userId: p.userId,
            showName: card.showName,
            name: card.name,
            avatar: card.avatar,
            companyName: card.companyName,
            position: card.position,
            role: p.role,
          },
        ];
      });
      return ok(req, list);
    },
  );

  app.post<{ Body: { id: number; userId: number } }>(
    '/acc/eventInfo/transmit',
    {
      config: { auth: 'required' },
      schema: { body: object({ id: id(), userId: id() }, ['id', 'userId']) },
    },
    async (req) => {
      const userId = requireUser(req);
      const event = visiblePersonal(req.body.id, userId);
      // Forwarding is for the two parties of the request, not for those it was forwarded to.
      if (!event || (event.creator_id !== userId && event.target_user_id !== userId))
        throw notFound();
      const other = db
        .prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL')
        .get(req.body.userId);
      if (!other) throw notFound();
      db.transaction(() => {
        const count = db
          .prepare('SELECT COUNT(*) FROM event_participants WHERE event_id = ?')
          .pluck()
          .get(event.id) as number;
        const already = db
          .prepare('SELECT 1 FROM event_participants WHERE event_id = ? AND user_id = ?')
          .get(event.id, req.body.userId);
        if (!already && count >= MAX_PARTICIPANTS) {
          throw conflict('participantLimit', { max: MAX_PARTICIPANTS });
        }
        db.prepare(
          'INSERT OR IGNORE INTO event_participants (event_id, user_id, via_user_id, created_at) VALUES (?, ?, ?, ?)',
        ).run(event.id, req.body.userId, userId, clock.now());
      }).immediate();
      return ok(req, null, 'operationOk');
    },
  );

  app.delete<{ Body: number[] }>(
    '/acc/eventInfo',
    { config: { auth: 'required' }, schema: { body: idList() } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      const marks = ids.map(() => '?').join(',');
      db.transaction(() => {
        const mine = db
          .prepare(
            `SELECT COUNT(*) FROM event_info WHERE creator_id = ? AND scope = 'personal' AND deleted_at IS NULL AND id IN (${marks})`,
          )
          .pluck()
          .get(userId, ...ids) as number;
        if (mine !== ids.length) throw notFound();
        db.prepare(`UPDATE event_info SET deleted_at = ? WHERE id IN (${marks})`).run(
          clock.now(),
          ...ids,
        );
      }).immediate();
      return ok(req, null, 'deleted');
    },
  );

  const auditQuery = object({ id: id(), auditStatus: int(0, 9), remark: str(0, 500) }, [
    'id',
    'auditStatus',
  ]);
  const enableQuery = object({ id: id(), enable: bool() }, ['id', 'enable']);

  const audit = (req: FastifyRequest<{ Querystring: AuditQuery }>, event: EventRow | undefined) => {
    if (!event) throw notFound();
    const { auditStatus } = req.query;
    const remark = (req.query.remark ?? '').trim();
    if (auditStatus !== AUDIT.approved && auditStatus !== AUDIT.rejected) {
      throw new ApiError(BodyCode.validation, 'auditStatusInvalid');
    }
    if (auditStatus === AUDIT.rejected && remark === '') {
      throw new ApiError(BodyCode.validation, 'auditRemarkRequired');
    }
    const row = db
      .prepare(
        'UPDATE event_info SET audit_status = ?, remark = ?, updated_at = ? WHERE id = ? RETURNING *',
      )
      .get(auditStatus, remark, clock.now(), event.id) as EventRow;
    return ok(req, toEvent(row), 'operationOk');
  };
  const setEnable = (
    req: FastifyRequest<{ Querystring: { id: number; enable: boolean } }>,
    event: EventRow | undefined,
  ) => {
    if (!event) throw notFound();
    const row = db
      .prepare('UPDATE event_info SET enable = ?, updated_at = ? WHERE id = ? RETURNING *')
      .get(req.query.enable ? 1 : 0, clock.now(), event.id) as EventRow;
    return ok(req, toEvent(row), 'operationOk');
  };

  // The invitee decides on a request; its creator switches it on or off.
  app.put<{ Querystring: AuditQuery }>(
    '/acc/eventInfo/updateAuditStatus',
    { config: { auth: 'required' }, schema: { querystring: auditQuery } },
    async (req) => {
      const userId = requireUser(req);
      const event = visiblePersonal(req.query.id, userId);
      return audit(req, event && event.target_user_id === userId ? event : undefined);
    },
  );
  app.put<{ Querystring: { id: number; enable: boolean } }>(
    '/acc/eventInfo/updateEnable',
    { config: { auth: 'required' }, schema: { querystring: enableQuery } },
    async (req) => {
      const userId = requireUser(req);
      const event = visiblePersonal(req.query.id, userId);
      return setEnable(req, event && event.creator_id === userId ? event : undefined);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/acc/eventInfo/:id',
    { config: { auth: 'required' }, schema: { params: idParams } },
    async (req) => {
      const event = visiblePersonal(req.params.id, requireUser(req));
      if (!event) throw notFound();
      return ok(req, toEvent(event));
    },
  );

  // ---------- company events: requests addressed to the visitor's enterprise ----------

  app.get<{ Querystring: PageArgs & { auditStatus?: number } }>(
    '/acc/eventInfoCompany/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pageQuery({ auditStatus: int(0, 2) }) },
    },
    async (req) => {
      const company = companyOf(db, requireUser(req));
      const q = req.query;
      if (company === null) return ok(req, paged([], 0, q.pageNo, q.pageSize));
      const where =
        "scope = 'company' AND target_enterprise_id = @company AND deleted_at IS NULL AND (@status IS NULL OR audit_status = @status)";
      const params = { company, status: q.auditStatus ?? null, ...pageWindow(q) };
      const total = db
        .prepare(`SELECT COUNT(*) FROM event_info WHERE ${where}`)
        .pluck()
        .get(params) as number;
      const rows = db
        .prepare(
          `SELECT * FROM event_info WHERE ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as EventRow[];
      return ok(req, paged(rows.map(toEvent), total, q.pageNo, q.pageSize));
    },
  );
  app.put<{ Querystring: AuditQuery }>(
    '/acc/eventInfoCompany/updateAuditStatus',
    { config: { auth: 'required' }, schema: { querystring: auditQuery } },
    async (req) => audit(req, visibleCompany(req.query.id, requireUser(req))),
  );
  app.put<{ Querystring: { id: number; enable: boolean } }>(
    '/acc/eventInfoCompany/updateEnable',
    { config: { auth: 'required' }, schema: { querystring: enableQuery } },
    async (req) => setEnable(req, visibleCompany(req.query.id, requireUser(req))),
  );
  app.get<{ Params: { id: number } }>(
    '/acc/eventInfoCompany/:id',
    { config: { auth: 'required' }, schema: { params: idParams } },
    async (req) => {
      const event = visibleCompany(req.params.id, requireUser(req));
      if (!event) throw notFound();
      return ok(req, toEvent(event));
    },
  );
}
