// The shapes the app and this server agree on. The app owns its types (one file per domain);
// the server reads them only through this file, so a move on the app's side is mended here once.
export type * from '../../src/api/types';
