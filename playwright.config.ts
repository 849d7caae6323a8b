import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
export const partnerApiKey = 'e2e-partner-key-0123456789abcdef'

/** Browser tests on Debian's Chromium against `npm start`'s server on a fresh embedded database. */
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 1,
  // A test that passes only on a second try is a failing test: none are retried, in CI either.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${port} && npm start`,
    // NODE_ENV=test gives the tests /dev/session; without HOST the server listens on 127.0.0.1 only.
    env: {
      NODE_ENV: 'test',
      // Every answer the browser tests receive is also checked against the contract (decision 043).
      CHECK_ANSWERS: 'true',
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-data-${port}`,
      PARTNER_API_KEY: partnerApiKey,
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
