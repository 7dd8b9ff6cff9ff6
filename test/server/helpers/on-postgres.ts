// The jest project `server-pg` (jest.config.js): every test server of the file runs on
// PostgreSQL unless the test names its engine (harness.ts `defaultTestEngine`, issue #31). Set in
// the file's own environment, so a file of the `server` project in the same worker stays on SQLite.
process.env.V80_TEST_ENGINE = 'postgres';
