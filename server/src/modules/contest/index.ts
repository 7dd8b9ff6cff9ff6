// The contest module's public surface: the console moderates works and ranks votes through it.
export { moderateWork, type ModerationMove } from './moderation';
export { RANK_ORDER } from './repository';
export { registerContestRoutes } from './routes';
