import type { ExpressionBuilder } from 'kysely';
import type { Paged } from '../../contract';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Database, DbExecutor } from '../../tables';

// The statements of business cards and of the consents between two people (issue #30: async, on
// the app's Kysely or a caller's transaction).

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

/** The lists of the card page: cards swapped, asked for, and asked of the visitor. */
export type CardListStatus = 'exchanged' | 'sent' | 'received';

const CARD_COLUMNS = [
  'u.id',
  'u.show_name',
  'u.name',
  'u.avatar',
  'u.company_name',
  'u.position',
  'u.email',
  'u.area_code',
  'u.phone',
  'u.card_public_fields',
] as const;

export function card(db: DbExecutor, userId: number): Promise<CardRow | undefined> {
  return db
    .selectFrom('users as u')
    .select(CARD_COLUMNS)
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Who of the two has asked the other: the ids of the askers. */
export async function askers(db: DbExecutor, viewerId: number, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('card_consents')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('other_user_id', '=', ownerId)]),
        eb.and([eb('user_id', '=', ownerId), eb('other_user_id', '=', viewerId)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.user_id);
}

/** The requests the visitor sent that nobody answered yet. */
export async function pendingSent(db: DbExecutor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('card_consents as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('card_consents as b')
            .select('b.user_id')
            .whereRef('b.user_id', '=', 'a.other_user_id')
            .whereRef('b.other_user_id', '=', 'a.user_id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function consent(
  db: DbExecutor,
  userId: number,
  otherId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('card_consents')
    .values({ user_id: userId, other_user_id: otherId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Both sides' consent goes. */
export async function withdraw(db: DbExecutor, me: number, other: number): Promise<void> {
  await db
    .deleteFrom('card_consents')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', me), eb('other_user_id', '=', other)]),
        eb.and([eb('user_id', '=', other), eb('other_user_id', '=', me)]),
      ]),
    )
    .execute();
}

export async function setPublicFields(
  db: DbExecutor,
  userId: number,
  fields: readonly string[],
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ card_public_fields: fields.join(','), updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** `from` has consented to swap with `to` (either side a user id or the listed person `u.id`). */
function consented(
  eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>,
  from: number | 'u',
  to: number | 'u',
) {
  return eb.exists(
    eb
      .selectFrom('card_consents as c')
      .select('c.user_id')
      .where((inner) =>
        from === 'u' ? inner('c.user_id', '=', inner.ref('u.id')) : inner('c.user_id', '=', from),
      )
      .where((inner) =>
        to === 'u'
          ? inner('c.other_user_id', '=', inner.ref('u.id'))
          : inner('c.other_user_id', '=', to),
      ),
  );
}

/** The people the visitor swapped cards with, asked, or was asked by: by user id. */
export function page(
  db: DbExecutor,
  me: number,
  status: CardListStatus,
  args: PageArgs,
): Promise<Paged<CardRow>> {
  const base = db
    .selectFrom('users as u')
    .where('u.deleted_at', 'is', null)
    .where((eb) => {
      const asked = consented(eb, me, 'u');
      const askedBack = consented(eb, 'u', me);
      if (status === 'exchanged') return eb.and([asked, askedBack]);
      if (status === 'sent') return eb.and([asked, eb.not(askedBack)]);
      return eb.and([askedBack, eb.not(asked)]);
    });
  return pageOfQuery(base, (query) => query.select(CARD_COLUMNS).orderBy('u.id'), args);
}
