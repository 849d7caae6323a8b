import { desktopSize, expect, signInAs, test } from './fixtures.ts'

/** Issue 46 item 2: staff read an order's receipt history on Счета. Reads only. */
test.use({ viewport: desktopSize })

test('Счета opens the receipt history of an order with a receipt', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  const opener = page.getByRole('button', { name: /^Открыть чек по заказу № \d+$/ }).first()
  await expect(opener).toBeVisible()
  const orderNumber = /№ (\d+)/.exec((await opener.getAttribute('aria-label'))!)![1]!
  await page.getByRole('button', { name: `История чеков заказа № ${orderNumber}` }).click()

  const dialog = page.getByRole('dialog', { name: `История чеков заказа № ${orderNumber}` })
  await expect(dialog.getByRole('heading', { name: `История чеков заказа № ${orderNumber}` })).toBeVisible()
  const entries = dialog.getByRole('list', { name: 'История чеков' }).getByRole('listitem')
  await expect(
    entries.or(dialog.getByText('В журнале нет событий по чекам этого заказа')).first(),
  ).toBeVisible()
  for (const entry of await entries.all()) {
    await expect(entry.locator('time')).toHaveText(/^\d\d-\d\d-\d{4}, \d\d:\d\d$/)
  }
  await page.screenshot({ path: '.tmp/shots/receipt-history.png' })
  await dialog.getByRole('button', { name: 'Закрыть' }).click()
  await expect(dialog).toHaveCount(0)
})
