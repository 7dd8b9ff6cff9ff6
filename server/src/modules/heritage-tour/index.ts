// The heritage tour's public surface: an AR site's footprint is its check-in (account module).
export { assertAtArSite, checkInArSite } from './check-ins';
export { HERITAGE_TOUR_ROWS, type HeritageTourTables } from './tables';
