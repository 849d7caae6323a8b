import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import type { ReceiptHistoryEntry } from '../../src/contract/receipts/receipt-care-schemas.ts'
import { receiptHistoryActions } from '../../src/contract/receipts/receipt-care.ts'
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

test('the history reads in Russian, each event with its date in DD-MM-YYYY, HH:mm', async ({ page }) => {
  // The demo's receipts were seeded without journal events, so the journal's answer is given here as the server
  // words it (receiptEndpoints.history), to see how the dialog draws each kind of event.
  const history: ReceiptHistoryEntry[] = [
    {
      at: '2026-11-25T09:05:00.000Z',
      action: 'receipt.linked',
      label: receiptHistoryActions['receipt.linked'],
      actorKind: 'worker',
      receiptNumber: '200t3v8w2x',
      status: 'MISMATCH',
      reason: 'Сумма в чеке 2 000,00 ₽, а по заказу 2 625,00 ₽',
    },
    {
      at: '2026-11-26T18:40:00.000Z',
      action: 'receipt.removed',
      label: receiptHistoryActions['receipt.removed'],
      actorKind: 'worker',
      receiptNumber: null,
      status: null,
      reason: null,
    },
  ]
  await page.route(`**${receiptEndpoints.history.path}`, (route) => route.fulfill({ json: history }))
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  await page
    .getByRole('button', { name: /^История чеков заказа № \d+$/ })
    .first()
    .click()
  const entries = page.getByRole('dialog').getByRole('list', { name: 'История чеков' }).getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('Добавлен чек по ссылке')
  await expect(entries.nth(0)).toContainText('25-11-2026, 12:05')
  await expect(entries.nth(0)).toContainText(
    'Исполнитель · чек № 200t3v8w2x · Не совпадает · Сумма в чеке 2 000,00 ₽, а по заказу 2 625,00 ₽',
  )
  await expect(entries.nth(1)).toContainText('Чек удалён исполнителем')
  await expect(entries.nth(1)).toContainText('26-11-2026, 21:40')
  await page.screenshot({ path: '.tmp/shots/receipt-history-entries.png' })
})
