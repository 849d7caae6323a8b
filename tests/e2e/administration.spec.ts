import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { APIRequestContext } from '@playwright/test'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'

/** An instant `seconds` from now in the demo shops' city (UTC+3), as the order calls take it. */
function moscowIso(seconds: number): string {
  const local = new Date(Date.now() + seconds * 1000 + 3 * 3_600_000)
  return `${local.toISOString().slice(0, 19)}+03:00`
}

/**
 * A DONE order of its own, made through the API: a shift that starts in 20 s and ends in 40 s, taken by the
 * demo worker and started by staff; the server's scheduled step marks it DONE once the shift has ended.
 */
async function startDoneOrder(request: APIRequestContext, description: string) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, 'worker')
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const created = await request.post(orderEndpoints.create.path, {
    headers: staff,
    data: {
      shopId: shop.id,
      serviceId: shop.services[0]!.id,
      dateTime: moscowIso(20),
      dateTo: moscowIso(40),
      description,
    },
  })
  expect(created.ok()).toBe(true)
  const order = (await created.json()) as { id: number; orderNumber: number }
  const step = async (url: string, data: object, headers: Record<string, string>) =>
    expect((await request.post(url, { data, headers })).ok(), url).toBe(true)
  await step(responseEndpoints.make.path, { orderId: order.id }, worker)
  const me = (await (await request.get(workerEndpoints.me.path, { headers: worker })).json()) as {
    id: number
  }
  await step(orderEndpoints.setExecutor.path, { id: order.id, selfEmployedId: me.id }, staff)
  await step(orderEndpoints.confirm.path, { id: order.id }, worker)
  await step(orderEndpoints.setInProgress.path, { id: order.id }, staff)
  return {
    orderNumber: order.orderNumber,
    async done() {
      await expect
        .poll(
          async () => {
            const response = await request.post(orderEndpoints.byId.path, {
              data: { id: order.id },
              headers: staff,
            })
            return ((await response.json()) as { status: string }).status
          },
          { timeout: 100_000, intervals: [2_000] },
        )
        .toBe('DONE')
    },
  }
}

test.describe('administration', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('the admin lowers the maximum payment; the finish dialog holds to it; the journal shows the change', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const description = `Лимит e2e ${Date.now()}`
    const order = await startDoneOrder(page.request, description)
    await signInAs(page, 'admin')
    try {
      await page.goto('/administration')
      await expect(page.getByRole('tab', { name: 'Настройки', selected: true })).toBeVisible()
      const field = page.getByRole('textbox', { name: 'Максимальная сумма выплаты, ₽' })
      await expect(field).toHaveValue('30000')
      await field.fill('0')
      await expect(
        page.getByText('Максимальная сумма выплаты — от 1 до 10 000 000 ₽, не более двух знаков после точки'),
      ).toBeVisible()
      await field.fill('100')
      await page.getByRole('button', { name: 'Сохранить: Максимальная сумма выплаты, ₽' }).click()
      await expect(page.getByText('Сохранено: максимальная сумма выплаты, ₽')).toBeVisible()

      await order.done()
      await page.getByRole('link', { name: 'Текущие заявки' }).click()
      await page.getByRole('searchbox', { name: 'Поиск' }).fill(description)
      await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
      const view = page.getByRole('dialog', { name: `Заказ № ${order.orderNumber}` })
      await view.getByRole('button', { name: 'Завершить' }).click()
      const finish = page.getByRole('dialog', { name: /Завершение заказа/ })
      await expect(finish.getByText('Сумма превышает допустимый лимит по выплате в 100 руб.')).toBeVisible()
      await expect(finish.getByRole('button', { name: 'Сформировать акт' })).toBeDisabled()
      await page.keyboard.press('Escape')

      await page.goto('/administration')
      await page.getByRole('tab', { name: 'Журналы' }).click()
      await page.getByRole('radio', { name: 'Настройки, справочники и сотрудники' }).click()
      const row = page
        .locator('table tbody tr')
        .filter({ hasText: 'Изменена настройка «Максимальная сумма выплаты, ₽»' })
        .first()
      await expect(row).toContainText('Смирнова Анна Сергеевна')
      await expect(row).toContainText('30000.00 → 100.00')
    } finally {
      const headers = await authHeaders(page.request, 'admin')
      await page.request.post(settingsEndpoints.setMaxPayment.path, { data: { value: '30000' }, headers })
    }
  })

  test('the admin adds an employee, makes them admin, and cannot demote or delete themself', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/administration')
    await page.getByRole('tab', { name: 'Сотрудники' }).click()
    const own = page.locator('table tbody tr').filter({ hasText: 'Смирнова Анна Сергеевна' })
    await expect(own.getByRole('button', { name: 'Снять роль администратора' })).toBeDisabled()
    await expect(own.getByRole('button', { name: /Удалить/ })).toBeDisabled()
    await expect(own).toContainText('Свою запись нельзя удалить или лишить роли администратора')

    await page.getByRole('button', { name: 'Добавить сотрудника' }).click()
    const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' })
    // Ten digits after +7, unique per run: the server keeps deleted employees' phones.
    const digits = `915${String(Date.now()).slice(-7)}`
    await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially(digits)
    await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Орлова')
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('maria')
    await dialog.getByRole('button', { name: 'Добавить' }).click()
    await expect(dialog.getByText('Допустимы только русские буквы и дефис')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Мария')
    await dialog.getByRole('button', { name: 'Добавить' }).click()
    await expect(page.getByText('Сотрудник добавлен: Орлова Мария')).toBeVisible()
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Орлова')
    const added = page.locator('table tbody tr').filter({ hasText: 'Орлова Мария' })
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await added.getByRole('button', { name: 'Назначить администратором' }).click()
    await page
      .getByRole('dialog', { name: 'Назначить администратором?' })
      .getByRole('button', { name: 'Назначить' })
      .click()
    await expect(added.getByText('Администратор', { exact: true })).toBeVisible()
    await added.getByRole('button', { name: 'Удалить: Орлова Мария' }).click()
    await page
      .getByRole('dialog', { name: 'Удалить сотрудника?' })
      .getByRole('button', { name: 'Удалить' })
      .click()
    await expect(page.getByText('Никого не нашлось')).toBeVisible()
  })

  test('an employee sees no admin entries and is sent home from /administration', async ({ page }) => {
    await signInAs(page, 'employee')
    await page.goto('/')
    const navigation = page.getByRole('navigation').first()
    await expect(navigation.getByRole('link', { name: 'Текущие заявки' })).toBeVisible()
    for (const title of ['Общие настройки', 'Справочники', 'Счета']) {
      await expect(page.getByRole('link', { name: title })).toHaveCount(0)
    }
    await page.goto('/administration')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
  })
})
