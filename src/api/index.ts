export * from './errors';
export * from './config';
export {
  del,
  get,
  post,
  put,
  request,
  setUnauthorizedHandler,
  type RequestOptions,
  type UnauthorizedHandler,
} from './http';
export * from './fixed-ids';
export * from './account';
export * from './dict';
export * from './content';
export * from './news';
export * from './contest';
export * from './points';
export * from './address';
export * from './files';
export * from './share';
export * from './tracking';
export * as exhibition from './exhibition';
export type * from './types';
