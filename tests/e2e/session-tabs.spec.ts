import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startServer, type ServerProcess } from '../support/server-process.ts'
import { desktopSize, expect, signInAs, test } from './fixtures.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'

/**
 * Issue 16, item 4: two tabs of one browser renew their session once per expiry and both stay signed in. The
 * access tokens live 4 s, so this spec runs its own server (built app of the run, fresh data) instead of
 * shortening the tokens of every other browser test.
 */
const accessTtlSeconds = 4
const rounds = 3

let server: ServerProcess
let dataDir: string

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-session-tabs-'))
  server = await startServer({
    dataDir,
    env: {
      SERVE_CLIENT: 'true',
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist',
      ACCESS_TOKEN_TTL_SECONDS: String(accessTtlSeconds),
    },
  })
})
test.afterAll(async () => {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const accessExpiry = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { exp: number }
  return payload.exp * 1000
}

test('two tabs with short-lived access tokens both keep working, with one refresh per expiry', async ({
  context,
}) => {
  test.setTimeout(90_000)
  const tabs = [await context.newPage(), await context.newPage()]
  const tokens = await signInAs(tabs[0]!, 'admin', server.baseUrl)
  // The refresh token each answered refresh presented: two tabs renewing for the same expiry would present the
  // same one. A refresh cut off by the test's own navigation is not counted: the page that sent it is gone.
  const refreshes: string[] = []
  context.on('requestfinished', (request) => {
    if (request.url().endsWith(authEndpoints.renewTokens.path))
      refreshes.push((request.postDataJSON() as { refreshToken: string }).refreshToken)
  })
  // A slow network: the first tab's refresh is still on its way when the second tab is refused.
  await context.route('**/auth/generate-access-token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const openProfile = async (tab: Page) => {
    await tab.setViewportSize(desktopSize)
    await tab.goto(`${server.baseUrl}/profile`)
    await expect(tab.getByText('Смирнова Анна Сергеевна').first()).toBeVisible()
  }
  await Promise.all(tabs.map(openProfile))

  for (let round = 1; round <= rounds; round++) {
    const expiry = await accessExpiry(tabs[0]!)
    await tabs[0]!.waitForTimeout(Math.max(0, expiry - Date.now()) + 300)
    const before = refreshes.length
    await Promise.all(tabs.map(openProfile))
    for (const tab of tabs) await expect(tab).toHaveURL(/\/profile$/)
    await expect
      .poll(() => refreshes.length, { message: `a refresh in round ${round}` })
      .toBeGreaterThan(before)
  }
  // One refresh per expiry for both tabs (a slow round may see its new token expire too), never one per tab.
  expect(new Set(refreshes).size).toBe(refreshes.length)
  expect(await tabs[1]!.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(tokens.refreshToken)

  // Signing out forgets the renewed pair the tabs handed each other: nothing of the session stays on the device.
  const renewalKept = (tab: Page) =>
    tab.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const opening = indexedDB.open('smeny-session')
          opening.onerror = () => reject(opening.error)
          opening.onsuccess = () => {
            const reading = opening.result.transaction('renewals').objectStore('renewals').count('last')
            reading.onsuccess = () => resolve(reading.result > 0)
            reading.onerror = () => reject(reading.error)
          }
        }),
    )
  expect(await renewalKept(tabs[0]!)).toBe(true)
  await tabs[0]!.getByRole('button', { name: 'Выйти' }).click()
  await expect(tabs[0]!).toHaveURL(/\/login$/)
  expect(await renewalKept(tabs[0]!)).toBe(false)
})
