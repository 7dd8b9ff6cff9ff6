export { registerDictRoutes } from './routes';
export { DICT_ROWS, type DictTables } from './tables';
