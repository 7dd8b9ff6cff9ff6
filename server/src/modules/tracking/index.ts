export { registerTrackingBatchRoute, registerTrackingRoutes } from './routes';
