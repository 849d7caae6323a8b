import type { APIRequestContext } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { standbyEndpoints } from '../../src/contract/standby/endpoints.ts'
import type { StandbySlot } from '../../src/contract/standby/standby.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 49 item 3 in the browser: a worker takes a standby slot on the phone and sees it in «Мои текущие заказы»;
 * staff call them into an order from «Дежурства». The slot ends CALLED, so no later spec sees an open slot.
 */
type Auth = { authorization: string }
const hour = 3600_000
const moscow = 3
const shots = '.tmp/screens-standby'
const shopName = 'Магазин «У станции»'

async function call<T>(request: APIRequestContext, path: string, headers: Auth, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

test('a worker takes a standby slot and staff call them into an order', async ({ page, request }) => {
  const staff = await authHeaders(request, 'admin')
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number; fullName: string }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === shopName)!
  const service = shop.services[0]!
  // 09:00 in Moscow nine days ahead, clear of the demo's and the other specs' shifts, ending the same day.
  const day = new Date(Date.now() + 9 * 24 * hour)
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9 - moscow))
  const slot = await call<StandbySlot>(request, standbyEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: service.id,
    dateFrom: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 8 * hour), moscow),
    minimum: '1700',
  })

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'secondWorker')
  await page.goto('/orders')
  const offered = page.getByRole('article').filter({ hasText: `Дежурство: ${service.fullName}` })
  await expect(offered.getByText('1\u00a0700\u00a0₽')).toBeVisible()
  await offered.getByRole('button', { name: 'Взять дежурство' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/standby-offered-375.png` })
  await offered.getByRole('button', { name: 'Взять дежурство' }).click()
  await expect(offered).toHaveCount(0)
  await page.goto('/my-current')
  const mine = page.getByRole('region', { name: 'Мои дежурства' })
  await expect(mine.getByText('Вы на дежурстве')).toBeVisible()
  await page.screenshot({ path: `${shots}/standby-taken-375.png` })

  const order = await call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: service.id,
    dateTime: toOffsetIso(new Date(start.getTime() + 2 * hour), moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 6 * hour), moscow),
    description: `Дежурство e2e ${Date.now()}`,
  })
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await page.getByRole('button', { name: 'Дежурства' }).click()
  const dialog = page.getByRole('dialog', { name: 'Дежурства' })
  // The slot's row by its window as the table writes it: `DD-MM-YYYY, HH:mm–`.
  const [date, time] = toOffsetIso(start, moscow).split('T') as [string, string]
  const when = `${date.split('-').reverse().join('-')}, ${time.slice(0, 5)}–`
  const row = dialog.getByRole('row').filter({ hasText: when }).filter({ hasText: 'Абдуллаев' })
  await row.getByRole('button', { name: 'Вызвать на заказ' }).click()
  await page.screenshot({ path: `${shots}/standby-call-1280.png` })
  await dialog.getByRole('button', { name: `Вызвать на заказ № ${order.orderNumber}` }).click()
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: `Заказ № ${order.orderNumber}` })
      .getByText('Вызван на заказ'),
  ).toBeVisible()

  const called = await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(called.status).toBe('CONFIRMED')
  expect(called.executor?.fullName).toMatch(/^Абдуллаев/)
  const slots = await call<StandbySlot[]>(request, standbyEndpoints.filter.path, staff, { shopId: shop.id })
  expect(slots.find((one) => one.id === slot.id)?.state).toBe('CALLED')
})
