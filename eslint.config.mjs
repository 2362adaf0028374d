// ESLint for the whole monorepo (`npm run lint`, and the 'lint' step of `npm test`).
// TypeScript is linted with type information from the root tsconfig.json (one program for every
// workspace); plain .js/.mjs/.cjs files (scripts, webpack and jest configs) without it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The route folders whose domains have moved to a repository (mock-api/src/repositories/repositories.ts). */
const REPOSITORY_ROUTES = [
  'mock-api/src/routes/employees/**/*.ts',
  'mock-api/src/routes/clients/**/*.ts',
  'mock-api/src/routes/shifts/**/*.ts',
  'mock-api/src/routes/positions/**/*.ts',
  'mock-api/src/routes/sites/**/*.ts',
  'mock-api/src/routes/rosterSetup/**/*.ts',
  'mock-api/src/routes/rosterPositions/**/*.ts',
  'mock-api/src/routes/users/**/*.ts',
  'mock-api/src/routes/groups/**/*.ts',
  'mock-api/src/routes/rosterEmployees/**/*.ts',
  'mock-api/src/routes/face/**/*.ts',
  'mock-api/src/routes/general/**/*.ts',
  'mock-api/src/routes/apps/**/*.ts',
  'mock-api/src/routes/timesApp/**/*.ts',
  'mock-api/src/routes/auth/**/*.ts',
  'mock-api/src/routes/rosters/**/*.ts',
  // The openings every call shares: sessions and rights through the accounts and rights repositories.
  'mock-api/src/routes/guardedRoute.ts',
  'mock-api/src/routes/lookupRoute.ts',
  'mock-api/src/routes/memberRoute.ts',
  'mock-api/src/routes/openCall.ts',
  'mock-api/src/sessions/**/*.ts',
  'mock-api/src/rights/*.ts',
];

const REMOTES = [
  'remote-public',
  'remote-apphome',
  'remote-times-setup',
  'remote-times-people',
  'remote-roster',
  'remote-mytimes',
];
const WORKSPACES = ['shared-sdk', 'roster-engine', 'mock-api', 'shell', ...REMOTES];

// Workspace boundaries, checked on the import's text (so `@times/shared-sdk/app`, which resolves to
// the same file as `../../shared-sdk/src/app`, stays allowed):
// - nobody reaches into another workspace by a relative path: a workspace is used through its
//   package name and `exports` only;
// - shell, remotes and mock-api import shared-sdk's published entry points, never `…/src/…`;
// - no remote, the shell or the mock-api imports a remote or the shell by package name;
// - the roster engine is used through its index (`@times/roster-engine`, `/multiShift` for the multi-shift solver,
//   `/nrp` and `/nrp/reference` for the benchmark's reader, checker, solver and HiGHS reference, and `/testing` for the
//   tests' model builders), from workspaces and from scripts/e2e alike; the engine itself imports
//   no app (mock-api included) and of shared-sdk only the palette and the roster call shapes.
const otherWorkspace = (self) =>
  WORKSPACES.filter((name) => name !== self).map((name) => ({
    regex: `^(\\.\\./)+${name}(/|$)`,
    message: `Import ${name} by its package name (@times/${name}…), not by a path into its folder.`,
  }));
