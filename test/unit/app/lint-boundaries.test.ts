import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The house of design.md is enforced by eslint.config.mjs. Each rule is proven here on a fixture
// that breaks it (and on one that keeps it, so a rule that flags everything fails too). The
// fixtures are linted as if they stood at the given path in src/.

const root = path.resolve(__dirname, '../../..');

// ESLint loads its ESM config through import(), which jest's module system cannot do: the cases
// run in one plain node process and come back as rule ids and messages.
const LINT = `
const { ESLint } = require('eslint');
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
Promise.all(cases.map(async ([filePath, code]) => {
  const [result] = code === null
    ? await eslint.lintFiles([filePath])
    : await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId + ': ' + m.message);
})).then((all) => process.stdout.write(JSON.stringify(all)));
`;

function lint(cases: [filePath: string, code: string | null][]): string[][] {
  const absolute = cases.map(([file, code]) => [path.join(root, file), code]);
  const out = execFileSync(process.execPath, ['-e', LINT, JSON.stringify(absolute)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const CASES = {
  deepImport: [
    'src/features/gifts/screens/fixture.ts',
    "import { getAddressPage } from '@/features/address/api';\nexport const x = getAddressPage;\n",
  ],
  viaIndex: [
    'src/features/gifts/screens/fixture.ts',
    "import type { Address } from '@/features/address';\nexport type X = Address;\n",
  ],
  relativeAcross: [
    'src/features/points/screens/fixture.ts',
    "import { formatPoints } from '../../../shared/lib/format';\nexport const x = formatPoints;\n",
  ],
  relativeInside: [
    'src/features/points/screens/fixture.ts',
    "import { pointsStore } from '../store';\nexport const x = pointsStore;\n",
  ],
  sharedImportsFeature: [
    'src/shared/ui/fixture.ts',
    "import { dictStore } from '@/features/dict';\nexport const x = dictStore;\n",
  ],
  routeDrawsPage: [
    'src/pages/gift/fixture.tsx',
    'import { Page } from \'@/shared/ui/page\';\nexport default function X() {\n  return <Page route="gift" />;\n}\n',
  ],
  routeShell: [
    'src/pages/gift/fixture.tsx',
    "export { default } from '@/features/gifts/screens/gift-list';\n",
  ],
  impureRule: [
    'src/rules/fixture.ts',
    "import Taro from '@tarojs/taro';\nexport const x = Taro;\n",
  ],
  cycle: ['test/lint-fixtures/cycle/first.ts', null],
  // The server's modules (issue #30), linted where they stand in server/src/modules.
  serverDeepImport: [
    'server/src/modules/address/fixture.ts',
    "import { maskPhone } from '../account/users';\nexport const x = maskPhone;\n",
  ],
  serverViaIndex: [
    'server/src/modules/address/fixture.ts',
    "import { maskPhone } from '../account';\nexport const x = maskPhone;\n",
  ],
  serverAppDeepImport: [
    'server/src/cli/fixture.ts',
    "import { createOperator } from '../modules/admin/operators';\nexport const x = createOperator;\n",
  ],
  serverModuleCycle: ['test/lint-fixtures/server-cycle/modules/alpha/service.ts', null],
  // The loop issue #30 found: address took the phone rule from account, account (registration)
  // credits points, and the gift exchange in points reads addresses. Put back, it is an error.
  serverOldLoop: [
    'server/src/modules/address/routes.ts',
    "import { maskPhone } from '../account';\nexport const x = maskPhone;\n",
  ],
  serverLongRouteFile: [
    'server/src/modules/account/fixture-routes.ts',
    'export const x = 1;\n'.repeat(401),
  ],
  serverShortRouteFile: [
    'server/src/modules/account/fixture-routes.ts',
    'export const x = 1;\n'.repeat(400),
  ],
  // The one permission table (issue #30): the console reads it and nothing else of the server.
  consoleReadsServer: [
    'admin/src/fixture.ts',
    "import { permissionsOf } from '../../server/src/modules/admin/access';\nexport const x = permissionsOf;\n",
  ],
  consoleReadsTable: [
    'admin/src/fixture.ts',
    "import { allows } from '../../server/src/modules/admin/permissions';\nexport const x = allows;\n",
  ],
  tableImports: [
    'server/src/modules/admin/permissions.ts',
    "import { ok } from '../../http';\nexport const x = ok;\n",
  ],
} satisfies Record<string, [string, string | null]>;

let found: Record<keyof typeof CASES, string>;

beforeAll(() => {
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const results = lint(names.map((name) => CASES[name]));
  found = Object.fromEntries(names.map((name, i) => [name, results[i].join('\n')])) as typeof found;
}, 120_000);

describe('import boundaries (design.md "Rules of the house")', () => {
  test('a feature may not reach into another feature past its index', () => {
    expect(found.deepImport).toMatch(/import-x\/no-restricted-paths.*through that feature's index/);
    expect(found.viaIndex).toBe('');
  });

  test('a relative import may not leave its room', () => {
    expect(found.relativeAcross).toMatch(/house\/relative-within-room.*'@\/shared\/lib\/format'/);
    expect(found.relativeInside).toBe('');
  });

  test('shared/ imports no feature', () => {
    expect(found.sharedImportsFeature).toMatch(/shared\/ knows no feature/);
  });

  test('a route file only re-exports its screen', () => {
    expect(found.routeDrawsPage).toMatch(/route file only re-exports/);
    expect(found.routeShell).toBe('');
  });

  test('rules/ stays pure: no Taro and nothing of the app', () => {
    expect(found.impureRule).toMatch(/rules\/ is pure/);
  });

  test('an import cycle is an error', () => {
    expect(found.cycle).toMatch(/import-x\/no-cycle/);
  });
});

describe("the server's modules (issue #30)", () => {
  test("a module reaches another only through that module's index.ts", () => {
    expect(found.serverDeepImport).toMatch(
      /import-x\/no-restricted-paths.*"\.\.\/account\/users".*through that module's index\.ts/,
    );
    expect(found.serverViaIndex).toBe('');
  });

  test("the app outside modules/ uses a module's index.ts too", () => {
    expect(found.serverAppDeepImport).toMatch(
      /import-x\/no-restricted-paths.*"\.\.\/modules\/admin\/operators"/,
    );
  });

  test('modules that use each other in a loop are an error, through index.ts or not', () => {
    expect(found.serverModuleCycle).toMatch(/import-x\/no-cycle/);
    expect(found.serverOldLoop).toMatch(/import-x\/no-cycle/);
  });

  test('a route file holds at most 400 lines', () => {
    expect(found.serverLongRouteFile).toMatch(/max-lines.*Maximum allowed is 400/);
    expect(found.serverShortRouteFile).toBe('');
  });

  test('the console reads the permission table of the server, nothing else; the table imports nothing', () => {
    expect(found.consoleReadsServer).toMatch(/reads only the permission table/);
    expect(found.consoleReadsTable).toBe('');
    expect(found.tableImports).toMatch(/no-restricted-syntax.*imports nothing/);
  });
});
