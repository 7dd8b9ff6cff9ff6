import type { Address, AddressArea, AddressInput } from './types';
import type { MessageKey } from '@/shared/i18n';
import '@/features/address/i18n';

/** The areas offered by the form, Macau's first (types.ts AddressArea). */
export const AREAS: readonly AddressArea[] = [
  'macau-peninsula',
  'taipa',
  'coloane',
  'cotai',
  'other',
];

const AREA_LABELS: Readonly<Record<AddressArea, MessageKey>> = {
  'macau-peninsula': 'address.areas.macauPeninsula',
  taipa: 'address.areas.taipa',
  coloane: 'address.areas.coloane',
  cotai: 'address.areas.cotai',
  other: 'address.areas.other',
};

export function isKnownArea(area: string): area is AddressArea {
  return (AREAS as readonly string[]).includes(area);
}

/** The translated name of a known area; older records keep the free text they were saved with. */
export function areaLabel(area: string, t: (key: MessageKey) => string): string {
  return isKnownArea(area) ? t(AREA_LABELS[area]) : area;
}

/** Macau addresses need no postcode; only deliveries outside Macau ask for one. */
export function needsPostcode(area: string): boolean {
  return area === 'other';
}

/** '+853 6123 4567': the number in groups of four, as it is read aloud in Macau and Hong Kong. */
export function formatPhone(areaCode: string, phone: string): string {
  const grouped = /^\d{8}$/.test(phone) ? `${phone.slice(0, 4)} ${phone.slice(4)}` : phone;
  return areaCode ? `${areaCode} ${grouped}` : grouped;
}

/** Area, detail and (outside Macau) postcode on one line (an address, or an order's copy of one). */
export function fullAddress(
  address: Pick<Address, 'area' | 'detailAddress' | 'postcode'>,
  t: (key: MessageKey) => string,
): string {
  const parts = [areaLabel(address.area, t), address.detailAddress];
  if (needsPostcode(address.area) && address.postcode) parts.push(address.postcode);
  return parts.filter(Boolean).join(' ');
}

/**
 * Exactly the fields the server's schema takes (its bodies are closed: an extra field is a 400),
 * whatever else a record read from the server may carry.
 */
export function addressInput(source: AddressInput): AddressInput {
  return {
    contact: source.contact,
    areaCode: source.areaCode,
    phone: source.phone,
    area: source.area,
    addressName: source.addressName ?? '',
    detailAddress: source.detailAddress,
    postcode: source.postcode ?? '',
    isDefault: source.isDefault,
  };
}

export function addressBody(id: Address['id'], source: AddressInput): Address {
  return { id, ...addressInput(source) };
}

/** The server keeps at most this many addresses per visitor (server/API.md). */
export const MAX_ADDRESSES = 20;
