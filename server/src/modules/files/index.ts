// The files module's public surface: the decoding pool the app starts, uploads the console stores.
export { DecodePool } from './decode-pool';
export { registerFileRoutes, storeUpload, uploadKey } from './routes';
export { FILES_ROWS, type FilesTables } from './tables';
