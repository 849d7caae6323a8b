import type { Restriction } from '../../src/contract/restrictions/restrictions.ts'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 45, item 5: staff read the limiter's badge on a response before they choose, the worker reads the
 * pause and its last day. The demo seeds no months of work, so the server's answers are given here.
 */
const shot = (name: string) => `.tmp/shots/limiter-${name}.png`
const badge = '5 мес. подряд более 160 ч — пауза с 1 января'

test('staff see the limiter’s badge on a response before they choose', async ({ page }) => {
  await page.route('**/api/order/response/all-for-order', async (route) => {
    const answer = await route.fetch()
    const responses = (await answer.json()) as { limiter: string | null }[]
    await route.fulfill({
      response: answer,
      json: responses.map((one, i) => ({ ...one, limiter: i ? null : badge })),
    })
  })
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Приёмка утренней поставки')
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await page.getByRole('button', { name: /Открыть заказ №/ }).click()
  const view = page.getByRole('dialog', { name: /Заказ №/ })
  await expect(view.getByText(badge)).toHaveCount(1)
  await page.screenshot({ path: shot('staff-1280') })
  await page.setViewportSize(phoneSize)
  await expect(view.getByText(badge)).toBeVisible()
  await page.screenshot({ path: shot('staff-375') })
})

test('the worker reads the pause, its last day and can appeal it', async ({ page }) => {
  const pause: Restriction = {
    id: 999_001,
    kind: 'limiter-pause',
    shopName: null,
    reasonCode: 'systematic-work',
    reasonTitle: 'Превышен предел систематической работы у одного заказчика',
    reason: '6 мес. подряд более 160 ч — пауза с 1 января',
    from: '2026-12-31T21:00:00.000Z',
    until: '2027-02-28T21:00:00.000Z',
    by: null,
    rulesVersion: 1,
    evidenceName: null,
  }
  await page.route('**/api/restrictions/my', (route) => route.fulfill({ json: [pause] }))
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/orders')
  const notice = page.getByRole('status', { name: 'Ограничения' })
  await expect(notice.getByText('Пауза: ограничение систематической работы')).toBeVisible()
  await expect(notice.getByText('С 01-01-2027 по 28-02-2027 · правила платформы, версия 1')).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Обжаловать' })).toBeVisible()
  await page.screenshot({ path: shot('worker-375'), fullPage: true })
  await page.setViewportSize(desktopSize)
  await page.screenshot({ path: shot('worker-1280') })
})
