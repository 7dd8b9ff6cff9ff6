import type { Id } from '@/shared/api/types';

// Addresses

/** Macau areas a delivery can go to; free text stays possible for older records. */
export type AddressArea = 'macau-peninsula' | 'taipa' | 'coloane' | 'cotai' | 'other';

export interface Address {
  id: Id;
  /** Contact person. */
  contact: string;
  areaCode: string;
  phone: string;
  // `string & {}` keeps editor completion for the known areas while accepting free text.
  area: AddressArea | (string & {});
  /** A short name for the address, e.g. "Home". */
  addressName: string;
  detailAddress: string;
  postcode?: string;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, 'id'>;
