export { registerDictRoutes } from './routes';
