// The content module's public surface: posters and share pictures other modules draw with.
export { posterPngStore, type PosterPngStore } from './poster-png';
export { registerContentRoutes, votePosterUrl } from './routes';
export { sharePicture, workSharePicture } from './share-picture';
export { artUrl } from './art-catalogue';
export { CONTENT_ROWS, type ContentTables } from './tables';
