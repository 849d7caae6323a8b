import { actAwaiting } from './act-awaiting.ts'
import { authHeaders, expect, phoneSize, signInAs, test, type Account } from './fixtures.ts'
import type { Page } from '@playwright/test'

/**
 * Issue 47: in INSTANT mode the demo worker chooses СБП on the profile, confirms an act and watches the payout
 * arrive from the YooKassa stand-in; then allows ЮMoney to register their receipts and reads that a СБП payout
 * carries none (YooKassa registers them with card payouts only, decision 113; the receipt registered with a card
 * payout and VERIFIED is worker-payout-receipt-verified.spec.ts, on a shift of Иванов's made there).
 * Абдуллаев's done order is paid here, so this file runs after the ones that count his orders (its name sorts
 * last), and the mode is set back to REGISTRY for whatever runs after it.
 */
test.describe.configure({ mode: 'serial' })

async function confirmAct(page: Page, orderNumber: number) {
  await page.goto('/confirmations')
  await page
    .getByRole('article')
    .filter({ hasText: `Заказ № ${orderNumber}` })
    .getByRole('button', { name: 'Подтвердить' })
    .click()
  await page
    .getByRole('dialog', { name: 'Подтвердить акт?' })
    .getByRole('button', { name: 'Подтвердить' })
    .click()
}

const setMode = async (page: Page, admin: Record<string, string>, mode: 'INSTANT' | 'REGISTRY') =>
  (
    await page.request.post('/api/settings/payout-mode', {
      headers: admin,
      data: { mode, dailyTime: '18:00' },
    })
  ).ok()
const worker: Account = 'secondWorker'

test('the worker chooses СБП, confirms an act and watches the payout arrive', async ({ page }) => {
  const admin = await authHeaders(page.request, 'admin')
  expect(await setMode(page, admin, 'INSTANT')).toBe(true)
  try {
    const done = await actAwaiting(page.request, admin, 'Абдуллаев')
    await page.setViewportSize(phoneSize)
    await signInAs(page, worker)
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'Как получать выплаты' })
    await section.getByRole('button', { name: 'Другой способ выплаты' }).click()
    await section.getByRole('radio', { name: 'По СБП на телефон' }).check()
    await section.getByRole('combobox', { name: 'Банк' }).selectOption({ label: 'Т-Банк' })
    await section
      .getByRole('textbox', { name: 'Телефон, к которому привязан счёт' })
      .pressSequentially('9001231234')
    await section.getByRole('button', { name: 'Сохранить' }).click()
    await expect(section.getByText('По СБП: Т-Банк, +7 ••• 12-34')).toBeVisible()
    const me = (await (
      await page.request.get('/api/self-employed/me', { headers: await authHeaders(page.request, worker) })
    ).json()) as { id: number }
    const confirmed = await page.request.post('/api/self-employed/payout-method/confirm', {
      headers: admin,
      data: { id: me.id },
    })
    expect(confirmed.ok()).toBe(true)

    await confirmAct(page, done.orderNumber)
    await expect(page.getByText(/по СБП: Т-Банк, \+7 ••• 12-34 — в пути/)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(/по СБП: Т-Банк, \+7 ••• 12-34 — получена/)).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: '.tmp/shots/payout-succeeded-375.png' })
  } finally {
    await setMode(page, admin, 'REGISTRY')
  }
})

test('the worker allows ЮMoney to register receipts and reads that СБП payouts carry none', async ({
  page,
}) => {
  await page.setViewportSize(phoneSize)
  await signInAs(page, worker)
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Как получать выплаты' })
  const allow = section.getByRole('checkbox', { name: 'Я разрешил ЮMoney регистрировать чеки за меня' })
  await expect(allow).not.toBeChecked()
  await allow.check()
  await expect(
    section.getByText('При выплате по СБП ЮMoney чек не регистрирует: добавьте его в «Чеки» сами.'),
  ).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.tmp/shots/payout-profile-375.png' })
  await page.reload()
  await expect(allow).toBeChecked()
  // The profile's sections refresh after a reload (the month's money above this one among them): the tap waits
  // for the page to settle, as a thumb would, rather than land where the box was a moment before.
  await page.waitForLoadState('networkidle')
  await allow.uncheck()
  await expect(page.getByText('Чеки снова добавляете вы')).toBeVisible()
  const saved = await page.request.get('/api/self-employed/payout-method', {
    headers: await authHeaders(page.request, worker),
  })
  expect(((await saved.json()) as { receiptsByProvider: boolean }).receiptsByProvider).toBe(false)
})
