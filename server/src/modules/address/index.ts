// The address module's public surface: the gift exchange reads a visitor's address through it.
export { owned as ownedAddress, type AddressRow } from './repository';
export { registerAddressRoutes } from './routes';
export { ADDRESS_ROWS, type AddressTables } from './tables';
