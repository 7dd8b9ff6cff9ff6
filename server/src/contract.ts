// The shapes the app and this server agree on. The app owns its types (one file per domain);
// the server reads them only through this file, so a move on the app's side is mended here once.
export type * from '../../src/shared/api/types';
export type * from '../../src/features/account/types';
export type * from '../../src/features/address/types';
export type * from '../../src/features/content/types';
export type * from '../../src/features/contest/types';
export type * from '../../src/features/dict/types';
export type * from '../../src/features/exhibition/types';
export type * from '../../src/features/exhibition-layer/types';
export type * from '../../src/features/gifts/types';
export type * from '../../src/features/heritage-tour/types';
export type * from '../../src/features/news/types';
export type * from '../../src/features/points/types';
export type * from '../../src/features/share/types';
export type * from '../../src/features/tracking/types';
