import { expect, phoneSize, signInAs, test } from './fixtures.ts'

test.describe('payouts', () => {
  test('the worker chooses СБП on the profile: a wrong phone is refused, the saved method waits for a check', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'worker')
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'Как получать выплаты' })
    await expect(section.getByText('На карту из профиля')).toBeVisible()
    await section.getByRole('button', { name: 'Другой способ выплаты' }).click()
    await section.getByRole('radio', { name: 'По СБП на телефон' }).check()
    await section.getByRole('combobox', { name: 'Банк' }).selectOption({ label: 'Т-Банк' })
    const phone = section.getByRole('textbox', { name: 'Телефон, к которому привязан счёт' })
    await phone.pressSequentially('1231231234')
    await section.getByRole('button', { name: 'Сохранить' }).click()
    await expect(section.getByText(/российский мобильный номер/)).toBeVisible()
    await phone.fill('')
    await phone.pressSequentially('9001231234')
    await section.getByRole('button', { name: 'Сохранить' }).click()
    await expect(section.getByText('По СБП: Т-Банк, +7 ••• 12-34')).toBeVisible()
    await expect(section.getByText(/Ждёт проверки администратором/)).toBeVisible()
    await page.screenshot({ path: '.tmp/shots/payout-method-375.png' })
  })
})
