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
  test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'pglite' } },
}

const apiOnPostgres = {
  extends: true as const,
  test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: process.env.TEST_DATABASE_URL ? [unit, apiOnPglite, apiOnPostgres] : [unit, apiOnPglite],
  },
})
