import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventInfo } from '../../contract';
import { serialize, transaction } from '../../db/kysely';
import { ApiError, BodyCode, conflict, forbidden, invalid, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { mapPage } from '../../lib/paging';
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
import * as events from './events-repository';
import type { EventRow } from './events-repository';

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
type ParticipantAnswer = Static<typeof ParticipantSchema>;

agrees<Serves<EventAnswer, EventInfo>>();

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
  const { kysely, clock, config } = app.ctx;
  const visibleCompany = async (eventId: number, userId: number) => {
    const company = await events.companyOf(kysely, userId);
    return company === null ? undefined : events.visibleCompany(kysely, eventId, company);
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
        if (!(await events.userExists(kysely, b.targetUserId))) throw notFound();
      } else if (!(await events.enterpriseExists(kysely, b.enterpriseId as number))) {
        throw notFound();
      }
      const startAt = b.startAt ? parseIso(b.startAt) : null;
      const endAt = b.endAt ? parseIso(b.endAt) : null;
      if (startAt !== null && endAt !== null && endAt < startAt) {
        throw invalid('validation', { detail: 'body.endAt < body.startAt' });
      }
      const max = config.limits.pendingMeetingsPerAccount;
      // Counted and written under one lock of the visitor's: parallel requests cannot overshoot
      // the cap.
      const row = await transaction(kysely, async (trx) => {
        await serialize(trx, `exhibition:meetings:${userId}`);
        if ((await events.waitingOf(trx, userId)) >= max) {
          throw conflict('meetingPendingLimit', { max });
        }
        return events.insert(
          trx,
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
      });
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
      const userId = requireUser(req);
      const page = await events.personalPage(
        kysely,
        userId,
        q.role ?? 'any',
        q.auditStatus ?? null,
        q,
      );
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
      const event = await events.visiblePersonal(kysely, req.query.id, viewerId);
      if (!event) throw notFound();
      // Being on one request together is no card exchange: each person shows what their card
      // shows this viewer (issue #9).
      const list: ParticipantAnswer[] = [];
      for (const p of await events.people(kysely, event)) {
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
      const event = await events.visiblePersonal(kysely, req.body.id, userId);
      // Forwarding is for the two parties of the request, not for those it was forwarded to.
      if (!event || (event.creator_id !== userId && event.target_user_id !== userId)) {
        throw notFound();
      }
      if (!(await events.userExists(kysely, req.body.userId))) throw notFound();
      await transaction(kysely, async (trx) => {
        // The cap counts the request's participants, whoever forwards it.
        await serialize(trx, `exhibition:event-participants:${event.id}`);
        const already = await events.isParticipant(trx, event.id, req.body.userId);
        if (!already && (await events.participantCount(trx, event.id)) >= MAX_PARTICIPANTS) {
          throw conflict('participantLimit', { max: MAX_PARTICIPANTS });
        }
        await events.addParticipant(trx, event.id, req.body.userId, userId, clock.now());
      });
      return ok(req, null, 'operationOk');
    },
  );

  api.delete(
    '/acc/eventInfo',
    { config: { auth: 'required' }, schema: { body: idList(), response: envelope(nothing()) } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      await transaction(kysely, async (trx) => {
        // All or nothing, and another visitor's request looks exactly like a missing one.
        if ((await events.createdAmong(trx, userId, ids)) !== ids.length) throw notFound();
        await events.removeAmong(trx, ids, clock.now());
      });
      return ok(req, null, 'deleted');
    },
  );

  const audit = async (
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
      toEvent(await events.setAudit(kysely, event.id, auditStatus, remark, clock.now())),
      'operationOk',
    );
  };
  const setEnable = async (
    req: FastifyRequest,
    query: Static<typeof EnableQuery>,
    event: EventRow | undefined,
  ) => {
    if (!event) throw notFound();
    const row = await events.setEnable(kysely, event.id, query.enable, clock.now());
    return ok(req, toEvent(row), 'operationOk');
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
    const event = await events.visiblePersonal(kysely, req.query.id, userId);
    return audit(req, req.query, event && event.target_user_id === userId ? event : undefined);
  });
  api.put('/acc/eventInfo/updateEnable', enableSchema, async (req) => {
    const userId = requireUser(req);
    const event = await events.visiblePersonal(kysely, req.query.id, userId);
    return setEnable(req, req.query, event && event.creator_id === userId ? event : undefined);
  });
  api.get('/acc/eventInfo/:id', detailSchema, async (req) => {
    const event = await events.visiblePersonal(kysely, req.params.id, requireUser(req));
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
      const company = await events.companyOf(kysely, requireUser(req));
      const q = req.query;
      if (company === null) {
        return ok(req, { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize });
      }
      const page = await events.companyPage(kysely, company, q.auditStatus ?? null, q);
      return ok(req, mapPage(page, toEvent));
    },
  );
  api.put('/acc/eventInfoCompany/updateAuditStatus', auditSchema, async (req) =>
    audit(req, req.query, await visibleCompany(req.query.id, requireUser(req))),
  );
  api.put('/acc/eventInfoCompany/updateEnable', enableSchema, async (req) =>
    setEnable(req, req.query, await visibleCompany(req.query.id, requireUser(req))),
  );
  api.get('/acc/eventInfoCompany/:id', detailSchema, async (req) => {
    const event = await visibleCompany(req.params.id, requireUser(req));
    if (!event) throw notFound();
    return ok(req, toEvent(event));
  });
}
