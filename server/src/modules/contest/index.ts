// The contest module's public surface: the console moderates works and ranks votes through it.
export { moderateWork, type ModerationMove } from './moderation-repository';
export { RANK_ORDER } from './repository';
export { registerContestRoutes } from './routes';
export { CONTEST_ROWS, type ContestTables } from './tables';
