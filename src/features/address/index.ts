// What other domains may use of address (design.md: a domain imports another only through its index).
export type * from './types';
export { getAddressPage } from './api';
export { formatPhone, fullAddress } from './address-format';
export { ADDRESS_SELECT_QUERY, useAddressSelection } from './use-address-selection';
