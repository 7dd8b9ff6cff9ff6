export { registerExhibitionRoutes } from './routes';
