export { registerExhibitionRoutes } from './routes';
export { EXHIBITION_ROWS, type ExhibitionTables } from './tables';
