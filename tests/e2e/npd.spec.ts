import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue #22, items 1 and 4 on the screens: the tax service's last answer as its proof, and this year's payouts
 * against the НПД limit, in Счета, on the staff's worker card and in the worker's own profile. The demo's
 * answers: the confirmed workers self-employed, Сидоров (INN ending in 0) not. Screenshots go to .tmp/.
 */
const shots = `.tmp/screens-npd`
const proof = /^Самозанятый на \d\d-\d\d-\d{4}, проверено \d\d-\d\d-\d{4}, \d\d:\d\d$/

test("Счета show each executor's НПД status and payouts of the year", async ({ page }) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  const sidorov = page.locator('table tbody tr', { hasText: 'Сидоров Алексей' })
  await expect(sidorov.getByText(/^Не самозанятый на /)).toBeVisible()
  const ivanov = page.locator('table tbody tr', { hasText: 'Иванов Иван' }).first()
  await expect(ivanov.getByText(proof)).toBeVisible()
  await expect(
    ivanov.getByText(/^Выплачено в \d{4} году: .*\u00a0из\u00a02\u00a0400\u00a0000\u00a0₽$/),
  ).toBeVisible()
  await page.screenshot({ path: `${shots}/accounts-1280.png`, fullPage: true })
})

test("the staff's worker card shows the proof and the year's payouts; «Проверить» asks again", async ({
  page,
}) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'employee')
  await page.goto('/confirmed')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Сидоров')
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await page.getByRole('link', { name: 'Сидоров Алексей' }).click()
  const summary = page.getByRole('region', { name: 'Сводка' })
  await expect(summary.getByText(/^Не самозанятый на /)).toBeVisible()
  await expect(summary.getByText(/^Выплачено в \d{4} году: /)).toBeVisible()
  await page.screenshot({ path: `${shots}/worker-card-1280.png` })
  await summary.getByRole('button', { name: 'Проверить' }).click()
  await expect(page.getByText(/^ИНН \d{12}: Не самозанятый на /)).toBeVisible()
})

test("the worker's profile shows their status and what the company paid them this year", async ({ page }) => {
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/profile')
  const section = page.getByRole('heading', { name: 'Налог на профессиональный доход' })
  await expect(section).toBeVisible()
  await expect(page.getByText(proof)).toBeVisible()
  await expect(page.getByText(/^Выплачено в \d{4} году: /)).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/worker-profile-375.png` })
})
