export { registerDevRoutes } from './routes';
