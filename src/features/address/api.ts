import { del, get, post, put, segment } from '@/shared/api/http';
import type { Address, AddressInput } from './types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

// SPEC §7 writes these paths without a leading slash; they live under the API base like the rest.

export const addAddress = (body: AddressInput) => post<Address>('/pmm/addressMessage', body);
export const updateAddress = (body: Address) => put<Address>('/pmm/addressMessage', body);
/** Body is the list of ids to delete. The page asks for confirmation first (SPEC §7). */
export const deleteAddress = (id: Id) => del('/pmm/addressMessage', [id]);
export const getAddressPage = (query?: PageQuery) =>
  get<Paged<Address>>('/pmm/addressMessage/page', query);
export const getAddress = (id: Id) => get<Address>(`/pmm/addressMessage/${segment(id)}`);
