import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'

/** Boundaries of architecture.md: contract imports nothing of ours; server and client never import each other. */
const forbid = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group, message })) }]

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
)
