// The account module's public surface: what the app and other modules may use of it.
import type { FastifyInstance } from 'fastify';
import { registerCodeRoutes } from './code-routes';
import { registerDeviceRoutes } from './device-routes';
import { registerErasureRoutes } from './erasure-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { accountRouteKit } from './route-kit';
import { registerSecurityRoutes } from './security-routes';
import { registerSignInRoutes } from './sign-in-routes';

export { authHook, tokenOf } from './auth';
export { HashPool } from './hash-pool';
export { passwordGuessKey, rememberSignIn } from './known-addresses';
export { LoginThrottle } from './login-throttle';
export { checkPasswordGuarded } from './password-check';
export { maskPhone } from './users';

/** The account's routes, one file per concern, sharing one throttle and hash pool (route-kit). */
export function registerAccountRoutes(app: FastifyInstance): void {
  const kit = accountRouteKit(app);
  registerSignInRoutes(kit);
  registerRegistrationRoutes(kit);
  registerCodeRoutes(kit);
  registerProfileRoutes(kit);
  registerSecurityRoutes(kit);
  registerErasureRoutes(kit);
  registerDeviceRoutes(kit);
}
export { ACCOUNT_ROWS, type AccountTables } from './tables';
export { insertUser } from './repository';
