import { platformRulesMessages } from '../../src/contract/platform-rules/messages.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 45, items 1–3 (decision 114): the demo's restrictions of every kind with their records and appeals, the
 * file beside an appeal, staff's inbox and the worker's profile; and a worker who must accept new rules first.
 */
const shot = (name: string) => `.tmp/shots/restriction-records-${name}.png`

test.describe('restriction records', () => {
  test('the worker reads each restriction, its appeal’s state, and can add a file to the open one', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'restrictedWorker')
    await page.goto('/orders')
    const records = page.getByRole('listitem').filter({ hasText: 'Причина:' })
    await expect(records.filter({ hasText: 'Блокировка в магазине: Магазин «У станции»' })).toContainText(
      'Жалоба: Ограничение оставлено в силе',
    )
    const exclusion = records.filter({ hasText: 'Исключение из автопринятия: Магазин «Центральный»' })
    await expect(exclusion).toContainText('Жалоба: Подана, решение до')
    await expect(exclusion).toContainText('отклик без сотрудника не принимается')
    await expect(records.filter({ hasText: 'Пауза: ограничение систематической работы' })).toContainText(
      'Жалоба: На рассмотрении',
    )
    await page.screenshot({ path: shot('worker-375'), fullPage: true })
    await expect(exclusion.getByRole('button', { name: 'Приложить файл' })).toBeVisible()
    await expect(exclusion.getByRole('button', { name: 'Обжаловать' })).toHaveCount(0)
    // The shop's block was kept on appeal: a new appeal may be made, with a file.
    await records
      .filter({ hasText: 'Блокировка в магазине' })
      .getByRole('button', { name: 'Обжаловать' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Обжаловать ограничение' })
    await expect(dialog.getByText('Файл: фото или документ (необязательно)')).toBeVisible()
    await dialog.getByLabel('Файл: фото или документ (необязательно)').setInputFiles({
      name: 'переписка.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    })
    await expect(dialog.getByText('переписка.png')).toBeVisible()
    await page.screenshot({ path: shot('appeal-dialog-375') })
    await dialog.getByRole('button', { name: 'Отмена' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('staff exclude a worker from a shop’s auto-accept with a reason, and take them back', async ({
    page,
  }) => {
    const me = await page.request.get(workerEndpoints.me.path, {
      headers: await authHeaders(page.request, 'secondWorker'),
    })
    const workerId = ((await me.json()) as { id: number }).id
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto(`/self-employed-profile/${workerId}`)
    await page.getByRole('tab', { name: 'Магазины' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Магазин «Центральный»' })
    await row.getByRole('button', { name: /^Исключить из автопринятия/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Без автопринятия: Магазин «Центральный»' })
    await dialog.getByRole('button', { name: 'Исключить' }).click()
    await expect(dialog.getByText('Укажите причину исключения')).toBeVisible()
    await dialog.getByLabel('Пояснение').fill('Две смены подряд без отметки ухода')
    await page.screenshot({ path: shot('exclude-dialog-1280') })
    await dialog.getByRole('button', { name: /Причина по перечню/ }).click()
    await page.getByRole('option', { name: 'Систематические опоздания' }).click()
    await dialog.getByRole('button', { name: 'Исключить' }).click()
    await expect(page.getByText('Исполнитель исключён из автопринятия магазина')).toBeVisible()
    await expect(row.getByText('Без автопринятия')).toBeVisible()
    const records = page.getByRole('region', { name: 'Ограничения' })
    await expect(records.getByText('Исключение из автопринятия: Магазин «Центральный»')).toBeVisible()
    // The demo is put back as it was.
    await row.getByRole('button', { name: /^Вернуть в автопринятие/ }).click()
    await expect(page.getByText('Исполнитель возвращён в автопринятие магазина')).toBeVisible()
    await expect(records).toHaveCount(0)
  })

  test('staff see the inbox with the overdue appeal flagged and the records on the worker’s profile', async ({
    page,
  }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/appeals')
    const appeals = page.getByRole('listitem', { name: /Жалоба Ковалёв/ })
    await expect(appeals).toHaveCount(2)
    await expect(appeals.filter({ hasText: 'На рассмотрении' })).toContainText('срок прошёл')
    await page.screenshot({ path: shot('inbox-1280') })
    await page.getByRole('tab', { name: 'Решённые' }).click()
    await expect(page.getByRole('listitem', { name: /Жалоба Ковалёв/ })).toHaveCount(2)
    await expect(page.getByText('Ограничение отменено').first()).toBeVisible()

    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Ковалёв')
    await page.getByRole('link', { name: /Ковалёв/ }).click()
    const records = page.getByRole('region', { name: 'Ограничения' })
    await expect(records.getByText('Исключение из автопринятия: Магазин «Центральный»')).toBeVisible()
    await expect(records.getByRole('button', { name: 'Приложить основание' })).toHaveCount(3)
    await page.screenshot({ path: shot('profile-1280'), fullPage: true })
  })

  test('a worker accepts the rules in force before the response goes', async ({ page }) => {
    let orderId: number | null = null
    // The demo's workers accepted the rules in force; the server's refusal for new rules is given once here.
    await page.route('**/api/order/response/make', async (route) => {
      if (orderId !== null) return route.continue()
      orderId = (route.request().postDataJSON() as { orderId: number }).orderId
      await route.fulfill({ status: 409, json: { message: platformRulesMessages.acceptRulesFirst } })
    })
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'worker')
    await page.goto('/orders')
    await page.getByRole('button', { name: 'Откликнуться' }).first().click()
    const rules = page.getByRole('dialog')
    await expect(rules.getByText(platformRulesMessages.acceptRulesFirst)).toBeVisible()
    await page.screenshot({ path: shot('rules-375') })
    await rules.getByRole('button', { name: 'Принимаю' }).click()
    await expect(page.getByText('Правила приняты, отклик отправлен')).toBeVisible()
    // The demo's orders are put back as they were: this order's response is withdrawn.
    await page
      .locator(`button[aria-describedby~="order-${orderId}-title"]`, { hasText: 'Отозвать отклик' })
      .click()
    await expect(page.getByText('Отклик отозван')).toBeVisible()
  })
})
