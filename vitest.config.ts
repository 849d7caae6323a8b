import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const unit = {
  extends: true as const,
  test: {
    name: 'unit',
    // tests/lint: the lint boundaries' probes (decision 081).
    include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
    environment: 'node',
  },
}

const apiOnPglite = {
  extends: true as const,
  test: {
    name: 'api-pglite',
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['tests/support/migrated-database.ts'],
  },
}

const apiOnPostgres = {
  extends: true as const,
  test: {
    name: 'api-postgres',
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: 'postgres' },
    globalSetup: ['tests/support/migrated-database.ts'],
  },
}

export default defineConfig({
  test: {
    // As many files at a time as cores, two at least: one waits for a process, PostgreSQL or a timer while another
    // runs (decision 129); Vitest's default of one fewer than the cores is one file at a time on two.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: process.env.TEST_DATABASE_URL ? [unit, apiOnPglite, apiOnPostgres] : [unit, apiOnPglite],
  },
})
