import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Issue #30: outside a repository, server code calls repository functions and writes no SQL, and
// a test calls them or a helper of test/server/helpers/fixtures/. eslint.config.mjs proves it with
// scripts/eslint/data-layer.mjs; here on fixtures that break the rule, and on the same code where
// the rule allows it (a repository; the tests' helper folder).

const root = path.resolve(__dirname, '../../..');

// ESLint loads its ESM config through import(), which jest's module system cannot do.
const LINT = `
const { ESLint } = require('eslint');
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
eslint.lintFiles(JSON.parse(process.argv[1])).then((results) =>
  process.stdout.write(JSON.stringify(results.map((r) =>
    r.messages.map((m) => m.line + ' ' + m.ruleId + ': ' + m.message))))
);
`;

function lint(files: string[]): string[][] {
  const out = execFileSync(
    process.execPath,
    ['-e', LINT, JSON.stringify(files.map((f) => path.join(root, f)))],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out) as string[][];
}

test('a statement outside a repository is an error; in a repository, only a synchronous one is', () => {
  const [routes, repository, asyncRepository] = lint([
    'test/lint-fixtures/data-layer/routes.ts',
    'test/lint-fixtures/data-layer/repository.ts',
    'test/lint-fixtures/data-layer/async-repository.ts',
  ]);
  const rule = 'data-layer/statements-in-repositories';
  expect(routes).toEqual([
    expect.stringMatching(new RegExp(`^3 ${rule}: Kysely's sql template outside a repository`)),
    expect.stringMatching(new RegExp(`^7 ${rule}: 'prepare' on the database handle`)),
    expect.stringMatching(new RegExp(`^8 ${rule}: 'exec' on the database handle`)),
    expect.stringMatching(new RegExp(`^9 ${rule}: 'transaction' on the database handle`)),
  ]);
  // The sql template of line 10 is the repository's to write; better-sqlite3's own calls are not.
  expect(repository).toEqual([
    expect.stringMatching(
      new RegExp(`^7 ${rule}: 'prepare' on the database handle in a repository`),
    ),
    expect.stringMatching(new RegExp(`^8 ${rule}: 'exec' on the database handle in a repository`)),
    expect.stringMatching(
      new RegExp(`^9 ${rule}: 'transaction' on the database handle in a repository`),
    ),
  ]);
  expect(asyncRepository).toEqual([]);
});

test("a test's own statement is an error; the same in the tests' helper folder is not", () => {
  const [test, helper] = lint([
    'test/lint-fixtures/data-layer/test/server/points.test.ts',
    'test/lint-fixtures/data-layer/test/server/helpers/fixtures/points.ts',
  ]);
  const rule = 'data-layer/statements-in-repositories';
  expect(test).toEqual([
    expect.stringMatching(new RegExp(`^6 ${rule}: 'prepare' on the database handle`)),
    expect.stringMatching(new RegExp(`^8 ${rule}: 'exec' on the database handle`)),
    expect.stringMatching(new RegExp(`^9 ${rule}: 'prepare' on the database handle`)),
  ]);
  expect(helper).toEqual([]);
});
