import type { Page } from '@playwright/test'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import type { NavigationCounts } from '../../src/contract/navigation/navigation.ts'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 46 item 5: on the phone the menu button's badge, the menu's numbers and Мои текущие заказы's tabs agree.
 * Reads only: the demo worker (Иванов) has a confirmed shift, so Мои текущие заказы counts at least one.
 */
test.use({ viewport: phoneSize })

/** The number an entry's badge shows in the open menu; 0 when it shows none. */
async function entryNumber(page: Page, title: string): Promise<number> {
  const menu = page.getByRole('dialog', { name: 'Меню' })
  const badge = menu.getByRole('img', { name: new RegExp(`^${title}: \\d+$`) })
  return (await badge.count()) ? Number(await badge.textContent()) : 0
}

test('the menu button, the menu and the tabs of Мои текущие заказы give the same numbers', async ({
  page,
}) => {
  const { accessToken } = await signInAs(page, 'worker')
  await page.goto('/my-current')
  const counts = (await (
    await page.request.get(navigationEndpoints.counts.path, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json()) as NavigationCounts
  expect(counts.currentOrders).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Обновить счётчики' }).click()
  // The Смены tab shows the number the menu gives Мои текущие заказы: the same orders.
  const shifts = page.getByRole('tab', { name: /^Смены/ })
  await expect(shifts).toHaveText(`Смены${counts.currentOrders}`)

  const menuButton = page.getByRole('banner').getByRole('button', { name: /^Открыть меню/ })
  const total = Number(
    await page
      .getByRole('banner')
      .getByLabel(/^Новое: \d+$/)
      .textContent(),
  )
  await menuButton.click()
  await expect(page.getByRole('dialog', { name: 'Меню' }).getByRole('navigation')).toBeVisible()
  const current = await entryNumber(page, 'Мои текущие заказы')
  const entries = [await entryNumber(page, 'Заказы'), current, await entryNumber(page, 'Акты')]
  expect(current).toBe(counts.currentOrders)
  expect(entries.reduce((sum, one) => sum + one, 0)).toBe(total)
  await expect(menuButton).toHaveAccessibleName(`Открыть меню, новое: ${total}`)
  // Чеки shows a deadline, never a number that the button would have to add.
  await expect(
    page.getByRole('dialog', { name: 'Меню' }).getByRole('img', { name: /^Чеки: \d+$/ }),
  ).toHaveCount(0)
  await page.keyboard.press('Escape')

  await shifts.click()
  await expect(page.getByRole('article')).toHaveCount(current)
  await page.screenshot({ path: '.tmp/shots/worker-badges.png' })
})
