import type { Address } from '@/features/address';
import { ok } from '../support/harness';

export const TAIPA: Address = {
  id: 11,
  contact: '陳大文',
  areaCode: '+853',
  phone: '61234567',
  area: 'taipa',
  addressName: '住宅',
  detailAddress: '氹仔告利雅施利華街1號',
  postcode: '',
  isDefault: false,
};

export const PENINSULA: Address = {
  id: 12,
  contact: '李小明',
  areaCode: '+853',
  phone: '66554433',
  area: 'macau-peninsula',
  addressName: '',
  detailAddress: '新馬路100號5樓A座',
  postcode: '',
  isDefault: true,
};

export const ABROAD: Address = {
  id: 13,
  contact: 'Ana Sousa',
  areaCode: '+351',
  phone: '912345678',
  area: 'other',
  addressName: 'Office',
  detailAddress: 'Rua Augusta 10, Lisboa',
  postcode: '1100-053',
  isDefault: false,
};

/** The fields of an Address, the only ones the server's closed schema takes. */
export const ADDRESS_FIELDS = Object.keys(PENINSULA).sort();

export const page = (list: Address[]) => ok({ list, total: list.length, pageNo: 1, pageSize: 20 });
