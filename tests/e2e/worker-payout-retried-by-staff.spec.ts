import { actAwaiting } from './act-awaiting.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/**
 * Issue 47: staff see a payment's provider payout on Счета and retry a canceled one. Иванов's act is confirmed
 * in INSTANT mode while his СБП method waits for an admin, so the payout is canceled with that reason. His
 * order is paid here, so this file runs after the ones that count his orders (its name sorts last), and the
 * mode is set back to REGISTRY for whatever runs after it.
 */
test('an admin sees a canceled payout on Счета with its reason and retries it', async ({ page }) => {
  const admin = await authHeaders(page.request, 'admin')
  const setMode = (mode: 'INSTANT' | 'REGISTRY') =>
    page.request.post('/api/settings/payout-mode', { headers: admin, data: { mode, dailyTime: '18:00' } })
  expect((await setMode('INSTANT')).ok()).toBe(true)
  try {
    const worker = await authHeaders(page.request, 'worker')
    const method = await page.request.post('/api/self-employed/payout-method', {
      headers: worker,
      data: { kind: 'SBP', phone: '+79001235678', bankId: '100000000004' },
    })
    expect(method.ok()).toBe(true)
    const done = await actAwaiting(page.request, admin, 'Иванов')
    const confirmed = await page.request.post('/api/order/confirm-completed-work-certificate', {
      headers: worker,
      data: { id: done.id },
    })
    expect(confirmed.ok(), await confirmed.text()).toBe(true)

    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    const reason = 'Способ выплаты по СБП ещё не проверен администратором'
    await expect(async () => {
      await page.goto('/accounts')
      await expect(page.getByText(reason).first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText(/— отменена/).first()).toBeVisible()
    await page.screenshot({ path: '.tmp/shots/payout-canceled-accounts-1280.png' })

    await page.getByRole('button', { name: 'Повторить выплату' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Повторить выплату?' })
    await expect(dialog).toContainText(`по заказу № ${done.orderNumber}`)
    await dialog.getByRole('button', { name: 'Повторить выплату' }).click()
    await expect(page.getByText(`Выплата по заказу № ${done.orderNumber} отправлена снова`)).toBeVisible()
  } finally {
    await setMode('REGISTRY')
  }
})
