// Lint fixture (issue #30): alpha and beta use each other through their index.ts, in a loop.
export { alphaName } from './service';
