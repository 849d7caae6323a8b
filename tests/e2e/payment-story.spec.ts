import { paymentFixLabels } from '../../src/contract/payments/payment-story.ts'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 46, item 1 (decision 084), at 375×812: the demo worker whose payment the bank refused (Абдуллаев) sees the
 * refusal with the bank's reason in Мои подработки, and «Укажите другую карту» takes him to his profile's card.
 */
test.use({ viewport: phoneSize })

test('a payment the bank refused is told with its reason and the way out to the card', async ({ page }) => {
  await signInAs(page, 'secondWorker')
  await page.goto('/my-history')
  const earnings = page.getByRole('region', { name: 'Заработано за месяц' })
  await expect(earnings).toContainText(/\d\s₽/)
  await expect(earnings).toContainText('Банк отклонил выплат: 1')

  const refusal = page.getByRole('alert').filter({ hasText: 'Банк отклонил: карта получателя заблокирована' })
  await expect(refusal).toBeVisible()
  // The other shifts tell their steps along the same path.
  await expect(page.getByRole('list', { name: 'Выплата' }).first()).toBeVisible()
  await expect(page.locator('[aria-current="step"]').filter({ hasText: 'Зачислено' }).first()).toBeVisible()
  await refusal.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.tmp/shots/payment-refused-375.png' })

  await refusal.getByRole('link', { name: paymentFixLabels.CHANGE_CARD }).click()
  await expect(page).toHaveURL(/\/profile\?edit=card$/)
  const replace = page.getByRole('button', { name: 'Указать другую карту' })
  await expect(replace).toBeFocused()
  await expect(replace).toBeInViewport()
  await page.screenshot({ path: '.tmp/shots/profile-card-375.png' })
  await replace.click()
  await expect(page.getByRole('textbox', { name: 'Номер банковской карты' })).toBeFocused()
})

test('the profile shows the month’s money told by the same stories', async ({ page }) => {
  await signInAs(page, 'secondWorker')
  await page.goto('/profile')
  const earnings = page.getByRole('region', { name: 'Заработано за месяц' })
  await expect(earnings).toContainText('Из них зачислено на карту:')
  await page.screenshot({ path: '.tmp/shots/profile-earnings-375.png', fullPage: false })
})
