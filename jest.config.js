// Three projects: app rules (unit), pages and components on the Taro H5 runtime (components),
// and the reference API over real HTTP and SQLite (server). See taro-notes.md for why the
// preset needs the extra setup file and the .mjs transform.
const path = require('path');
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default;

// bail, verbose and coverage paths are project-level options jest rejects inside `projects`.
const {
  bail: _bail,
  verbose: _verbose,
  collectCoverageFrom: _cov,
  testMatch: _tm,
  ...taroPreset
} = defineJestConfig({});
const taroTransformer = path.resolve(
  __dirname,
  'node_modules/@tarojs/test-utils-react/dist/jest/babel-transformer.js',
);

const appProject = (name, roots) => ({
  ...taroPreset,
  displayName: name,
  rootDir: __dirname,
  testMatch: roots.map((root) => `<rootDir>/${root}/**/*.test.{ts,tsx}`),
  setupFiles: [...taroPreset.setupFiles, '<rootDir>/test/setup/taro.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/after-env.ts'],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs)$': taroTransformer,
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tarojs|@stencil|dayjs|swiper|ssr-window|dom7))/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    ...taroPreset.moduleNameMapper,
    // Styles and pictures first: `@/shared/ui/x/index.less` is a stylesheet before it is a path.
    '\\.(css|less|scss)$': '<rootDir>/test/setup/style-stub.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test/setup/file-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
});

// The server's TypeScript (and typebox's ES modules) for node; the server and weapp projects.
const nodeTransform = {
  '^.+\\.(ts|mjs|js)$': [
    'babel-jest',
    {
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        '@babel/preset-typescript',
      ],
    },
  ],
};

// The reference API over real HTTP (test/server), on SQLite (`server`) and on PostgreSQL
// (`server-pg`); one throwaway PostgreSQL per run for both (jest runs a globalSetup path once).
const serverProject = (name) => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/server/**/*.test.ts'],
  globalSetup: '<rootDir>/test/server/helpers/postgres-start.ts',
  globalTeardown: '<rootDir>/test/server/helpers/postgres-stop.ts',
  transform: nodeTransform,
  // typebox 1.x ships ES modules only; Jest's module system needs them as CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|otplib|@otplib|@scure|@noble)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
});

module.exports = {
  // A ceiling, not a measure: a server test's beforeAll (migrate, seed, a login's password hash)
  // took over jest's 5 s default on a busy machine (CI runs jest beside the browser journeys).
  testTimeout: 30_000,
  projects: [
    appProject('unit', ['test/unit']),
    appProject('components', ['test/components']),
    {
      // The mini-program build (dist/weapp) run in a headless WeChat logic layer (test/weapp).
      displayName: 'weapp',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
      transform: nodeTransform,
      transformIgnorePatterns: ['/node_modules/(?!(typebox|otplib|@otplib|@scure|@noble)/)'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
    },
    {
      // The operators' console's pure rules (admin/, issue #23): permissions, PUT bodies, catalogues.
      displayName: 'admin',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/admin/**/*.test.ts'],
      transform: nodeTransform,
      transformIgnorePatterns: ['/node_modules/(?!ra-language-english/)'],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    },
    serverProject('server'),
    {
      // The same suite on PostgreSQL (issue #31): every test server without an engine of its own
      // runs there, on a database of its file's own cloned from the migrated template.
      ...serverProject('server-pg'),
      setupFiles: ['<rootDir>/test/server/helpers/on-postgres.ts'],
      // Files that take no engine from the run: here they would run the same tests twice.
      // SQLite's own mechanics, on SQLite whatever the run (its file, WAL and PRAGMA, the old
      // runner, the driver, the real entry on DATA_DIR); files that open each engine they test
      // themselves (backup, the PostgreSQL schema and app, neutral SQL, DATABASE_URL); no
      // database at all (the fair queue).
      testPathIgnorePatterns: [
        '/node_modules/',
        ...[
          'migrations',
          'migrations-upgrade',
          'table-rows',
          'kysely-transactions',
          'precompiled',
          'graceful-stop',
          'backup',
          'postgres-schema',
          'postgres-app',
          'neutral-sql',
          'database-config',
          'fair-queue',
        ].map((name) => `<rootDir>/test/server/${name}\\.test\\.ts$`),
      ],
    },
  ],
};
