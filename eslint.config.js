// One-way imports (docs/ARCHITECTURE.md): scoring ← contracts/db ← server; scoring/contracts ← web;
// competition imports nothing of ours (pure, like scoring).
// Inside web: shared (components, lib) ← features ← app; features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const notFrom = (names, why) => ({ group: names, message: why });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.test-data/**',
      'packages/db/drizzle/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/bench/**', '**/cli/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/scoring/src/**'],
    rules: restrict([
      {
        regex: '^(?!\\.{1,2}/)',
        message: 'scoring is pure: relative imports only, no packages, no node built-ins.',
      },
    ]),
  },
  {
    files: ['packages/competition/src/**'],
    rules: restrict([
      {
        regex: '^(?!\\.{1,2}/)',
        message: 'competition is pure: relative imports only, no packages, no node built-ins.',
      },
    ]),
  },
  {
    files: ['packages/contracts/**', 'packages/db/**'],
    rules: restrict([
      notFrom(
        ['@sportzone/server', '@sportzone/server/*', '@sportzone/web', '@sportzone/web/*'],
        'packages never import apps.',
      ),
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        notFrom(
          ['@sportzone/db', '@sportzone/db/*', '@sportzone/server', '@sportzone/server/*'],
          'web uses scoring and contracts only.',
        ),
        { regex: '(^|/)apps/server', message: 'web never imports server code.' },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: restrict([
      notFrom(
        ['@sportzone/db', '@sportzone/db/*', '@sportzone/server', '@sportzone/server/*'],
        'web uses scoring and contracts only.',
      ),
      notFrom(
        ['@/app', '@/app/*', '@/features/*'],
        'features do not import the app layer or each other; compose them in a route.',
      ),
      {
        regex: '^(\\.\\./){2,}',
        message: 'stay inside your feature; use @/components or @/lib for shared pieces.',
      },
    ]),
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: restrict([
      notFrom(
        ['@sportzone/db', '@sportzone/db/*', '@sportzone/server', '@sportzone/server/*'],
        'web uses scoring and contracts only.',
      ),
      notFrom(
        ['@/app', '@/app/*', '@/features', '@/features/*'],
        'shared code is imported by features, never the other way.',
      ),
    ]),
  },
  {
    files: ['apps/server/src/routes/**'],
    rules: restrict([
      notFrom(
        ['@sportzone/db', '@sportzone/db/*', 'drizzle-orm', 'drizzle-orm/*'],
        'routes reach the database only through services (app plugins).',
      ),
    ]),
  },
  {
    // decision 011: transactions open through app.database.transaction(fn), whose scope makes the
    // ambient database throw (the one place that calls the driver's transaction is the db plugin)
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/plugins/external/db.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction']:not([callee.object.property.name='database'])",
          message: 'Open transactions with app.database.transaction(fn) (decision 011).',
        },
      ],
    },
  },
);
