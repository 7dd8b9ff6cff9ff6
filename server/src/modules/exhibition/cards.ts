import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BusinessCard, Paged } from '../../contract';
import type { Db } from '../../db/database';
import { conflict, invalid, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { mapPage, pageOf, type PageArgs } from '../../lib/paging';
import {
  Type,
  agrees,
  closed,
  enumOf,
  envelope,
  id,
  nothing,
  paged,
  pagedQuery,
  type Serves,
  type Static,
} from '../../lib/schema';

/**
 * The card exchange of an exhibition (issue #9): a visitor's card shows the username and avatar to
 * everyone, and the fields the owner made public; the rest (name, company, position, e-mail,
 * phone) only to the people both sides agreed to swap cards with. Asking for someone's card is
 * that side's consent; the other side agrees by asking back. Nothing is public by default.
 */
export const CARD_FIELDS = ['name', 'companyName', 'position', 'email', 'phone'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** none: no request either way; sent: the viewer asked; received: the owner asked the viewer. */
export const CARD_STATUSES = ['self', 'none', 'sent', 'received', 'exchanged'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The lists of the card page: cards swapped, asked for, and asked of the visitor. */
const LIST_STATUSES = ['exchanged', 'sent', 'received'] as const;
type ListStatus = (typeof LIST_STATUSES)[number];

// ---------- schemas ----------

const CardSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  showName: Type.String(),
  avatar: Type.String(),
  name: Type.String(),
  companyName: Type.String(),
  position: Type.String(),
  email: Type.String(),
  areaCode: Type.String(),
  phone: Type.String(),
  status: enumOf(CARD_STATUSES),
  /** The private fields this answer reveals; the others are ''. */
  shared: Type.Array(enumOf(CARD_FIELDS)),
});
const MyCardSchema = Type.Object({
  ...CardSchema.properties,
  /** The fields the owner shows to everyone. */
  publicFields: Type.Array(enumOf(CARD_FIELDS)),
});
const UserQuery = closed({ userId: id() });
const CardPageQuery = pagedQuery({ status: Type.Optional(enumOf(LIST_STATUSES)) });
const PublicFieldsBody = closed({
  publicFields: Type.Array(enumOf(CARD_FIELDS), {
    uniqueItems: true,
    maxItems: CARD_FIELDS.length,
  }),
});

export type CardAnswer = Static<typeof CardSchema>;

agrees<Serves<CardAnswer, BusinessCard>>();
agrees<Serves<Static<typeof MyCardSchema>, BusinessCard>>();

// ---------- SQL ----------

export interface CardRow {
  id: number;
  show_name: string;
  name: string;
  avatar: string;
  company_name: string;
  position: string;
  email: string;
  area_code: string;
  phone: string;
  card_public_fields: string;
}

const CARD_COLUMNS =
  'u.id, u.show_name, u.name, u.avatar, u.company_name, u.position, u.email, u.area_code, u.phone, u.card_public_fields';

const LIST_WHERE: Record<ListStatus, string> = {
  exchanged: `EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)
    AND EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)`,
  sent: `EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)`,
  received: `EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)
    AND NOT EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)`,
};

/** The SQL of cards and of the consents between two people. */
export function cardRepository(db: Db) {
  const card = db.prepare(
    `SELECT ${CARD_COLUMNS} FROM users u WHERE u.id = ? AND u.deleted_at IS NULL`,
  );
  const consents = db
    .prepare(
      `SELECT user_id FROM card_consents
       WHERE (user_id = @viewer AND other_user_id = @owner) OR (user_id = @owner AND other_user_id = @viewer)`,
    )
    .pluck();
  const pendingSent = db
    .prepare(
      `SELECT COUNT(*) FROM card_consents a WHERE a.user_id = ?
         AND NOT EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = a.other_user_id AND b.other_user_id = a.user_id)`,
    )
    .pluck();
  const consent = db.prepare(
    'INSERT OR IGNORE INTO card_consents (user_id, other_user_id, created_at) VALUES (?, ?, ?)',
  );
  const withdraw = db.prepare(
    `DELETE FROM card_consents WHERE (user_id = @me AND other_user_id = @other)
       OR (user_id = @other AND other_user_id = @me)`,
  );
  const setPublic = db.prepare(
    'UPDATE users SET card_public_fields = ?, updated_at = ? WHERE id = ?',
  );

  return {
    card: (userId: number) => card.get(userId) as CardRow | undefined,
    /** Who of the two has asked the other: the ids of the askers. */
    askers: (viewerId: number, ownerId: number) =>
      consents.all({ viewer: viewerId, owner: ownerId }) as number[],
    pendingSent: (userId: number) => pendingSent.get(userId) as number,
    consent: (userId: number, otherId: number, now: number) => {
      consent.run(userId, otherId, now);
    },
    withdraw: (me: number, other: number) => {
      withdraw.run({ me, other });
    },
    setPublicFields: (userId: number, fields: readonly CardField[], now: number) => {
      setPublic.run(fields.join(','), now, userId);
    },
    page: (me: number, status: ListStatus, page: PageArgs): Paged<CardRow> =>
      pageOf<CardRow>(
        db,
        {
          select: CARD_COLUMNS,
          from: `FROM users u WHERE u.deleted_at IS NULL AND ${LIST_WHERE[status]}`,
          orderBy: 'u.id',
        },
        { me },
        page,
      ),
  };
}

type CardRepository = ReturnType<typeof cardRepository>;
const repositories = new WeakMap<Db, CardRepository>();

/** One repository per database, so its statements are prepared once. */
function cardsOf(db: Db): CardRepository {
  let repository = repositories.get(db);
  if (!repository) {
    repository = cardRepository(db);
    repositories.set(db, repository);
  }
  return repository;
}

export function publicFields(row: Pick<CardRow, 'card_public_fields'>): CardField[] {
  const chosen = new Set(row.card_public_fields.split(','));
  return CARD_FIELDS.filter((field) => chosen.has(field));
}

export function findCardRow(db: Db, userId: number): CardRow | undefined {
  return cardsOf(db).card(userId);
}

/** How the viewer stands with the owner of a card: who has asked whom. */
export function cardStatus(db: Db, viewerId: number, ownerId: number): CardStatus {
  if (viewerId === ownerId) return 'self';
  const askers = cardsOf(db).askers(viewerId, ownerId);
  const sent = askers.includes(viewerId);
  const received = askers.includes(ownerId);
  if (sent && received) return 'exchanged';
  if (sent) return 'sent';
  return received ? 'received' : 'none';
}

/** The card as the viewer may see it: everything once exchanged, else the public fields only. */
export function cardAnswer(req: FastifyRequest, row: CardRow, status: CardStatus): CardAnswer {
  const shared = status === 'self' || status === 'exchanged' ? [...CARD_FIELDS] : publicFields(row);
  const show = (field: CardField, value: string) => (shared.includes(field) ? value : '');
  return {
    id: row.id,
    userId: row.id,
    // A username opens the public phone lookup (issue #22): only to someone the owner swapped
    // cards with, or asked.
    showName: status === 'none' || status === 'sent' ? '' : row.show_name,
    avatar: absUrl(req, row.avatar),
    name: show('name', row.name),
    companyName: show('companyName', row.company_name),
    position: show('position', row.position),
    email: show('email', row.email),
    areaCode: show('phone', row.area_code),
    phone: show('phone', row.phone),
    status,
    shared,
  };
}

/** The card of `ownerId` as `viewerId` may see it (for lists of people such as participants). */
export function cardFor(
  req: FastifyRequest,
  viewerId: number,
  ownerId: number,
): CardAnswer | undefined {
  const { db } = req.server.ctx;
  const row = findCardRow(db, ownerId);
  return row ? cardAnswer(req, row, cardStatus(db, viewerId, ownerId)) : undefined;
}

// ---------- routes ----------

export function registerCardRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = app.ctx;
  const cards = cardsOf(db);

  // SPEC §7 GET changeCard: asks the other person for a card swap, or agrees to theirs.
  api.get(
    '/crm/businessCards/changeCard',
    {
      config: { auth: 'required' },
      schema: { querystring: UserQuery, response: envelope(CardSchema) },
    },
    async (req) => {
      const me = requireUser(req);
      const otherId = req.query.userId;
      if (otherId === me) throw invalid('cardSelf');
      const other = cards.card(otherId);
      if (!other) throw notFound();
      const max = config.limits.pendingCardRequestsPerAccount;
      const status = db
        .transaction(() => {
          const before = cardStatus(db, me, otherId);
          if (before === 'none' && cards.pendingSent(me) >= max) {
            throw conflict('cardPendingLimit', { max });
          }
          cards.consent(me, otherId, clock.now());
          return cardStatus(db, me, otherId);
        })
        .immediate();
      return ok(
        req,
        cardAnswer(req, other, status),
        status === 'exchanged' ? 'cardExchanged' : 'cardRequested',
      );
    },
  );

  // Withdraws a request, declines one, or ends an exchange: both sides' consent goes.
  api.delete(
    '/crm/businessCards/changeCard',
    {
      config: { auth: 'required' },
      schema: { querystring: UserQuery, response: envelope(nothing()) },
    },
    async (req) => {
      cards.withdraw(requireUser(req), req.query.userId);
      return ok(req, null, 'operationOk');
    },
  );

  api.get(
    '/crm/businessCards/page',
    {
      config: { auth: 'required' },
      schema: { querystring: CardPageQuery, response: envelope(paged(CardSchema)) },
    },
    async (req) => {
      const me = requireUser(req);
      const page = cards.page(me, req.query.status ?? 'exchanged', req.query);
      return ok(
        req,
        mapPage(page, (row) => cardAnswer(req, row, cardStatus(db, me, row.id))),
      );
    },
  );

  const mine = (req: FastifyRequest): Static<typeof MyCardSchema> => {
    const row = cards.card(requireUser(req));
    if (!row) throw notFound();
    return { ...cardAnswer(req, row, 'self'), publicFields: publicFields(row) };
  };
  api.get(
    '/crm/businessCards/mine',
    { config: { auth: 'required' }, schema: { response: envelope(MyCardSchema) } },
    async (req) => ok(req, mine(req)),
  );
  api.put(
    '/crm/businessCards/mine',
    {
      config: { auth: 'required' },
      schema: { body: PublicFieldsBody, response: envelope(MyCardSchema) },
    },
    async (req) => {
      cards.setPublicFields(requireUser(req), req.body.publicFields, clock.now());
      return ok(req, mine(req), 'saved');
    },
  );
}
