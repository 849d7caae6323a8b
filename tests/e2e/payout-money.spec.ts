import { desktopSize, expect, signInAs, test } from './fixtures.ts'

test.describe('the money for payouts on Счета', () => {
  test('admins see the balance, today’s payouts and the limit, and open «Сверка»; employees see none of it', async ({
    page,
  }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/accounts')
    const money = page.getByRole('region', { name: 'Деньги на выплаты' })
    await expect(money.getByText(/^Баланс выплат: [\d\s\u00a0,]+₽$/)).toBeVisible()
    await expect(money.getByText(/^Сегодня: \d+ на [\d\s\u00a0,]+₽$/)).toBeVisible()
    await expect(money.getByText('Дневной лимит: без лимита')).toBeVisible()
    await money.getByRole('button', { name: 'Сверка' }).click()
    const dialog = page.getByRole('dialog', { name: 'Сверка выплат с провайдером' })
    await expect(
      dialog.getByText('Расхождений нет: выплаты провайдера совпадают с учётом').or(dialog.getByRole('list')),
    ).toBeVisible()
    await page.screenshot({ path: '.tmp/shots/payout-money-1280.png' })

    await signInAs(page, 'employee')
    await page.goto('/accounts')
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Деньги на выплаты' })).toHaveCount(0)
  })
})
