import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BusinessCard } from '../../contract';
import { serialize, transaction } from '../../db/kysely';
import { conflict, invalid, notFound } from '../../errors';
import { absUrl, ok, requireUser } from '../../http';
import { mapPage } from '../../lib/paging';
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
import type { DbExecutor } from '../../tables';
import * as cards from './cards-repository';
import type { CardListStatus, CardRow } from './cards-repository';

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
const LIST_STATUSES = ['exchanged', 'sent', 'received'] as const satisfies CardListStatus[];

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

export function publicFields(row: Pick<CardRow, 'card_public_fields'>): CardField[] {
  const chosen = new Set(row.card_public_fields.split(','));
  return CARD_FIELDS.filter((field) => chosen.has(field));
}

/** How the viewer stands with the owner of a card: who has asked whom. */
export async function cardStatus(
  db: DbExecutor,
  viewerId: number,
  ownerId: number,
): Promise<CardStatus> {
  if (viewerId === ownerId) return 'self';
  const askers = await cards.askers(db, viewerId, ownerId);
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
export async function cardFor(
  req: FastifyRequest,
  viewerId: number,
  ownerId: number,
): Promise<CardAnswer | undefined> {
  const { kysely } = req.server.ctx;
  const row = await cards.card(kysely, ownerId);
  return row ? cardAnswer(req, row, await cardStatus(kysely, viewerId, ownerId)) : undefined;
}

// ---------- routes ----------

export function registerCardRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock, config } = app.ctx;

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
      const other = await cards.card(kysely, otherId);
      if (!other) throw notFound();
      const max = config.limits.pendingCardRequestsPerAccount;
      const status = await transaction(kysely, async (trx) => {
        // The cap counts the visitor's own pending requests, to anyone.
        await serialize(trx, `exhibition:card-requests:${me}`);
        const before = await cardStatus(trx, me, otherId);
        if (before === 'none' && (await cards.pendingSent(trx, me)) >= max) {
          throw conflict('cardPendingLimit', { max });
        }
        await cards.consent(trx, me, otherId, clock.now());
        return cardStatus(trx, me, otherId);
      });
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
      await cards.withdraw(kysely, requireUser(req), req.query.userId);
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
      const page = await cards.page(kysely, me, req.query.status ?? 'exchanged', req.query);
      const statuses = new Map<number, CardStatus>();
      for (const row of page.list) statuses.set(row.id, await cardStatus(kysely, me, row.id));
      return ok(
        req,
        mapPage(page, (row) => cardAnswer(req, row, statuses.get(row.id) as CardStatus)),
      );
    },
  );

  const mine = async (req: FastifyRequest): Promise<Static<typeof MyCardSchema>> => {
    const row = await cards.card(kysely, requireUser(req));
    if (!row) throw notFound();
    return { ...cardAnswer(req, row, 'self'), publicFields: publicFields(row) };
  };
  api.get(
    '/crm/businessCards/mine',
    { config: { auth: 'required' }, schema: { response: envelope(MyCardSchema) } },
    async (req) => ok(req, await mine(req)),
  );
  api.put(
    '/crm/businessCards/mine',
    {
      config: { auth: 'required' },
      schema: { body: PublicFieldsBody, response: envelope(MyCardSchema) },
    },
    async (req) => {
      await cards.setPublicFields(kysely, requireUser(req), req.body.publicFields, clock.now());
      return ok(req, await mine(req), 'saved');
    },
  );
}
