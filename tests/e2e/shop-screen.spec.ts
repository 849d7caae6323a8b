import { checkInMessages } from '../../src/contract/check-in/messages.ts'
import { shopCodeNow } from './check-in-calls.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/** Decision 066 in the browser: the shop's screen opens by a link of its own, with no session on the device. */
test("the shop's screen opens by the link staff make, on a device signed in as nobody, and shows the code", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/dictionaries?tab=shop')
  const row = page.locator('table tbody tr').filter({ hasText: 'Магазин «Центральный»' })
  await row.getByRole('button', { name: 'Код для отметок' }).click()
  const dialog = page.getByRole('dialog', { name: 'Код для отметок' })
  await dialog.getByRole('button', { name: 'Создать ссылку для экрана' }).click()
  await page
    .getByRole('dialog', { name: 'Создать ссылку для экрана?' })
    .getByRole('button', { name: 'Создать' })
    .click()
  const link = await dialog.getByRole('textbox').inputValue()
  expect(link).toMatch(/\/shop-code\/\d+#[A-Za-z0-9_-]{43}$/)
  await expect(dialog.getByRole('button', { name: 'Сменить секрет кода' })).toBeVisible()

  const shopDevice = await browser.newContext()
  const screen = await shopDevice.newPage()
  await screen.goto(link)
  await expect(screen.getByRole('img', { name: 'QR-код для отметки на смене' })).toBeVisible()
  // The token leaves the address at once: it is kept on the device only.
  expect(screen.url()).not.toContain('#')
  const shown = (await screen.locator('p.font-mono').innerText()).replace(/\s/g, '')
  const staff = await authHeaders(request, 'admin')
  const shopId = Number(/shop-code\/(\d+)/.exec(link)![1])
  expect(shown).toBe(await shopCodeNow(request, staff, shopId))
  // Reading the code made a new screen link: the screen opened before stops.
  await screen.reload()
  await expect(screen.getByText(checkInMessages.screenRevoked)).toBeVisible()
  await shopDevice.close()
})
