import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// One-way imports (design.md): pages -> components/hooks -> stores -> api -> utils/i18n.
const layer = (name) => ({
  group: [`@/${name}`, `@/${name}/*`, `**/${name}`, `**/${name}/*`],
  message: `This layer may not import ${name}/ (design.md: imports run one way).`,
});
const restrict = (...names) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: names.map((name) => ({ ...layer(name), allowTypeImports: name === 'api' })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '**/*.js', '!eslint.config.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['src/utils/**', 'src/i18n/**'], rules: restrict('api', 'stores', 'components', 'hooks', 'pages', 'pages-my') },
  { files: ['src/api/**'], rules: restrict('stores', 'components', 'hooks', 'pages', 'pages-my') },
  { files: ['src/stores/**'], rules: restrict('components', 'hooks', 'pages', 'pages-my') },
  // A shared component never calls the API (types are fine).
  { files: ['src/components/**', 'src/hooks/**'], rules: restrict('api', 'pages', 'pages-my') },
  // One sub-package never imports another's files: pages share code through components/hooks.
  { files: ['src/pages/**', 'src/pages-my/**'], rules: restrict('pages', 'pages-my') },
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '!**/src/api/types'],
              allowTypeImports: true,
              message: 'The server shares only types with the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
