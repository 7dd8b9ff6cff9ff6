import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { conflict, invalid, notFound } from '../../errors';
import { absUrl, ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import { enumOf, id, object, pageQuery } from '../../lib/schema';

/**
 * The card exchange of an exhibition (issue #9): a visitor's card shows the username and avatar to
 * everyone, and the fields the owner made public; the rest (name, company, position, e-mail,
 * phone) only to the people both sides agreed to swap cards with. Asking for someone's card is
 * that side's consent; the other side agrees by asking back. Nothing is public by default.
 */
export const CARD_FIELDS = ['name', 'companyName', 'position', 'email', 'phone'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** none: no request either way; sent: the viewer asked; received: the owner asked the viewer. */
export type CardStatus = 'self' | 'none' | 'sent' | 'received' | 'exchanged';

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

export interface CardAnswer {
  id: number;
  userId: number;
  showName: string;
  avatar: string;
  name: string;
  companyName: string;
  position: string;
  email: string;
  areaCode: string;
  phone: string;
  status: CardStatus;
  /** The private fields this answer reveals; the others are ''. */
  shared: CardField[];
}

const CARD_COLUMNS =
  'u.id, u.show_name, u.name, u.avatar, u.company_name, u.position, u.email, u.area_code, u.phone, u.card_public_fields';

export function publicFields(row: Pick<CardRow, 'card_public_fields'>): CardField[] {
  const chosen = new Set(row.card_public_fields.split(','));
  return CARD_FIELDS.filter((field) => chosen.has(field));
}

export function findCardRow(db: Db, userId: number): CardRow | undefined {
  return db
    .prepare(`SELECT ${CARD_COLUMNS} FROM users u WHERE u.id = ? AND u.deleted_at IS NULL`)
    .get(userId) as CardRow | undefined;
}

/** How the viewer stands with the owner of a card: who has asked whom. */
export function cardStatus(db: Db, viewerId: number, ownerId: number): CardStatus {
  if (viewerId === ownerId) return 'self';
  const consents = db
    .prepare(
      `SELECT user_id FROM card_consents
       WHERE (user_id = @viewer AND other_user_id = @owner) OR (user_id = @owner AND other_user_id = @viewer)`,
    )
    .pluck()
    .all({ viewer: viewerId, owner: ownerId }) as number[];
  const sent = consents.includes(viewerId);
  const received = consents.includes(ownerId);
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
    showName: row.show_name,
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

const LIST_WHERE: Record<'exchanged' | 'sent' | 'received', string> = {
  exchanged: `EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)
    AND EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)`,
  sent: `EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)`,
  received: `EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = u.id AND b.other_user_id = @me)
    AND NOT EXISTS (SELECT 1 FROM card_consents a WHERE a.user_id = @me AND a.other_user_id = u.id)`,
};

export function registerCardRoutes(app: FastifyInstance): void {
  const { db, clock, config } = app.ctx;
  const userQuery = object({ userId: id() }, ['userId']);

  const pendingSent = db
    .prepare(
      `SELECT COUNT(*) FROM card_consents a WHERE a.user_id = ?
         AND NOT EXISTS (SELECT 1 FROM card_consents b WHERE b.user_id = a.other_user_id AND b.other_user_id = a.user_id)`,
    )
    .pluck();

  // SPEC §7 GET changeCard: asks the other person for a card swap, or agrees to theirs.
  app.get<{ Querystring: { userId: number } }>(
    '/crm/businessCards/changeCard',
    { config: { auth: 'required' }, schema: { querystring: userQuery } },
    async (req) => {
      const me = requireUser(req);
      const otherId = req.query.userId;
      if (otherId === me) throw invalid('cardSelf');
      const other = findCardRow(db, otherId);
      if (!other) throw notFound();
      const max = config.limits.pendingCardRequestsPerAccount;
      const status = db
        .transaction(() => {
          const before = cardStatus(db, me, otherId);
          if (before === 'none' && (pendingSent.get(me) as number) >= max) {
            throw conflict('cardPendingLimit', { max });
          }
          db.prepare(
            'INSERT OR IGNORE INTO card_consents (user_id, other_user_id, created_at) VALUES (?, ?, ?)',
          ).run(me, otherId, clock.now());
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
  app.delete<{ Querystring: { userId: number } }>(
    '/crm/businessCards/changeCard',
    { config: { auth: 'required' }, schema: { querystring: userQuery } },
    async (req) => {
      const me = requireUser(req);
      db.prepare(
        `DELETE FROM card_consents WHERE (user_id = @me AND other_user_id = @other)
           OR (user_id = @other AND other_user_id = @me)`,
      ).run({ me, other: req.query.userId });
      return ok(req, null, 'operationOk');
    },
  );

  app.get<{ Querystring: PageArgs & { status: 'exchanged' | 'sent' | 'received' } }>(
    '/crm/businessCards/page',
    {
      config: { auth: 'required' },
      schema: {
        querystring: pageQuery({
          status: { ...enumOf(['exchanged', 'sent', 'received']), default: 'exchanged' },
        }),
      },
    },
    async (req) => {
      const me = requireUser(req);
      const q = req.query;
      const where = `u.deleted_at IS NULL AND ${LIST_WHERE[q.status]}`;
      const total = db
        .prepare(`SELECT COUNT(*) FROM users u WHERE ${where}`)
        .pluck()
        .get({ me }) as number;
      const rows = db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM users u WHERE ${where} ORDER BY u.id LIMIT @limit OFFSET @offset`,
        )
        .all({ me, ...pageWindow(q) }) as CardRow[];
      const list = rows.map((row) => cardAnswer(req, row, cardStatus(db, me, row.id)));
      return ok(req, paged(list, total, q.pageNo, q.pageSize));
    },
  );

  const mine = (req: FastifyRequest) => {
    const me = requireUser(req);
    const row = findCardRow(db, me);
    if (!row) throw notFound();
    return { ...cardAnswer(req, row, 'self'), publicFields: publicFields(row) };
  };
  app.get('/crm/businessCards/mine', { config: { auth: 'required' } }, async (req) =>
    ok(req, mine(req)),
  );
  app.put<{ Body: { publicFields: CardField[] } }>(
    '/crm/businessCards/mine',
    {
      config: { auth: 'required' },
      schema: {
        body: object(
          {
            publicFields: {
              type: 'array',
              items: enumOf(CARD_FIELDS),
              uniqueItems: true,
              maxItems: CARD_FIELDS.length,
            },
          },
          ['publicFields'],
        ),
      },
    },
    async (req) => {
      db.prepare('UPDATE users SET card_public_fields = ?, updated_at = ? WHERE id = ?').run(
        req.body.publicFields.join(','),
        clock.now(),
        requireUser(req),
      );
      return ok(req, mine(req), 'saved');
    },
  );
}
