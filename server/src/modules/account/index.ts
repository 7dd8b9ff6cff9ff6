// The account module's public surface: what the app and other modules may use of it.
export { authHook, tokenOf } from './auth';
export { HashPool } from './hash-pool';
export { passwordGuessKey, rememberSignIn } from './known-addresses';
export { LoginThrottle } from './login-throttle';
export { checkPasswordGuarded } from './password-check';
export { registerAccountRoutes } from './routes';
export { maskPhone } from './users';
