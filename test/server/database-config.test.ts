import { defaultConfigFromEnv } from '../../server/src/config';
import { testPostgresUrl } from './helpers/postgres';

// Issue #31: DATABASE_URL chooses the engine; a value that is not a PostgreSQL URL stops the start
// (a typo must not run an instance quietly on its own SQLite file).

test('DATABASE_URL: empty is SQLite, a PostgreSQL URL is taken, anything else refused', () => {
  expect(defaultConfigFromEnv({}).database).toEqual({ url: undefined, poolSize: 10 });
  expect(
    defaultConfigFromEnv({ DATABASE_URL: 'postgres://u:p@db:5432/app', DATABASE_POOL_SIZE: '25' })
      .database,
  ).toEqual({ url: 'postgres://u:p@db:5432/app', poolSize: 25 });
  for (const wrong of ['mysql://u@db/app', 'data/app.db', 'postgres//db/app']) {
    expect(() => defaultConfigFromEnv({ DATABASE_URL: wrong })).toThrow(
      'DATABASE_URL must be a PostgreSQL URL',
    );
  }
});

test('without a test PostgreSQL, a test that needs one fails saying to install postgresql', () => {
  const saved = { ...process.env };
  try {
    delete process.env.V80_TEST_POSTGRES_URL;
    process.env.V80_TEST_POSTGRES_ERROR = 'initdb not found';
    expect(() => testPostgresUrl()).toThrow(/initdb not found[\s\S]*apt-get install postgresql/);
  } finally {
    process.env = saved;
  }
});
