import type { Paged } from '../../contract';
import type { Db } from '../../db/database';
import { pageOf, type PageArgs } from '../../lib/paging';

export interface AddressRow {
  id: number;
  user_id: number;
  contact: string;
  area_code: string;
  phone: string;
  area: string;
  address_name: string;
  detail_address: string;
  postcode: string;
  is_default: number;
}

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

/**
 * The SQL of delivery addresses. Every read and write names the owner: another visitor's id
 * finds nothing. Writes that touch several rows are the caller's transaction.
 */
export function addressRepository(db: Db) {
  const owned = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?');
  const count = db.prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, contact, area_code, phone, area, address_name,
       detail_address, postcode, is_default, created_at, updated_at)
     VALUES (@userId, @contact, @areaCode, @phone, @area, @addressName, @detailAddress, @postcode,
       0, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE addresses SET contact = @contact, area_code = @areaCode, phone = @phone, area = @area,
       address_name = @addressName, detail_address = @detailAddress, postcode = @postcode,
       updated_at = @now
     WHERE id = @id AND user_id = @userId`,
  );
  // The partial unique index allows one default per user; clearing first keeps it satisfied.
  const clearDefault = db.prepare(
    'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1 AND id <> ?',
  );
  const setDefault = db.prepare('UPDATE addresses SET is_default = 1 WHERE id = ?');
  const newestOther = db
    .prepare('SELECT id FROM addresses WHERE user_id = ? AND id <> ? ORDER BY id DESC LIMIT 1')
    .pluck();
  const ownedAmong = db.prepare(
    `SELECT id, is_default FROM addresses
     WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))`,
  );
  const removeAmong = db.prepare(
    'DELETE FROM addresses WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))',
  );

  const fields = (input: AddressFields) => ({
    contact: input.contact,
    areaCode: input.areaCode,
    phone: input.phone,
    area: input.area,
    addressName: input.addressName ?? '',
    detailAddress: input.detailAddress,
    postcode: input.postcode ?? '',
  });

  return {
    owned: (userId: number, id: number) => owned.get(id, userId) as AddressRow | undefined,
    count: (userId: number) => count.get(userId) as number,
    insert: (userId: number, input: AddressFields, now: number): number =>
      Number(insert.run({ userId, now, ...fields(input) }).lastInsertRowid),
    update: (userId: number, id: number, input: AddressFields, now: number) =>
      update.run({ id, userId, now, ...fields(input) }).changes === 1,
    makeDefault(userId: number, id: number): void {
      clearDefault.run(userId, id);
      setDefault.run(id);
    },
    /** The newest address other than `exceptId` (0: any), to inherit the default. */
    newestOther: (userId: number, exceptId = 0) =>
      newestOther.get(userId, exceptId) as number | undefined,
    ownedAmong: (userId: number, ids: number[]) =>
      ownedAmong.all(userId, JSON.stringify(ids)) as Pick<AddressRow, 'id' | 'is_default'>[],
    removeAmong: (userId: number, ids: number[]) => {
      removeAmong.run(userId, JSON.stringify(ids));
    },
    /** The visitor's addresses, the default first, then the newest. */
    page: (userId: number, page: PageArgs): Paged<AddressRow> =>
      pageOf<AddressRow>(
        db,
        {
          select: '*',
          from: 'FROM addresses WHERE user_id = @userId',
          orderBy: 'is_default DESC, id DESC',
        },
        { userId },
        page,
      ),
  };
}
