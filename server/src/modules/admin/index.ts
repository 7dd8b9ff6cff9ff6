// The operators' console API's public surface: the app mounts it, the CLI creates operators.
export { ADMIN_PATH, type OperatorContext, type RouteAccess } from './access';
export { oneTimePassword } from './auth-routes';
export { serveAdminConsole } from './console';
export { adminFieldName } from './field-names';
export { operatorByAccount } from './operator-repository';
export { createOperator } from './operators';
export { ROLES, type Role } from './permissions';
export { registerAdminRoutes } from './routes';
export { ADMIN_ROWS, type AdminTables } from './tables';
