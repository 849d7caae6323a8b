import type { APIRequestContext, Page } from '@playwright/test'
import type { Order } from '../../src/contract/orders/order.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'

type Auth = { authorization: string }

async function call<T>(request: APIRequestContext, url: string, headers: Auth, data?: unknown): Promise<T> {
  const response =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data })
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** Tomorrow in the demo shops' city (UTC+3), as the order's date. */
const tomorrow = () => new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)

/**
 * A cashier's order (tariff «За час», 350 ₽) at the demo shop «Центральный», taken and confirmed by the demo
 * worker, all through the API as staff and the worker would: the order is CONFIRMED.
 */
async function confirmedCashierOrder(request: APIRequestContext, description: string) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, 'worker')
  const shops = await call<{ id: number; name: string; services: { id: number; fullName: string }[] }[]>(
    request,
    dictionaryEndpoints.shops.path,
    staff,
  )
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const cashier = shop.services.find((service) => service.fullName === 'Кассир')!
  const order = await call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: cashier.id,
    dateTime: `${tomorrow()}T09:00:00+03:00`,
    dateTo: `${tomorrow()}T17:00:00+03:00`,
    description,
  })
  await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = await call<{ id: number }>(request, workerEndpoints.me.path, worker)
  await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  const confirmed = await call<Order>(request, orderEndpoints.confirm.path, worker, { id: order.id })
  expect(confirmed.status).toBe('CONFIRMED')
  return { order: confirmed, staff }
}

/**
 * The same order made DONE: its shift moved into the past, where the server's own scheduled step (every 30 s)
 * starts and ends it, as after a real shift.
 */
async function doneCashierOrder(request: APIRequestContext, description: string) {
  const { order, staff } = await confirmedCashierOrder(request, description)
  const now = Date.now()
  const moved = await call<Order>(request, orderEndpoints.update.path, staff, {
    id: order.id,
    serviceId: order.serviceId,
    shopId: order.shopId,
    dateTime: new Date(now - 3 * 3_600_000).toISOString(),
    dateTo: new Date(now - 3_600_000).toISOString(),
    description: order.description,
    comment: order.comment,
    planAssignmentsCount: order.planAssignmentsCount,
  })
  // A confirmed shift's new times wait for the worker's consent (issue 49): they accept.
  await call(request, orderEndpoints.answerChange.path, await authHeaders(request, 'worker'), {
    id: moved.pendingChange!.id,
    accept: true,
  })
  await expect
    .poll(
      async () => (await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })).status,
      {
        timeout: 45_000,
        intervals: [1_000],
      },
    )
    .toBe('DONE')
  return { order, staff }
}

/** The order's view dialog, opened from the current orders table. */
async function openOrder(page: Page, order: Order) {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(order.description!)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
  return page.getByRole('dialog', { name: `Заказ № ${order.orderNumber}` })
}

