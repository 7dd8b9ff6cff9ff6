import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Address, AddressInput } from '../../contract';
import { ApiError, BodyCode, notFound } from '../../errors';
import { ok, requireUser } from '../../http';
import { mapPage } from '../../lib/paging';
import {
  Type,
  agrees,
  areaCode,
  bool,
  closed,
  envelope,
  id,
  idList,
  idParams,
  nothing,
  paged,
  pagedQuery,
  phone,
  str,
  type Serves,
  type Static,
} from '../../lib/schema';
// The phone rule is the app's (src/rules), read here as the account module reads it: address
// depends on no module (the gift exchange in points depends on address).
import { isPersonName, isPhoneForArea, normalizePhone } from '../../../../src/rules/validators';
import { serialize, transaction } from '../../db/kysely';
import * as addresses from './repository';
import type { AddressFields, AddressRow } from './repository';

export const MAX_ADDRESSES_PER_USER = 20;

// ---------- schemas ----------

const InputFields = {
  contact: str(1, 50),
  areaCode: areaCode(),
  phone: phone(),
  area: str(1, 50),
  addressName: Type.Optional(str(0, 50)),
  detailAddress: str(1, 200),
  postcode: Type.Optional(str(0, 20)),
  isDefault: Type.Optional(bool()),
};
const AddressInputSchema = closed(InputFields);
const AddressUpdateSchema = closed({ id: id(), ...InputFields });

const AddressSchema = Type.Object({
  id: Type.Integer(),
  contact: Type.String(),
  areaCode: Type.String(),
  phone: Type.String(),
  area: Type.String(),
  addressName: Type.String(),
  detailAddress: Type.String(),
  postcode: Type.String(),
  isDefault: Type.Boolean(),
});

agrees<Serves<Static<typeof AddressSchema>, Address>>();
// What the app sends is what the schema takes, field for field.
agrees<Serves<Required<AddressInput>, Required<Static<typeof AddressInputSchema>>>>();
agrees<Serves<Required<Static<typeof AddressInputSchema>>, Required<AddressInput>>>();

function toAddress(row: AddressRow): Static<typeof AddressSchema> {
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

/** The fields as stored: the phone in its one normal form (issue #27). */
function checkInput<T extends AddressFields>(input: T): T {
  if (!isPhoneForArea(input.phone, input.areaCode)) {
    throw new ApiError(BodyCode.validation, 'phoneInvalid');
  }
  // The app's rule (issue #21): a contact of emoji or symbols only is no one to deliver to.
  if (!isPersonName(input.contact)) throw new ApiError(BodyCode.validation, 'nameInvalid');
  return { ...input, phone: normalizePhone(input.phone, input.areaCode) };
}

export function registerAddressRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kysely, clock } = app.ctx;
  const answer = async (userId: number, addressId: number) =>
    toAddress((await addresses.owned(kysely, userId, addressId)) as AddressRow);

  api.post(
    '/pmm/addressMessage',
    {
      config: { auth: 'required' },
      schema: { body: AddressInputSchema, response: envelope(AddressSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const b = checkInput(req.body);
      const addressId = await transaction(kysely, async (trx) => {
        // Count, then insert, under the visitor's own lock: parallel saves cannot pass the cap.
        await serialize(trx, `address:addresses:${userId}`);
        const count = await addresses.count(trx, userId);
        if (count >= MAX_ADDRESSES_PER_USER) {
          throw new ApiError(BodyCode.conflict, 'addressLimit', { max: MAX_ADDRESSES_PER_USER });
        }
        const newId = await addresses.insert(trx, userId, b, clock.now());
        // The first address is the default whatever the form said.
        if (b.isDefault || count === 0) await addresses.makeDefault(trx, userId, newId);
        return newId;
      });
      return ok(req, await answer(userId, addressId), 'saved');
    },
  );

  api.put(
    '/pmm/addressMessage',
    {
      config: { auth: 'required' },
      schema: { body: AddressUpdateSchema, response: envelope(AddressSchema) },
    },
    async (req) => {
      const userId = requireUser(req);
      const b = checkInput(req.body);
      await transaction(kysely, async (trx) => {
        const current = await addresses.owned(trx, userId, b.id);
        if (!current) throw notFound();
        await addresses.update(trx, userId, b.id, b, clock.now());
        if (b.isDefault === true) await addresses.makeDefault(trx, userId, b.id);
        // Unsetting the only default would leave none; the default moves to the newest other one.
        if (b.isDefault === false && current.is_default === 1) {
          const next = await addresses.newestOther(trx, userId, b.id);
          if (next !== undefined) await addresses.makeDefault(trx, userId, next);
        }
      });
      return ok(req, await answer(userId, b.id), 'saved');
    },
  );

  api.delete(
    '/pmm/addressMessage',
    {
      config: { auth: 'required' },
      schema: { body: idList(MAX_ADDRESSES_PER_USER), response: envelope(nothing()) },
    },
    async (req) => {
      const userId = requireUser(req);
      const ids = [...new Set(req.body)];
      await transaction(kysely, async (trx) => {
        const rows = await addresses.ownedAmong(trx, userId, ids);
        // Another visitor's id answers like a missing one, and nothing is deleted.
        if (rows.length !== ids.length) throw notFound();
        await addresses.removeAmong(trx, userId, ids);
        if (rows.some((r) => r.is_default === 1)) {
          const next = await addresses.newestOther(trx, userId);
          if (next !== undefined) await addresses.makeDefault(trx, userId, next);
        }
      });
      return ok(req, null, 'deleted');
    },
  );

  api.get(
    '/pmm/addressMessage/page',
    {
      config: { auth: 'required' },
      schema: { querystring: pagedQuery({}), response: envelope(paged(AddressSchema)) },
    },
    async (req) =>
      ok(req, mapPage(await addresses.page(kysely, requireUser(req), req.query), toAddress)),
  );

  api.get(
    '/pmm/addressMessage/:id',
    {
      config: { auth: 'required' },
      schema: { params: idParams, response: envelope(AddressSchema) },
    },
    async (req) => {
      const row = await addresses.owned(kysely, requireUser(req), req.params.id);
      if (!row) throw notFound();
      return ok(req, toAddress(row));
    },
  );
}
