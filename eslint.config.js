import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web/src';
const foldersOf = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The web app's import direction (apps/web/README.md): app → admin, features → ui → api →
 * i18n, state, native, config. A layer imports only from layers to its right; a feature never
 * imports another feature, and the back office never imports a feature (what both need moves
 * down to ui/ or api/).
 */
const webLayers = [
  { target: 'admin', from: ['app', 'features'] },
  { target: 'features', from: ['app', 'admin'] },
  { target: 'ui', from: ['app', 'admin', 'features'] },
  { target: 'api', from: ['app', 'admin', 'features', 'ui'] },
  ...['i18n', 'state', 'native'].map((target) => ({
    target,
    from: ['app', 'admin', 'features', 'ui', 'api'],
  })),
];
const webZones = [
  ...webLayers.map(({ target, from }) => ({
    target: `./${WEB}/${target}`,
    from: from.map((layer) => `./${WEB}/${layer}`),
    message: `${target}/ may not import from there (apps/web/README.md, "Import direction").`,
  })),
  ...foldersOf(`${WEB}/features`).map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need down to ui/ or api/.',
  })),
];

const SERVER = 'apps/server/src';
/**
 * The server's lower layers (docs/architecture.md): `http/`, `lib/`, `realtime/`, `jobs/` and the
 * database layer never import a business module; what composes modules sits at the top
 * (`app.ts`, `fastify.d.ts`, `scheduled-jobs.ts`). Seed data composes modules too (the demo posts).
 */
const serverZones = [
  {
    target: [
      ...['http', 'lib', 'realtime', 'jobs', 'db/migrations'].map((dir) => `./${SERVER}/${dir}`),
      `./${SERVER}/db/*.ts`,
    ],
    from: `./${SERVER}/modules`,
    message: 'A lower layer never imports a business module: move the piece down, or compose it in app.ts.',
  },
];

/** How eslint-plugin-import reads both apps' imports. */
const importSettings = {
  'import/extensions': ['.ts', '.tsx', '.js'],
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  // The plain node resolver (no native binaries: every platform installs it from the lock).
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  // Packages are not ours to check, and some of their bundles are too deep for the parser.
  'import/ignore': ['node_modules'],
};

/** The web imports contracts' values from single files; the package index (zod, every schema) only as types. */
const contractsValues = {
  name: '@steelyard/contracts',
  allowTypeImports: true,
  message:
    'Import values from their single file (@contracts/limits.ts, …): the package index brings zod and every schema into the first load.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: importSettings,
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: webZones }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsValues] }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: {
      // No file imports itself back (values; src/import-graph.test.ts adds type imports and modules).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // A route calls its own module's service; another module's data is reached through that
    // module's service, never its repository.
    files: [`${SERVER}/modules/**/*routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]*repository\\.ts$',
              message: "A route never imports another module's repository: call a service.",
            },
          ],
        },
      ],
    },
  },
  {
    // A service receives what it uses (the database, senders, limits, a session bound by the
    // route) as arguments: never the app, a request or a reply.
    files: [`${SERVER}/modules/**/*service.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyInstance', 'FastifyRequest', 'FastifyReply'],
              message: 'A service takes what it uses as arguments, not the app, a request or a reply.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (`*.repository.ts`, `*-repository.ts`; the session store is the
    // sessions table's), migrations, seeds and tests: a service calls a repository for every read
    // and write.
    files: [`${SERVER}/**/*.ts`],
    ignores: [
      '**/*repository.ts',
      `${SERVER}/http/session-store.ts`,
      `${SERVER}/db/migrations/**`,
      `${SERVER}/db/seed/**`,
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
          message: 'SQL only in repositories: add a function to the owning module’s *.repository.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Screens and the shell call api/ hooks; only api/ (and main.tsx) holds the query cache.
    files: [`${WEB}/features/**`, `${WEB}/admin/**`, `${WEB}/app/**`, `${WEB}/ui/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            contractsValues,
            {
              name: '@tanstack/react-query',
              importNames: ['useQueryClient', 'QueryClient', 'useMutation'],
              allowTypeImports: true,
              message: 'Writes and cache changes are mutation hooks in api/<domain>.ts.',
            },
          ],
          patterns: [
            {
              regex: 'api/query-client',
              message: 'Screens never touch the query cache: call a hook of api/<domain>.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/web/src/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    // Migrations are frozen in time and see the database untyped (Kysely<any>), by design.
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
