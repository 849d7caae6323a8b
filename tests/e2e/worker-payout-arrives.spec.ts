import { actAwaiting } from './act-awaiting.ts'
import { authHeaders, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 47: in INSTANT mode a worker paid by СБП confirms an act and watches the payout arrive from the YooKassa
 * stand-in. Абдуллаев's done order is paid here, so this file runs after the ones that count his orders (its
 * name sorts last), and the mode is set back to REGISTRY for whatever runs after it.
 */
test('a worker paid by СБП confirms an act and watches the payout arrive', async ({ page }) => {
  const admin = await authHeaders(page.request, 'admin')
  const setMode = (mode: 'INSTANT' | 'REGISTRY') =>
    page.request.post('/api/settings/payout-mode', { headers: admin, data: { mode, dailyTime: '18:00' } })
  expect((await setMode('INSTANT')).ok()).toBe(true)
  try {
    const done = await actAwaiting(page.request, admin, 'Абдуллаев')
    const worker = await authHeaders(page.request, 'secondWorker')
    await page.request.post('/api/self-employed/payout-method', {
      headers: worker,
      data: { kind: 'SBP', phone: '+79001231234', bankId: '100000000004' },
    })
    const me = (await (await page.request.get('/api/self-employed/me', { headers: worker })).json()) as {
      id: number
    }
    const confirmed = await page.request.post('/api/self-employed/payout-method/confirm', {
      headers: admin,
      data: { id: me.id },
    })
    expect(confirmed.ok()).toBe(true)

    await page.setViewportSize(phoneSize)
    await signInAs(page, 'secondWorker')
    await page.goto('/confirmations')
    await page
      .getByRole('article')
      .filter({ hasText: `Заказ № ${done.orderNumber}` })
      .getByRole('button', { name: 'Подтвердить' })
      .click()
    await page
      .getByRole('dialog', { name: 'Подтвердить акт?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click()
    await expect(page.getByText(/по СБП: Т-Банк, \+7 ••• 12-34 — в пути/)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(/по СБП: Т-Банк, \+7 ••• 12-34 — получена/)).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: '.tmp/shots/payout-succeeded-375.png' })
  } finally {
    await setMode('REGISTRY')
  }
})
