// The news module's public surface: favourites are kept through the account's footprints and
// listed beside the exhibition layer's.
export { keepFavourite, registerFavouritesRoute } from './favourites';
export { registerNewsRoutes } from './routes';
export { NEWS_ROWS, type NewsTables } from './tables';
