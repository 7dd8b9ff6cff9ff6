import { Type } from '../../lib/schema';
import type { TableOf } from '../../lib/table';

/** A delivery address as stored: the phone in its one normal form (issue #27). */
export const AddressRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  contact: Type.String(),
  area_code: Type.String(),
  phone: Type.String(),
  area: Type.String(),
  address_name: Type.String(),
  detail_address: Type.String(),
  postcode: Type.String(),
  is_default: Type.Integer(),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
});

export interface AddressTables {
  addresses: TableOf<typeof AddressRow, 'id' | 'address_name' | 'postcode' | 'is_default'>;
}

export const ADDRESS_ROWS = { addresses: AddressRow };
