import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { readFile } from 'node:fs/promises'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'

/** A day `days` from today in the demo shops' city (UTC+3), as the date field is typed: DD-MM-YYYY. */
function localDay(days: number): { typed: string; iso: string } {
  const iso = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
  return { iso, typed: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` }
}

const rub = (text: string) => new RegExp(text.replace(/ /g, '\\s'))

test.describe('staff orders', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('create an order, send it to a worker who responded, and have it confirmed', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/')
    await page.getByRole('button', { name: 'Создать заказ' }).click()
    const form = page.getByRole('dialog', { name: 'Новый заказ' })
    await form.getByRole('combobox', { name: 'Магазин' }).fill('Центральный')
    await page.getByRole('option', { name: /Магазин «Центральный»/ }).click()
    await form.getByRole('button', { name: 'Услуга' }).click()
    await page.getByRole('option', { name: 'Кассир' }).click()
    await form.getByRole('textbox', { name: 'Дата смены' }).pressSequentially(localDay(2).typed)
    await form.getByRole('textbox', { name: 'Начало' }).pressSequentially('0900')
    await form.getByRole('textbox', { name: 'Окончание' }).pressSequentially('1700')
    const description = `Кассир e2e ${Date.now()}`
    await form.getByRole('textbox', { name: 'Описание' }).fill(description)
    const created = page.waitForResponse((response) => response.url().endsWith(orderEndpoints.create.path))
    await form.getByRole('button', { name: 'Создать заказ' }).click()
    const order = (await (await created).json()) as { id: number; orderNumber: number; dateTime: string }
    expect(order.dateTime).toBe(`${localDay(2).iso}T09:00:00+03:00`)
    await expect(page.getByText('Заказ успешно создан')).toBeVisible()
    await expect(form).toBeHidden()

    const responded = await page.request.post(responseEndpoints.make.path, {
      data: { orderId: order.id },
      headers: await authHeaders(page.request, 'worker'),
    })
    expect(responded.ok()).toBe(true)

    await page.getByRole('searchbox', { name: 'Поиск' }).fill(description)
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
    const view = page.getByRole('dialog', { name: `Заказ № ${order.orderNumber}` })
    await view.getByRole('radio', { name: /Иванов Иван Петрович/ }).click()
    await view.getByRole('button', { name: 'На подтверждение исполнителю' }).click()
    await expect(view.getByText('Ожидает подтверждения исполнителем')).toBeVisible()

    const confirmed = await page.request.post(orderEndpoints.confirm.path, {
      data: { id: order.id },
      headers: await authHeaders(page.request, 'worker'),
    })
    expect(confirmed.ok()).toBe(true)
    await view.getByRole('button', { name: 'Закрыть', exact: true }).click()
    await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
    await expect(view.getByText('Запланирован')).toBeVisible()
    await view.getByRole('button', { name: 'Взять в работу' }).click()
    await expect(view.getByText('В работе')).toBeVisible()
  })

  test('finish the done demo order with payment, held to the limit, and download its act', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/')
    const rows = page.locator('table tbody tr')
    // Other browser tests may have brought more orders to DONE: every row shown is one, the demo's among them.
    // The previous page stays on screen, dimmed, while the filtered one loads: wait until every row is DONE.
    const doneChip = page.getByRole('group', { name: 'Статус' }).getByRole('button', { name: /^Исполнен/ })
    const waitForDoneOrders = async () => {
      await expect(doneChip).toHaveAttribute('aria-pressed', 'true')
      await expect(async () => {
        expect(await page.locator('table[aria-busy="true"]').count()).toBe(0)
        expect(await page.locator('table tbody').getByText('Исполнен', { exact: true }).count()).toBe(
          await rows.count(),
        )
      }).toPass()
      await expect(rows.filter({ hasText: 'Абдуллаев' })).toHaveCount(1)
    }
    await doneChip.click()
    await waitForDoneOrders()
    await rows
      .filter({ hasText: 'Абдуллаев' })
      .getByRole('button', { name: /Открыть заказ/ })
      .click()
    const view = page.getByRole('dialog', { name: /Заказ №/ })
    await expect(view.getByText('Акт не сформирован')).toBeVisible()

    // Without the settings call the form learns the limit from the save the server refuses.
    const limit = 'Сумма превышает допустимый лимит по выплате в 30000 руб.'
    await page.route('**/api/settings/max-payment', (route) =>
      route.fulfill({ status: 404, json: { message: 'Не найдено' } }),
    )
    await view.getByRole('button', { name: 'Завершить' }).click()
    const finish = page.getByRole('dialog', { name: /Завершение заказа/ })
    await expect(finish.getByRole('radio', { name: 'Работа выполнена и оплата произведена' })).toBeChecked()
    await expect(finish.getByText(rub('1 500 ₽'))).toBeVisible()
    await finish.getByLabel('Количество').fill('1000')
    await finish.getByRole('button', { name: 'Сформировать акт' }).click()
    await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible()
    await expect(finish).toBeHidden()
    await view.getByRole('button', { name: 'Завершить' }).click()
    await finish.getByLabel('Количество').fill('1000')
    await expect(finish.getByText(limit)).toBeVisible()
    await expect(finish.getByRole('button', { name: 'Сформировать акт' })).toBeDisabled()
    await page.unroute('**/api/settings/max-payment')

    // With it, the limit is known before any save.
    // The address keeps the filter, so the reloaded page opens on DONE orders (a click would turn it off).
    await page.reload()
    await waitForDoneOrders()
    await rows
      .filter({ hasText: 'Абдуллаев' })
      .getByRole('button', { name: /Открыть заказ/ })
      .click()
    await view.getByRole('button', { name: 'Завершить' }).click()
    await finish.getByLabel('Количество').fill('201')
    await expect(finish.getByText(limit)).toBeVisible()
    await expect(finish.getByRole('button', { name: 'Сформировать акт' })).toBeDisabled()
    await finish.getByLabel('Количество').fill('10')
    await expect(finish.getByText(limit)).toBeHidden()
    await finish.getByRole('radio', { name: '5 из 5' }).click()
    await finish.getByRole('button', { name: 'Сформировать акт' }).click()
    await expect(page.getByText('Акт сформирован и отправлен исполнителю')).toBeVisible()
    await expect(view.getByText('Акт отправлен исполнителю')).toBeVisible()
    await expect(view.getByText('5 из 5')).toBeVisible()

    const download = page.waitForEvent('download')
    await view.getByRole('button', { name: 'Скачать акт' }).click()
    const file = await (await download).path()
    expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF')
  })

  test('pages of 20, another page, a larger page size', async ({ page }) => {
    const tokens = await signInAs(page, 'admin')
    const auth = { authorization: `Bearer ${tokens.accessToken}` }
    const shops = (await (
      await page.request.get(dictionaryEndpoints.shops.path, { headers: auth })
    ).json()) as {
      id: number
      name: string
      services: { id: number }[]
    }[]
    // Another city than the demo worker's, so the worker's list of open orders is not pushed to page 2.
    const shop = shops.find((candidate) => candidate.name === 'Магазин «Урал»')!
    for (let i = 0; i < 25; i++) {
      const { iso } = localDay(10 + i)
      const response = await page.request.post(orderEndpoints.create.path, {
        headers: auth,
        data: {
          shopId: shop.id,
          serviceId: shop.services[0]!.id,
          dateTime: `${iso}T08:00:00+05:00`,
          dateTo: `${iso}T16:00:00+05:00`,
          description: `Пакет e2e ${i}`,
        },
      })
      expect(response.ok()).toBe(true)
    }

    await page.goto('/')
    const summary = page.getByText(/^1–20 из \d+$/)
    await expect(summary).toBeVisible()
    const total = Number((await summary.textContent())!.split('из ')[1])
    expect(total).toBeGreaterThan(20)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(20)
    await page.getByRole('button', { name: 'Страница 2' }).click()
    await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    await expect(rows).toHaveCount(Math.min(total - 20, 20))
    await page.getByLabel('Строк на странице').selectOption('50')
    await expect(rows).toHaveCount(Math.min(total, 50))
    // Other browser tests and the demo may bring the total past 50: then a second page remains.
    await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(total > 50 ? 1 : 0)
  })
})
