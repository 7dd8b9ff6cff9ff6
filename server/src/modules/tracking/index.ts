export { registerTrackingBatchRoute, registerTrackingRoutes } from './routes';
export { TRACKING_ROWS, type TrackingTables } from './tables';
