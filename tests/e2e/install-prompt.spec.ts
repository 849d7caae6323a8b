import type { Page } from '@playwright/test'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * The invitation to put the app on the home screen (issue 11): the browser's install offer in Russian, the
 * iPhone's share-menu steps where there is no offer, put off for a month when declined.
 */
test.use({ viewport: phoneSize })

/** What the page under test keeps of the offer, for the test to read back. */
declare global {
  interface Window {
    installCalls?: { prompt: number }
    installCaught?: boolean
  }
}

/** Chromium's offer, as the page would receive it; answers how often the app asked the browser to prompt. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    const calls = { prompt: 0 }
    window.installCalls = calls
    offer.prompt = async () => {
      calls.prompt += 1
    }
    offer.userChoice = Promise.resolve({ outcome: choice })
    window.dispatchEvent(offer)
    // The app holds the browser's own mini-bar back as it catches the offer.
    window.installCaught = offer.defaultPrevented
  }, outcome)
}

/**
 * Offers the install and answers whether the app began to show its invitation: waits until the app has
 * caught the offer and drawn the next frames, then for a request the page makes after them; a card the app
 * decided to show would have asked for its code before that request. (Routing keeps the code out of the cache,
 * so the ask is always seen.)
 */
async function offerShowsCard(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  let asked = false
  const cardCode = (url: string) => url.includes('/assets/install-prompt-card-')
  await page.route(
    (url) => cardCode(url.href),
    (route) => route.continue(),
  )
  const watch = (request: { url(): string }) => {
    if (cardCode(request.url())) asked = true
  }
  page.on('request', watch)
  await offerInstall(page, outcome)
  expect(await page.evaluate(() => window.installCaught)).toBe(true)
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
  const health = systemEndpoints.health.path
  const marker = page.waitForRequest((request) => request.url().endsWith(health))
  await page.evaluate((path) => void fetch(path), health)
  await marker
  page.off('request', watch)
  return asked
}

const promptCalls = (page: Page) => page.evaluate(() => window.installCalls?.prompt)

test('the browser’s offer becomes the app’s Russian prompt, below the page, and installs', async ({
  page,
}) => {
  await signInAs(page, 'worker')
  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  const invitation = page.getByRole('region', { name: 'Установите приложение' })
  await expect(invitation).toHaveCount(0)

  expect(await offerShowsCard(page, 'accepted')).toBe(true)
  await expect(invitation).toBeVisible()
  await expect(invitation).toContainText('Смены откроются с экрана телефона, а акты — даже без сети.')
  // It comes after the page's content, so nothing the worker is reading moves.
  const heading = await page.getByRole('heading', { name: 'Заказы' }).boundingBox()
  expect((await invitation.boundingBox())!.y).toBeGreaterThan(heading!.y)

  await invitation.getByRole('button', { name: 'Установить' }).click()
  expect(await promptCalls(page)).toBe(1)
  await expect(invitation).toHaveCount(0)
})

test('declined, the prompt stays away on the next visits', async ({ page }) => {
  await signInAs(page, 'worker')
  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  await offerInstall(page, 'dismissed')
  const invitation = page.getByRole('region', { name: 'Установите приложение' })
  await invitation.getByRole('button', { name: 'Не сейчас' }).click()
  await expect(invitation).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  expect(await offerShowsCard(page, 'dismissed')).toBe(false)
  await expect(invitation).toHaveCount(0)
})

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  })

  test('where no offer comes, the prompt tells how to add the app from the share menu', async ({ page }) => {
    await signInAs(page, 'worker')
    await page.goto('/orders')
    const invitation = page.getByRole('region', { name: 'Установите приложение' })
    await expect(invitation).toBeVisible()
    await expect(invitation).toContainText('внизу экрана и выберите «На экран Домой».')
    await expect(invitation.getByRole('button', { name: 'Установить' })).toHaveCount(0)
    await invitation.getByRole('button', { name: 'Понятно' }).click()
    await expect(invitation).toHaveCount(0)
  })
})

test('staff never see it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'employee')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
  expect(await offerShowsCard(page, 'accepted')).toBe(false)
  await expect(page.getByRole('region', { name: 'Установите приложение' })).toHaveCount(0)
})
