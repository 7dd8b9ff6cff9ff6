// Page views and the statistics log (SPEC §7); app.tsx starts it once.
export type * from './types';
export { TrackingStore } from './store';
