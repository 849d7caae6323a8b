import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

/** Boundaries of architecture.md: contract imports nothing of ours; server and client never import each other. */
const forbid = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group, message })) }]

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Each feature may import only itself; what two features need lives in the shared kernel. */
const featureZones = (root, message) =>
  folders(root).map((name) => ({ target: `${root}/${name}`, from: root, except: [`./${name}`], message }))

/**
 * Import boundaries of the client (decision 028): features do not import each other; ui/, lib/ and the shared
 * kernel import no feature, app/ or routes/; features and pwa/ import no app/ or routes/; no import cycles. Pages
 * that need two features compose them in routes/ or app/.
 */
const client = 'src/client'
const outerLayers = [`${client}/app`, `${client}/features`, `${client}/routes`]
const clientBoundaries = {
  files: [`${client}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    // no-cycle follows imports only into files it can parse: TypeScript ones too.
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones(
            `${client}/features`,
            'Features do not import each other: move the shared piece to src/client/shared, or compose the two in routes/ or app/.',
          ),
          {
            target: `${client}/ui`,
            from: outerLayers,
            message: 'ui/ imports nothing of app/, routes/ or features.',
          },
          {
            target: `${client}/lib`,
            from: outerLayers,
            message: 'lib/ imports nothing of app/, routes/ or features.',
          },
          {
            target: `${client}/shared`,
            from: outerLayers,
            message: 'The shared kernel imports nothing of app/, routes/ or features.',
          },
          {
            target: `${client}/features`,
            from: [`${client}/app`, `${client}/routes`],
            message:
              "Features import nothing of app/ or routes/: the route hands a page its title, its address and other features' pieces.",
          },
          {
            target: `${client}/pwa`,
            from: [`${client}/app`, `${client}/routes`],
            message:
              'pwa/ (the device: storage, offline queue, service worker) imports nothing of app/ or routes/: the shell uses it, not the other way round.',
          },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
}

/**
 * Server boundaries (decision 028, server; decision 081): features do not import each other (what several need
 * lives in src/server/shared, the order core among it, or app.ts, the composition root, hands a function in); the
 * shared domain imports no feature; the kernel only what cuts across everything; services do not know HTTP;
 * routes reach the database only through their service; services hold no SQL; no import cycles.
 */
const serverFeatures = 'src/server/features'
const serverBoundaries = {
  files: ['src/server/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    // Without it the cycle check reads no .ts module and sees no cycle.
    'import-x/extensions': ['.ts'],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...folders(serverFeatures).map((name) => ({
            target: `${serverFeatures}/${name}`,
            from: serverFeatures,
            except: [`./${name}`],
            message:
              'Server features do not import each other: use src/server/shared or a function app.ts hands in.',
          })),
          {
            target: 'src/server/kernel',
            from: [serverFeatures, 'src/server/shared', 'src/server/http', 'src/server/app.ts'],
            message:
              'The kernel holds only what cuts across everything (errors, actor, clock, journal, settings, xlsx): it imports no feature, no shared domain module, no HTTP.',
          },
          {
            target: 'src/server/shared',
            from: [serverFeatures, 'src/server/http', 'src/server/jobs', 'src/server/app.ts'],
            message:
              'The shared domain (the order core and the rest of src/server/shared) serves the features: it imports none of them, nor HTTP, nor the jobs.',
          },
          {
            target: `${serverFeatures}/**/*.service.ts`,
            from: 'src/server/http',
            message: 'Services do not import HTTP: throw the domain errors of src/server/kernel/errors.ts.',
          },
          {
            target: `${serverFeatures}/**/*.routes.ts`,
            from: ['src/server/**/*.repository.ts', 'src/server/db/**'],
            message: 'Routes call only their service: no repository, no database.',
          },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
}

/**
 * SQL lives in repositories (decision 081): a service takes neither drizzle's builders nor its types nor the tables,
 * not even as types. A repository takes the contract's filter objects and plain values, so no condition, column or
 * placeholder is handed to a service and back.
 */
const servicesHoldNoSql = {
  files: ['src/server/**/*.service.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
            message:
              "Services hold no SQL and import no drizzle types: give the feature's *.repository.ts the contract's filters and plain values.",
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'src/client/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'dev-dist',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['src/client/**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        [['#server/*', '#client/*', '**/server/**', '**/client/**', 'fastify', 'react', 'drizzle-orm*']],
        'The contract holds zod and pure TypeScript only.',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        [['#client/*', '**/client/**', 'react']],
        'The server never imports the client.',
      ),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        [['#server/*', '**/server/**', 'fastify', 'drizzle-orm*', 'pg', '@electric-sql/*']],
        'The client talks to the server over HTTP only.',
      ),
    },
  },
  clientBoundaries,
  serverBoundaries,
  servicesHoldNoSql,
)
