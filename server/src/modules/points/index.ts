// The points module's public surface: what earns points (missions, badges, the ledger) and what
// the console and an account's erasure do to trades.
export { awardBadges } from './badges';
export { cancelTrade, deliverTrade, shipTrade } from './fulfilment';
export { creditPoints, debitPoints, reasons, type Reason } from './ledger';
export {
  completeMission,
  completeMissionsByTrigger,
  missionPeriodKey,
  type MissionRow,
} from './missions';
export { missionById, missionCompleted, pendingTradeIdsOf } from './ledger-repository';
export { AREA_NAME } from './repository';
export { registerPointsRoutes } from './routes';
export { POINTS_ROWS, type PointsTables } from './tables';
