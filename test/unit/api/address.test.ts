import * as address from '@/features/address/api';
import type { Address } from '@/features/address';
import { describeCalls } from './harness';

const input = {
  contact: 'Chan Tai Man',
  areaCode: '+853',
  phone: '66123456',
  area: 'taipa',
  addressName: 'Home',
  detailAddress: 'Rua de Exemplo 1, 2A',
  isDefault: true,
};
const saved: Address = { id: 4, ...input };

// SPEC §7 writes pmm/addressMessage without a leading slash; it must land under the same base.
describeCalls('SPEC §7 Addresses', address, [
  {
    name: 'addAddress',
    call: () => address.addAddress(input),
    method: 'POST',
    path: '/pmm/addressMessage',
    data: input,
  },
  {
    name: 'updateAddress',
    call: () => address.updateAddress(saved),
    method: 'PUT',
    path: '/pmm/addressMessage',
    data: saved,
  },
  {
    name: 'deleteAddress',
    call: () => address.deleteAddress(4),
    method: 'DELETE',
    path: '/pmm/addressMessage',
    data: [4],
  },
  {
    name: 'getAddressPage',
    call: () => address.getAddressPage({ pageNo: 1, pageSize: 20 }),
    method: 'GET',
    path: '/pmm/addressMessage/page?pageNo=1&pageSize=20',
  },
  {
    name: 'getAddress',
    call: () => address.getAddress(4),
    method: 'GET',
    path: '/pmm/addressMessage/4',
  },
]);