test.describe('finish dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('an order that can be finished but has no executor: «Отсутствует» and no action button', async ({
    page,
  }) => {
    const description = `Без исполнителя e2e ${Date.now()}`
    const { order } = await confirmedCashierOrder(page.request, description)
    // No call leaves a CONFIRMED, IN_PROGRESS or DONE order without its executor, so the server's real answer
    // about this order is passed on with the executor taken out, as an order that lost it would come.
    await page.route(`**${orderEndpoints.byId.path}`, async (route) => {
      const response = await route.fetch()
      const answer = (await response.json()) as Order
      await route.fulfill({ response, json: answer.id === order.id ? { ...answer, executor: null } : answer })
    })
    await signInAs(page, 'admin')
    const view = await openOrder(page, order)
    await expect(view.getByText('Отсутствует')).toBeVisible()
    await view.getByRole('button', { name: 'Завершить', exact: true }).click()

    const finish = page.getByRole('dialog', { name: `Завершение заказа № ${order.orderNumber}` })
    await expect(finish.getByText('Исполнитель', { exact: true })).toBeVisible()
    await expect(finish.getByText('Отсутствует', { exact: true })).toBeVisible()
    await expect(finish.getByRole('radio')).toHaveCount(0)
    await expect(finish.getByRole('button', { name: 'Сформировать акт' })).toHaveCount(0)
    await expect(finish.getByRole('button', { name: 'Завершить заказ' })).toHaveCount(0)
    await finish.getByRole('button', { name: 'Отмена' }).click()
    await expect(finish).toHaveCount(0)
    await expect(view.getByRole('button', { name: 'Завершить', exact: true })).toBeVisible()
    // The reopened view reloads the order; its answer may still be on the way when the page closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('a running shift: DONE_AND_PAID stays chosen and the save says why it waits; a no-show is chosen explicitly', async ({
    page,
  }) => {
    const description = `Идёт смена e2e ${Date.now()}`
    const { order, staff } = await confirmedCashierOrder(page.request, description)
    await signInAs(page, 'admin')
    const view = await openOrder(page, order)
    await view.getByRole('button', { name: 'Завершить', exact: true }).click()

    const finish = page.getByRole('dialog', { name: `Завершение заказа № ${order.orderNumber}` })
    const paid = finish.getByRole('radio', { name: 'Работа выполнена и оплата произведена' })
    const missing = finish.getByRole('radio', { name: 'Исполнитель не явился' })
    await expect(paid).toBeChecked()
    await expect(missing).not.toBeChecked()
    const save = finish.getByRole('button', { name: 'Сформировать акт' })
    await expect(save).toBeDisabled()
    const why = finish
      .getByRole('status')
      .filter({ hasText: 'Акт можно сформировать, когда смена закончится' })
    await expect(why).toContainText(/\(\d\d-\d\d-\d{4}, 17:00\)/)
    await expect(why).toContainText('сейчас он «Запланирован»')
    await expect(save).toHaveAttribute('aria-describedby', (await why.getAttribute('id'))!)

    await missing.click()
    await expect(why).toHaveCount(0)
    await finish.getByRole('button', { name: 'Завершить заказ' }).click()
    await expect(page.getByText('Заказ завершён: исполнитель не явился')).toBeVisible()
    const finished = await call<Order>(page.request, orderEndpoints.byId.path, staff, { id: order.id })
    expect(finished).toMatchObject({ status: 'FINISHED', resolution: 'MISSING_EXECUTOR' })
  })

  test('hourly order: hours from the minutes, the total at the limit and over it with save disabled', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const description = `Почасовой e2e ${Date.now()}`
    const { order, staff } = await doneCashierOrder(page.request, description)
    await signInAs(page, 'admin')
    const view = await openOrder(page, order)
    await view.getByRole('button', { name: 'Завершить', exact: true }).click()

    const finish = page.getByRole('dialog', { name: `Завершение заказа № ${order.orderNumber}` })
    const save = finish.getByRole('button', { name: 'Сформировать акт' })
    const minutes = finish.getByLabel('Время, минут')
    const rate = finish.getByLabel('Ставка')
    const limit = 'Сумма превышает допустимый лимит по выплате в 30000 руб.'
    await expect(finish.getByRole('radio', { name: 'Работа выполнена и оплата произведена' })).toBeChecked()
    await expect(finish.getByLabel('Способ тарификации')).toHaveValue('Hour')
    await expect(rate).toHaveValue('350')
    await expect(finish.getByLabel('Количество')).toHaveValue('1')
    await expect(finish.getByLabel('Количество')).toBeDisabled()
    // Minutes are required for the hourly tariff.
    await expect(minutes).toHaveValue('')
    await expect(save).toBeDisabled()

    // 100 / 60 = 1.66…: truncated, not rounded; 350 / 60 × 100 = 583.33.
    await minutes.fill('100')
    await expect(finish.getByText('Часов: 1,6 ч')).toBeVisible()
    await expect(finish.getByText(/^583,33\s₽$/)).toBeVisible()
    await expect(save).toBeEnabled()
    await minutes.fill('1439')
    await expect(finish.getByText('Часов: 23,9 ч')).toBeVisible()

    // 1250 ₽ × 24 h is exactly the limit: allowed; a kopeck more per hour is over it.
    await rate.fill('1250')
    await minutes.fill('1440')
    await expect(finish.getByText('Часов: 24 ч')).toBeVisible()
    await expect(finish.getByText(/^30\s000\s₽$/)).toBeVisible()
    await expect(finish.getByText(limit)).toBeHidden()
    await expect(save).toBeEnabled()
    await rate.fill('1250,01')
    await expect(finish.getByText(/^30\s000,24\s₽$/)).toBeVisible()
    await expect(finish.getByText(limit)).toBeVisible()
    await expect(save).toBeDisabled()
    await minutes.fill('1439')
    await expect(finish.getByText(limit)).toBeHidden()
    await expect(save).toBeEnabled()

    await finish.getByRole('button', { name: 'Отмена' }).click()
    await expect(finish).toHaveCount(0)
    const unchanged = await call<Order>(page.request, orderEndpoints.byId.path, staff, { id: order.id })
    expect(unchanged).toMatchObject({
      status: 'DONE',
      factTariffValue: null,
      actualTime: null,
      certificateStatus: 'NOT_FORMED',
    })
  })
})
