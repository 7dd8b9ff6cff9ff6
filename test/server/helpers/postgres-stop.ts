import { stopTestPostgres } from './postgres';

// The server project's globalTeardown (jest.config.js): see helpers/postgres.ts.
export default stopTestPostgres;
