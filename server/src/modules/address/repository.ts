import type { Paged } from '../../contract';
import { pageOfQuery, type PageArgs } from '../../lib/paging';
import type { Static } from '../../lib/schema';
import { precompiled } from '../../db/precompiled';
import type { Database, DbExecutor } from '../../tables';
import type { AddressRow as AddressRowSchema } from './tables';

// The statements of delivery addresses (issue #30: async, on the app's Kysely or a caller's
// transaction). Every read and write names the owner: another visitor's id finds nothing. Writes
// that touch several rows are the caller's transaction.

export type AddressRow = Static<typeof AddressRowSchema>;

/** What a visitor writes (API.md: addressName and postcode may be left out). */
export interface AddressFields {
  contact: string;
  areaCode: string;
  phone: string;
  area: string;
  addressName?: string;
  detailAddress: string;
  postcode?: string;
}

const columns = (input: AddressFields) => ({
  contact: input.contact,
  area_code: input.areaCode,
  phone: input.phone,
  area: input.area,
  address_name: input.addressName ?? '',
  detail_address: input.detailAddress,
  postcode: input.postcode ?? '',
});

// The gift exchange reads it in its transaction: compiled once (db/precompiled.ts).
const ownedQuery = precompiled<Database, { userId: number; id: number }, AddressRow>((db, param) =>
  db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', param('id'))
    .where('user_id', '=', param('userId')),
);

export function owned(db: DbExecutor, userId: number, id: number): Promise<AddressRow | undefined> {
  return ownedQuery.first(db, { userId, id });
}

export async function count(db: DbExecutor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(
  db: DbExecutor,
  userId: number,
  input: AddressFields,
  now: number,
): Promise<number> {
  const { id } = await db
    .insertInto('addresses')
    .values({ user_id: userId, ...columns(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  db: DbExecutor,
  userId: number,
  id: number,
  input: AddressFields,
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('addresses')
    .set({ ...columns(input), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows) === 1;
}

/** The visitor's default address becomes this one. */
export async function makeDefault(db: DbExecutor, userId: number, id: number): Promise<void> {
  // The partial unique index allows one default per user; clearing first keeps it satisfied.
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_default: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The newest address other than `exceptId` (0: any), to inherit the default. */
export async function newestOther(
  db: DbExecutor,
  userId: number,
  exceptId = 0,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export function ownedAmong(
  db: DbExecutor,
  userId: number,
  ids: number[],
): Promise<Pick<AddressRow, 'id' | 'is_default'>[]> {
  return db
    .selectFrom('addresses')
    .select(['id', 'is_default'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function removeAmong(db: DbExecutor, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** The visitor's addresses, the default first, then the newest. */
export function page(db: DbExecutor, userId: number, args: PageArgs): Promise<Paged<AddressRow>> {
  return pageOfQuery(
    db.selectFrom('addresses').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('is_default', 'desc').orderBy('id', 'desc'),
    args,
  );
}
