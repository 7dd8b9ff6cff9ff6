// What other domains may use of points and badges (design.md: through this index only).
export type * from './types';
export { pointsStore } from './store';
export { getPointsBalance } from './api';
export { completeFixedMission } from './api';
