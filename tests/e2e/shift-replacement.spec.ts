import type { APIRequestContext } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, expect, phoneSize, signInAs, test, type Account } from './fixtures.ts'

/**
 * Issue 49 in the browser, on a phone: a worker who cannot come releases the shift and another takes it as
 * «Срочная замена»; a worker declines a changed time. Screenshots go to .tmp/.
 */
type Auth = { authorization: string }
const hour = 3600_000
const moscow = 3
const shots = '.tmp/screens-shift-replacement'
const shopName = 'Магазин «У станции»'

async function call<T>(request: APIRequestContext, path: string, headers: Auth, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A four-hour order at «У станции» two days ahead, confirmed by `account`. */
async function confirmedOrder(request: APIRequestContext, account: Account, description: string) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, account)
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === shopName)!
  const start = new Date(Math.ceil((Date.now() + 48 * hour) / hour) * hour)
  const order = await call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: shop.services[0]!.id,
    dateTime: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), moscow),
    description,
  })
  await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = (await (await request.get(workerEndpoints.me.path, { headers: worker })).json()) as {
    id: number
  }
  await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  await call(request, orderEndpoints.confirm.path, worker, { id: order.id })
  return { order, staff }
}

test('a worker releases a shift with «Не смогу выйти» and another takes it', async ({ page, request }) => {
  const { order, staff } = await confirmedOrder(request, 'worker', `Замена e2e ${Date.now()}`)
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const mine = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  await mine.getByRole('button', { name: 'Не смогу выйти' }).click()
  const asked = page.getByRole('dialog', { name: 'Не сможете выйти?' })
  await page.screenshot({ path: `${shots}/release-asks-375.png` })
  await asked.getByRole('button', { name: 'Искать замену' }).click()
  await expect(mine.getByRole('status')).toContainText('Ищем замену')
  await mine.getByRole('status').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/replacement-looked-for-375.png` })

  await signInAs(page, 'secondWorker')
  await page.goto('/orders')
  const offered = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  await expect(offered.getByText('Срочная замена')).toBeVisible()
  await offered.getByRole('button', { name: 'Взять смену' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/urgent-replacement-375.png` })
  await offered.getByRole('button', { name: 'Взять смену' }).click()
  await expect(offered).toHaveCount(0)
  await page.goto('/my-current?tab=scheduled')
  await expect(page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })).toBeVisible()

  const taken = await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(taken.status).toBe('CONFIRMED')
  expect(taken.executor?.fullName).toMatch(/^Абдуллаев/)
  expect(taken.replacement).toBeNull()
})

test('a worker declines a changed time and is free of the shift', async ({ page, request }) => {
  const { order, staff } = await confirmedOrder(request, 'worker', `Изменение e2e ${Date.now()}`)
  const moved = {
    dateTime: toOffsetIso(new Date(Date.parse(order.dateTime) + 2 * hour), moscow),
    dateTo: toOffsetIso(new Date(Date.parse(order.dateTo) + 2 * hour), moscow),
  }
  const proposed = await call<Order>(request, orderEndpoints.update.path, staff, {
    id: order.id,
    serviceId: order.serviceId,
    shopId: order.shopId,
    description: order.description,
    ...moved,
  })
  expect(proposed.dateTime).toBe(order.dateTime)

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const card = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  const change = card.getByRole('region', { name: 'Магазин предлагает изменения' })
  await expect(change.getByText(moved.dateTime.slice(11, 16), { exact: false })).toBeVisible()
  await expect(change.getByRole('button', { name: 'Принять' })).toBeVisible()
  await change.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/change-proposed-375.png` })
  await change.getByRole('button', { name: 'Отказаться' }).click()
  await page
    .getByRole('dialog', { name: 'Отказаться от изменённой смены?' })
    .getByRole('button', { name: 'Отказаться' })
    .click()
  await expect(card).toHaveCount(0)

  const after = await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(after.executor).toBeNull()
  expect(after.dateTime).toBe(moved.dateTime)
  expect(after.pendingChange).toBeNull()
})
