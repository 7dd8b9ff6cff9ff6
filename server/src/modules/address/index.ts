// The address module's public surface: the gift exchange reads a visitor's address through it.
export { addressRepository, type AddressRow } from './repository';
export { registerAddressRoutes } from './routes';
