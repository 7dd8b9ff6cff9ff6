import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Address, AddressInput } from '../../contract';
import { ApiError, BodyCode, notFound } from '../../errors';
import { ok, paged, pageWindow, requireUser, type PageArgs } from '../../http';
import {
  areaCode,
  bool,
  id,
  idList,
  idParams,
  object,
  pageQuery,
  phone,
  str,
} from '../../lib/schema';
import { isValidPhone } from '../account/users';

interface AddressRow {
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

export const MAX_ADDRESSES_PER_USER = 20;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    contact: row.contact,
    areaCode: row.area_code,
    phone: row.phone,
    area: row.area,
    addressName: row.address_name,
    detailAddress: row.detail_address,
    postcode: row.postcode,
    isDefault: row.is_default === 1,
  };
}

const inputProps = {
  contact: str(1, 50),
  areaCode: areaCode(),
  phone: phone(),
  area: str(1, 50),
  addressName: str(0, 50),
  detailAddress: str(1, 200),
  postcode: str(0, 20),
  isDefault: bool(),
};
const inputRequired = ['contact', 'areaCode', 'phone', 'area', 'detailAddress'];

function checkInput(input: Partial<AddressInput>): void {
  if (input.areaCode && input.phone && !isValidPhone(input.areaCode, input.phone)) {
    throw new ApiError(BodyCode.validation, 'phoneInvalid');
  }
}

export function registerAddressRoutes(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const owned = (req: FastifyRequest, addressId: number) =>
    db
      .prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
      .get(addressId, requireUser(req)) as AddressRow | undefined;

  // The partial unique index allows one default per user; clearing first keeps it satisfied.
  const makeDefault = (userId: number, addressId: number) => {
    db.prepare(
      'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1 AND id <> ?',
    ).run(userId, addressId);
    db.prepare('UPDATE addresses SET is_default = 1 WHERE id = ?').run(addressId);
  };

  app.post<{ Body: AddressInput }>(
    '/pmm/addressMessage',
    {
      config: { auth: 'required' },
      schema: { body: object(inputProps, inputRequired) },
    },
    async (req) => {
      const userId = requireUser(req);
      checkInput(req.body);
      const b = req.body;
      const now = clock.now();
      const addressId = db
        .transaction(() => {
          const count = db
            .prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?')
            .pluck()
            .get(userId) as number;
          if (count >= MAX_ADDRESSES_PER_USER) {
            throw new ApiError(BodyCode.conflict, 'addressLimit', { max: MAX_ADDRESSES_PER_USER });
          }
          const newId = Number(
            db
              .prepare(
                `INSERT INTO addresses (user_id, contact, area_code, phone, area, address_name,
                   detail_address, postcode, is_default, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
              )
              .run(
                userId,
                b.contact,
                b.areaCode,
                b.phone,
                b.area,
                b.addressName ?? '',
                b.detailAddress,
                b.postcode ?? '',
                now,
                now,
              ).lastInsertRowid,
          );
          // The first address is the default whatever the form said.
          if (b.isDefault || count === 0) makeDefault(userId, newId);
          return newId;
        })
        .immediate();
      return ok(req, toAddress(owned(req, addressId) as AddressRow), 'saved');
    },
  );

  app.put<{ Body: Address }>(
    '/pmm/addressMessage',
    {
      config: { auth: 'required' },
      schema: { body: object({ id: id(), ...inputProps }, ['id', ...inputRequired]) },
    },
    async (req) => {
      const userId = requireUser(req);
      checkInput(req.body);
      const b = req.body;
      db.transaction(() => {
        const current = owned(req, b.id);
        if (!current) throw notFound();
        db.prepare(
          `UPDATE addresses SET contact = ?, area_code = ?, phone = ?, area = ?, address_name = ?,
             detail_address = ?, postcode = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
        ).run(
          b.contact,
          b.areaCode,
          b.phone,
          b.area,
          b.addressName ?? '',
          b.detailAddress,
          b.postcode ?? '',
          clock.now(),
          b.id,
          userId,
        );
        if (b.isDefault === true) makeDefault(userId, b.id);
        // Unsetting the only default would leave none; the default moves to the newest other one.
        if (b.isDefault === false && current.is_default === 1) {
          const next = db
            .prepare(
              'SELECT id FROM addresses WHERE user_id = ? AND id <> ? ORDER BY id DESC LIMIT 1',
            )
            .pluck()
            .get(userId, b.id) as number | undefined;
          if (next !== undefined) makeDefault(userId, next);
        }
      }).immediate();
      return ok(req, toAddress(owned(req, b.id) as AddressRow), 'saved');
    },
  );

  app.delete<{ Body: number[] }>(
    '/pmm/addressMessage',
    { config: { auth: 'required' }, schema: { body: idList(20) } },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      const marks = ids.map(() => '?').join(',');
      db.transaction(() => {
        const rows = db
          .prepare(`SELECT id, is_default FROM addresses WHERE user_id = ? AND id IN (${marks})`)
          .all(userId, ...ids) as { id: number; is_default: number }[];
        // Another visitor's id answers like a missing one, and nothing is deleted.
        if (rows.length !== ids.length) throw notFound();
        db.prepare(`DELETE FROM addresses WHERE user_id = ? AND id IN (${marks})`).run(
          userId,
          ...ids,
        );
        if (rows.some((r) => r.is_default === 1)) {
          const next = db
            .prepare('SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1')
            .pluck()
            .get(userId) as number | undefined;
          if (next !== undefined) makeDefault(userId, next);
        }
      }).immediate();
      return ok(req, null, 'deleted');
    },
  );

  app.get<{ Querystring: PageArgs }>(
    '/pmm/addressMessage/page',
    { config: { auth: 'required' }, schema: { querystring: pageQuery() } },
    async (req) => {
      const userId = requireUser(req);
      const { limit, offset } = pageWindow(req.query);
      const total = db
        .prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?')
        .pluck()
        .get(userId) as number;
      const rows = db
        .prepare(
          'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC LIMIT ? OFFSET ?',
        )
        .all(userId, limit, offset) as AddressRow[];
      return ok(req, paged(rows.map(toAddress), total, req.query.pageNo, req.query.pageSize));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/pmm/addressMessage/:id',
    { config: { auth: 'required' }, schema: { params: idParams } },
    async (req) => {
      const row = owned(req, req.params.id);
      if (!row) throw notFound();
      return ok(req, toAddress(row));
    },
  );
}
