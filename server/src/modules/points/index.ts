// The points module's public surface: what earns points (missions, badges, the ledger) and what
// the console and an account's erasure do to trades.
export { awardBadges } from './badges';
export { AREA_NAME, cancelTrade, deliverTrade, shipTrade } from './fulfilment';
export { creditPoints, debitPoints, reasons, type Reason } from './ledger';
export {
  completeMission,
  completeMissionsByTrigger,
  missionPeriodKey,
  type MissionRow,
} from './missions';
export { pendingTradeIdsOf } from './repository';
export { registerPointsRoutes } from './routes';
