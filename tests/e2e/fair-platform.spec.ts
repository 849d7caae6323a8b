import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/** Issue 45, items 1 and 2: the rules' tab, a block's record for the worker and for staff, a block's reason. */
const shot = (name: string) => `.tmp/shots/fair-platform-${name}.png`

test.describe('rules and restrictions', () => {
  test('the blocked worker reads the spec’s notice and, under it, why, until when and what to do', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'blockedWorker')
    await page.goto('/orders')
    const notice = page.getByRole('alert')
    await expect(notice.getByText('К сожалению, Ваш профиль заблокирован', { exact: true })).toBeVisible()
    await expect(
      notice.getByText('Причина: Неявка на смену без предупреждения', { exact: false }),
    ).toBeVisible()
    await expect(notice.getByText(/правила платформы, версия 1/)).toBeVisible()
    await page.screenshot({ path: shot('blocked-worker-375'), fullPage: true })
  })

  test('staff see the record on the worker’s profile and block with a reason from the list', async ({
    page,
  }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Сидоров')
    await page.getByRole('link', { name: /Сидоров/ }).click()
    const records = page.getByRole('region', { name: 'Ограничения' })
    await expect(records.getByText(/Неявка на смену без предупреждения/)).toBeVisible()
    await page.screenshot({ path: shot('staff-profile-1280') })

    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Абдуллаев')
    await page.getByRole('link', { name: /Абдуллаев/ }).click()
    await page.getByRole('button', { name: 'Заблокировать' }).click()
    const dialog = page.getByRole('dialog', { name: 'Заблокировать исполнителя?' })
    await dialog.getByRole('button', { name: /Причина по перечню/ }).click()
    await page.getByRole('option', { name: 'Грубое поведение в магазине' }).click()
    await dialog.getByRole('textbox', { name: 'Пояснение' }).fill('Спорил с покупателями у кассы')
    await page.screenshot({ path: shot('block-dialog-1280') })
    await dialog.getByRole('button', { name: 'Заблокировать' }).click()
    await expect(
      records.getByText(/Грубое поведение в магазине. Спорил с покупателями у кассы/),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Разблокировать' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Разблокировать' }).click()
    await expect(records).toHaveCount(0)
  })

  test('admins publish rules no sooner than the notice, and read the history', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=rules')
    await expect(page.getByText(/Версия 1 · в силе с/)).toBeVisible()
    await page.getByRole('textbox', { name: 'Текст правил' }).fill('Правила, версия 2')
    await page.getByRole('textbox', { name: 'Вступает в силу' }).fill('01-01-2020')
    await page.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(page.getByText(/Новые правила вступают в силу не раньше/)).toBeVisible()
    await page.screenshot({ path: shot('rules-tab-1280') })
  })

  test('the worker can withdraw the consent from the profile, refused while an order is open', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'worker')
    await page.goto('/profile')
    const consent = page.getByRole('region', { name: 'Согласие на обработку персональных данных' })
    await consent.getByRole('button', { name: 'Отозвать согласие' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Отозвать и удалить профиль' }).click()
    await expect(page.getByText(/Отозвать согласие пока нельзя/)).toBeVisible()
    await consent.scrollIntoViewIfNeeded()
    await page.screenshot({ path: shot('consent-375') })
  })
})
