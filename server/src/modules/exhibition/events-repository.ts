import type { ExpressionBuilder } from 'kysely';
import type { Paged } from '../../contract';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import type { Database, DbExecutor } from '../../tables';
import type { EventInfoRow } from './tables';

// The statements of meeting and talk requests, personal and addressed to an enterprise (issue
// #30: async, on the app's Kysely or a caller's transaction).

export type EventRow = Static<typeof EventInfoRow>;

export interface NewEvent {
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

export type Role = 'creator' | 'target' | 'participant';

/** Whose personal requests: sent by the visitor, sent or forwarded to them, or either. */
export type EventRole = 'sent' | 'received' | 'any';

type EventExpressions = ExpressionBuilder<Database & { e: Database['event_info'] }, 'e'>;

/** Who a personal request is for: the visitor sent it, or it was sent or forwarded to them. */
function roleWhere(eb: EventExpressions, role: EventRole, userId: number) {
  const sent = eb('e.creator_id', '=', userId);
  const received = eb.or([
    eb('e.target_user_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('event_participants as p')
        .select('p.user_id')
        .whereRef('p.event_id', '=', 'e.id')
        .where('p.user_id', '=', userId),
    ),
  ]);
  if (role === 'sent') return sent;
  return role === 'received' ? received : eb.or([sent, received]);
}

/** A personal request its creator, its invitee or anyone it was forwarded to may see. */
export function visiblePersonal(
  db: DbExecutor,
  eventId: number,
  userId: number,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('event_info as e')
    .selectAll('e')
    .where('e.id', '=', eventId)
    .where('e.scope', '=', 'personal')
    .where('e.deleted_at', 'is', null)
    .where((eb) => roleWhere(eb, 'any', userId))
    .executeTakeFirst();
}

/** A request addressed to the enterprise `companyId`. */
export function visibleCompany(
  db: DbExecutor,
  eventId: number,
  companyId: number,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('event_info')
    .selectAll()
    .where('id', '=', eventId)
    .where('scope', '=', 'company')
    .where('target_enterprise_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The enterprise the visitor belongs to, or null. */
export async function companyOf(db: DbExecutor, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

export async function userExists(db: DbExecutor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function enterpriseExists(db: DbExecutor, enterpriseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enterprises')
    .select('id')
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The visitor's requests nobody has decided on yet. */
export async function waitingOf(db: DbExecutor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('event_info')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creator_id', '=', userId)
    .where('audit_status', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insert(db: DbExecutor, event: NewEvent, now: number): Promise<EventRow> {
  return db
    .insertInto('event_info')
    .values({
      scope: event.targetUserId !== null ? 'personal' : 'company',
      kind: event.kind,
      creator_id: event.creatorId,
      target_user_id: event.targetUserId,
      target_enterprise_id: event.enterpriseId,
      title: event.title,
      content: event.content,
      location: event.location,
      start_at: event.startAt,
      end_at: event.endAt,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The people on a request: its creator, its invitee, then those it was forwarded to. */
export async function people(
  db: DbExecutor,
  event: EventRow,
): Promise<{ userId: number; role: Role }[]> {
  const parties: { userId: number; role: Role }[] = [{ userId: event.creator_id, role: 'creator' }];
  if (event.target_user_id !== null) {
    parties.push({ userId: event.target_user_id, role: 'target' });
  }
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      parties.map((party) => party.userId),
    )
    .execute();
  const known = new Set(existing.map((row) => row.id));
  const forwarded = await db
    .selectFrom('event_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.user_id')
    .where('p.event_id', '=', event.id)
    .orderBy('u.id')
    .execute();
  return [
    ...parties.filter((party) => known.has(party.userId)),
    ...forwarded.map((row) => ({ userId: row.user_id, role: 'participant' as const })),
  ];
}

export async function participantCount(db: DbExecutor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isParticipant(
  db: DbExecutor,
  eventId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('event_participants')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addParticipant(
  db: DbExecutor,
  eventId: number,
  userId: number,
  viaUserId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('event_participants')
    .values({ event_id: eventId, user_id: userId, via_user_id: viaUserId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** How many of these ids are the visitor's own personal requests (not deleted). */
export async function createdAmong(db: DbExecutor, userId: number, ids: number[]): Promise<number> {
  const row = await db
    .selectFrom('event_info')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creator_id', '=', userId)
    .where('scope', '=', 'personal')
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeAmong(db: DbExecutor, ids: number[], now: number): Promise<void> {
  await db.updateTable('event_info').set({ deleted_at: now }).where('id', 'in', ids).execute();
}

export function setAudit(
  db: DbExecutor,
  eventId: number,
  status: number,
  remark: string,
  now: number,
): Promise<EventRow> {
  return db
    .updateTable('event_info')
    .set({ audit_status: status, remark, updated_at: now })
    .where('id', '=', eventId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setEnable(
  db: DbExecutor,
  eventId: number,
  enable: boolean,
  now: number,
): Promise<EventRow> {
  return db
    .updateTable('event_info')
    .set({ enable: enable ? 1 : 0, updated_at: now })
    .where('id', '=', eventId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The visitor's personal requests, newest first. */
export function personalPage(
  db: DbExecutor,
  userId: number,
  role: EventRole,
  status: number | null,
  page: PageArgs,
): Promise<Paged<EventRow>> {
  let base = db
    .selectFrom('event_info as e')
    .where('e.scope', '=', 'personal')
    .where('e.deleted_at', 'is', null)
    .where((eb) => roleWhere(eb, role, userId));
  if (status !== null) base = base.where('e.audit_status', '=', status);
  return pageOfQuery(base, (query) => query.selectAll('e').orderBy('e.id', 'desc'), page);
}

/** The requests addressed to an enterprise, newest first. */
export function companyPage(
  db: DbExecutor,
  companyId: number,
  status: number | null,
  page: PageArgs,
): Promise<Paged<EventRow>> {
  let base = db
    .selectFrom('event_info as e')
    .where('e.scope', '=', 'company')
    .where('e.target_enterprise_id', '=', companyId)
    .where('e.deleted_at', 'is', null);
  if (status !== null) base = base.where('e.audit_status', '=', status);
  return pageOfQuery(base, (query) => query.selectAll('e').orderBy('e.id', 'desc'), page);
}
