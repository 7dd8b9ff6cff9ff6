import path from 'node:path';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import dataLayer from './scripts/eslint/data-layer.mjs';

// The house of design.md, enforced. Imports run one way: pages -> features -> shared -> rules.
// A feature uses another only through that feature's index.ts; shared/ imports no feature;
// a route file (src/pages, src/pages-my) only picks its screen; rules/ is pure.
const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The top-level room a file lives in: features/<name>, shared, rules, pages, or the app itself. */
function roomOf(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === '..') return undefined;
  if (rel[0] === 'features') return `features/${rel[1]}`;
  return rel.length > 1 ? rel[0] : 'app';
}

// A relative import stays inside its room; anything further goes through the `@/` alias, so that a
// path read in a file says which room it reaches into (and a moved folder breaks loudly).
const house = {
  rules: {
    'relative-within-room': {
      meta: {
        type: 'problem',
        messages: {
          across:
            "'{{source}}' reaches from {{from}} into {{to}}: import it as '@/{{target}}' (design.md).",
        },
        schema: [],
      },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const file = context.filename;
          const from = roomOf(file);
          if (!from) return;
          const target = path.resolve(path.dirname(file), source);
          const to = roomOf(target);
          if (to !== from) {
            context.report({
              node: node.source,
              messageId: 'across',
              data: { source, from, to: to ?? 'outside src', target: path.relative(src, target) },
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

// ---------- The data layer (issue #30): a statement lives in its domain's repository ----------
// scripts/eslint/data-layer.mjs refuses prepare/exec/transaction on the database handle and
// Kysely's sql template outside repositories, migrations and the engine (server/src/db), and the
// handle's prepare/exec/transaction in repositories too (they are async on Kysely).
// DATA_LAYER_ALLOWLIST is empty on purpose: #30 converted every file it listed. It stays as the
// one place a file would be let off the rule, and test/unit/app/lint-data-layer.test.ts proves the
// rule on its fixtures; a file added to it needs a reason and the issue that takes it off again.
/** @type {string[]} */
const DATA_LAYER_ALLOWLIST = [];

const restricted = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

/** Zones of import-x/no-restricted-paths: resolved paths, whatever the specifier looks like. */
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((o) => `./${o}/index.ts`),
    ],
    message: "A feature uses another only through that feature's index.ts (design.md).",
  })),
  {
    target: './src/shared',
    from: ['./src/features', './src/pages', './src/pages-my'],
    message: 'shared/ knows no feature and no page (design.md).',
  },
  {
    target: './src/rules',
    from: ['./src/shared', './src/features', './src/pages', './src/pages-my'],
    message: 'rules/ is pure: no Taro, no React, nothing of the app (design.md).',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/pages-my'],
    message: 'Features never import a route file (design.md).',
  },
];

// ---------- The server's modules (issue #30) ----------
// server/src/modules/<m>/ use each other only through each module's index.ts, and never in a loop
// (import-x/no-cycle over the server, as over src/). Modules depend one way: see the README's
// "How the modules depend on each other". test/unit/app/lint-boundaries.test.ts proves each rule.
const server = path.join(root, 'server', 'src');
const serverModules = readdirSync(path.join(server, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicSurfaces = (except) =>
  serverModules.filter((name) => name !== except).map((name) => `./${name}/index.ts`);
// db/ (the seeds, migration 0007) still reaches into modules: issue #30's data layer moves the
// seeds out and gives db/ no module to import; until then db/ is outside these zones.
const serverOutsideModules = readdirSync(server)
  .filter((name) => name !== 'modules' && name !== 'db')
  .map((name) => `./server/src/${name}`);
const serverZones = [
  ...serverModules.map((name) => ({
    target: `./server/src/modules/${name}`,
    from: './server/src/modules',
    except: [`./${name}`, ...publicSurfaces(name)],
    message: "A module uses another only through that module's index.ts (issue #30).",
  })),
  {
    target: serverOutsideModules,
    from: './server/src/modules',
    except: publicSurfaces(),
    message: "The app uses a module only through that module's index.ts (issue #30).",
  },
];
const serverModuleRules = {
  files: ['server/**/*.ts', 'test/lint-fixtures/server-cycle/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.mjs', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.mjs', '.js'],
        conditionNames: ['import', 'require', 'default'],
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { zones: serverZones, basePath: root }],
  },
};
// A route file stays short enough to read: split by concern (account/: sign-in, registration...).
const serverRouteFiles = {
  files: ['server/src/**/*routes*.ts'],
  rules: { 'max-lines': ['error', { max: 400 }] },
};
// The console shares one file with the server: the permission table (issue #30), which imports
// nothing, so the console's bundle takes no server code with it.
const onePermissionTable = [
  {
    files: ['admin/**/*.{ts,tsx}'],
    rules: restricted([
      {
        regex: '(^|/)server/(?!src/modules/admin/permissions$)',
        message: 'The console reads only the permission table of the server (issue #30).',
      },
    ]),
  },
  {
    files: ['server/src/modules/admin/permissions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration[source]',
          message: 'The console bundles the permission table: it imports nothing (issue #30).',
        },
      ],
    },
  },
];
// ---------- end of the server's modules ----------

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      // Scratch files (screenshots, probes): git-ignored, never part of the product.
      '.tmp/**',
      '**/*.js',
      '!eslint.config.mjs',
      // Files that break the rules on purpose: test/unit/app/lint-boundaries.test.ts lints them.
      'test/lint-fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX, house },
    settings: {
      // import-x reads the files an import leads to (for no-cycle): TypeScript ones included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          alias: { '@': [src] },
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      'house/relative-within-room': 'error',
    },
  },
  // Taro's H5 sheet ends with "取消" and its clipboard flashes "内容已复制" whatever the language
  // (issue #27): every sheet and copy goes through the feedback module, which mends both.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/feedback/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['showActionSheet', 'setClipboardData'].map((property) => ({
          object: 'Taro',
          property,
          message: 'Use chooseAction / copyText of @/shared/ui/feedback: the visitor’s language.',
        })),
      ],
    },
  },
  {
    files: ['src/rules/**'],
    rules: restricted([
      {
        group: ['@tarojs/*', 'react', 'react-dom', 'mobx', '@/*'],
        message: 'rules/ is pure and importable by the server: no Taro, React, MobX or app code.',
      },
    ]),
  },
  // A shared component never calls the API: the request layer is for features.
  {
    files: ['src/shared/ui/**', 'src/shared/hooks/**'],
    rules: restricted([
      {
        group: ['@/shared/api/http', '@/shared/api/upload'],
        message:
          'A shared component or hook never calls the API (design.md); a feature passes data in.',
      },
    ]),
  },
  // A route file only picks its screen (and its page config sits beside it).
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/pages-my/**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts'],
    rules: restricted([
      {
        regex: '^(?!@/features/[^/]+/screens/[^/]+$)',
        message:
          "A route file only re-exports its feature's screen: '@/features/<name>/screens/<screen>'.",
      },
    ]),
  },
  {
    files: ['server/**'],
    rules: restricted([
      {
        regex: '(^|/)src/(?!rules/|shared/api/types$|features/[^/]+/types$)',
        allowTypeImports: true,
        message: 'The server shares only types and the pure rules with the app.',
      },
    ]),
  },
  serverModuleRules,
  serverRouteFiles,
  ...onePermissionTable,
  {
    // The console's lists fit the screen and are cards on a phone (issue #29): admin/src/lists.tsx.
    files: ['admin/src/resources/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Datagrid'],
              message: "Use '../lists' Datagrid: it fits the screen and is cards on a phone.",
            },
          ],
        },
      ],
    },
  },
  // The data layer (issue #30): see DATA_LAYER_ALLOWLIST above.
  {
    files: ['server/src/**/*.ts', 'test/lint-fixtures/data-layer/*.ts'],
    ignores: [
      '**/repository.ts',
      '**/*-repository.ts',
      'server/src/db/**',
      ...DATA_LAYER_ALLOWLIST,
    ],
    plugins: { 'data-layer': dataLayer },
    rules: { 'data-layer/statements-in-repositories': 'error' },
  },
  // A repository holds the statements, on Kysely: better-sqlite3's synchronous prepare, exec and
  // transaction are the engine's and the migrations' alone (issue #30).
  {
    files: [
      'server/src/**/repository.ts',
      'server/src/**/*-repository.ts',
      'test/lint-fixtures/data-layer/repository.ts',
      'test/lint-fixtures/data-layer/*-repository.ts',
    ],
    ignores: ['server/src/db/**'],
    plugins: { 'data-layer': dataLayer },
    rules: { 'data-layer/statements-in-repositories': ['error', { repository: true }] },
  },
  // Tests too (issue #30): a test sets up a state or reads a result through a repository or a
  // named function of test/server/helpers/fixtures/<domain>.ts, the one place tests keep SQL (so
  // a schema change, or #31's PostgreSQL, is met there once). The lint fixtures mirror that path.
  {
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/test/server/helpers/fixtures/**'],
    plugins: { 'data-layer': dataLayer },
    rules: { 'data-layer/statements-in-repositories': 'error' },
  },
  {
    files: ['test/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