const noDeepSdk = {
  group: ['@times/shared-sdk/src', '@times/shared-sdk/src/**', '@times/shared-sdk/webpack/**'],
  message: "Use shared-sdk's package exports (see shared-sdk/package.json), not its internals.",
};
const noDeepEngine = {
  group: [
    '@times/roster-engine/*',
    '!@times/roster-engine/testing',
    '!@times/roster-engine/nrp',
    '!@times/roster-engine/nrp/reference',
    '!@times/roster-engine/multiShift',
  ],
  message: 'Import the roster engine from its index (@times/roster-engine), not from its files.',
};
const engineSdk = {
  regex: '^@times/shared-sdk(?!/(palette|rosterTypes)$)',
  message: 'The roster engine takes from shared-sdk only the palette and the roster call shapes (rosterTypes).',
};
const noAppPackages = {
  group: [
    '@times/shell',
    '@times/shell/**',
    '@times/remote-*',
    '@times/remote-*/**',
    '@times/mock-api',
    '@times/mock-api/**',
  ],
  message: 'Apps do not import each other: share code through shared-sdk, load remotes at run time.',
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'coverage/',
    '.artifacts/',
    'test-results/',
    'mock-api/data/',
    'remote-times-people/src/features/face/model/',
    'e2e/fixtures/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  {
    name: 'times/typescript',
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused names are tsc's job (noUnusedLocals / noUnusedParameters, with `_` for a deliberate
      // gap); reporting them twice only adds noise.
      '@typescript-eslint/no-unused-vars': 'off',
      // Handing a caught or rejected reason on unchanged (`(error: unknown) => reject(error)`) is not
      // inventing a non-Error rejection; a literal or object of a known non-Error type is still reported.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    name: 'times/javascript',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Plain JS has no noUnusedLocals: let ESLint report unused names, allowing `_`-prefixed ones.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Functions here are sent to the page (page.evaluate / addInitScript) and run in the browser.
    name: 'times/scripts-in-page',
    files: ['scripts/lib/measure*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A service worker served as it is (shell/public: My Times' offline copy of the page).
    name: 'times/service-worker',
    files: ['shell/public/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // Jest tests written as ES modules (the serving scripts' own tests).
    name: 'times/javascript-tests',
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    name: 'times/commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'times/tests',
    files: [
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      '**/testing/**',
      '**/*Fixtures.ts',
      '**/testData.ts',
      'e2e/**',
      'jest/**',
    ],
    rules: {
      // Tests read HTTP/JSON bodies as `any` (the harness's `body`) and assert their shape with
      // expect(): the assertion is the type check, so the no-unsafe-* family only repeats it ~1,400x.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `expect(store.method).toHaveBeenCalled()` passes a method without calling it: not a bug in jest.
      '@typescript-eslint/unbound-method': 'off',
      // Fakes implement async interfaces (`async payload() { return {...} }`) without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // React code only: mock-api, e2e and scripts have no React, and their `use…` helpers (e.g. the
    // tests' useDemoServer) are not hooks.
    name: 'times/react-hooks',
    files: ['{shared-sdk,shell,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'times/imports',
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's typescript preset: without them no-cycle parses no .ts dependency and sees no cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: REMOTES.map((remote) => ({
            target: `./${remote}`,
            from: REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
            message: 'A remote never imports another remote: share code through shared-sdk.',
          })),
        },
      ],
    },
  },
  ...WORKSPACES.map((name) => ({
    name: `times/boundaries/${name}`,
    files: [`${name}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherWorkspace(name),
            ...(name === 'shared-sdk' ? [] : [noDeepSdk]),
            ...(name === 'roster-engine' ? [engineSdk] : [noDeepEngine]),
            noAppPackages,
          ],
        },
      ],
    },
  })),
  {
    // The repo's scripts, e2e journeys and jest setup: the engine by its package name and index too.
    name: 'times/boundaries/outside-workspaces',
    files: ['{scripts,e2e,jest,types}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+roster-engine(/|$)',
              message: 'Import the roster engine by its package name (@times/roster-engine), not by a path.',
            },
            noDeepEngine,
          ],
        },
      ],
    },
  },
  {
    // Routes of a domain with a repository reach its records through ctx.repos only (issue 19).
    name: 'times/repositories',
    files: REPOSITORY_ROUTES,
    ignores: ['**/*.test.ts', '**/*Fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='store']",
          message: 'These routes reach their records through ctx.repos (mock-api/src/repositories), never the store.',
        },
      ],
    },
  },
  prettier,
]);
