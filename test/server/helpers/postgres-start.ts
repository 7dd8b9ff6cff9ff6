import { startTestPostgres } from './postgres';

// The server project's globalSetup (jest.config.js): see helpers/postgres.ts.
export default startTestPostgres;
