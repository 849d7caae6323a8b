import type { APIRequestContext } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { swapEndpoints } from '../../src/contract/swaps/endpoints.ts'
import type { Swap } from '../../src/contract/swaps/swaps.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test, type Account } from './fixtures.ts'

/**
 * Issue 49, item 2 in the browser, on a phone (decision 108): a worker offers their confirmed shift for another
 * worker's, the other agrees on their card, staff approve, and each works the other's shift. Screenshots go
 * to .tmp/.
 */
type Auth = { authorization: string }
const hour = 3600_000
const moscow = 3
const shots = '.tmp/screens-shift-swap'
const shopName = 'Магазин «У станции»'

async function call<T>(request: APIRequestContext, path: string, headers: Auth, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A four-hour order at «У станции» `daysAhead` days ahead, confirmed by `account`. */
async function confirmedOrder(request: APIRequestContext, account: Account, daysAhead: number) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, account)
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === shopName)!
  const start = new Date(Math.ceil((Date.now() + daysAhead * 24 * hour) / hour) * hour)
  const order = await call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: shop.services[0]!.id,
    dateTime: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), moscow),
    description: `Обмен e2e ${Date.now()}`,
  })
  await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = (await (await request.get(workerEndpoints.me.path, { headers: worker })).json()) as {
    id: number
  }
  await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  await call(request, orderEndpoints.confirm.path, worker, { id: order.id })
  return { order, staff, workerId: me.id }
}

test('two workers swap confirmed shifts and staff approve', async ({ page, request }) => {
  const mine = await confirmedOrder(request, 'worker', 5)
  const theirs = await confirmedOrder(request, 'secondWorker', 6)
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const myCard = page.getByRole('article').filter({ hasText: `Заказ № ${mine.order.orderNumber}` })
  const offer = myCard.getByRole('button', { name: 'Поменяться сменой' })
  expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Поменяться сменой' })
  const choice = dialog.getByRole('radio', { name: new RegExp(`№ ${theirs.order.orderNumber}:`) })
  await choice.check()
  await page.screenshot({ path: `${shots}/swap-choose-375.png` })
  await dialog.getByRole('button', { name: 'Предложить обмен' }).click()
  await expect(myCard.getByRole('status')).toContainText('Вы предложили обмен')

  await signInAs(page, 'secondWorker')
  await page.goto('/my-current?tab=scheduled')
  const theirCard = page.getByRole('article').filter({ hasText: `Заказ № ${theirs.order.orderNumber}` })
  const proposal = theirCard.getByRole('region', { name: 'Предложение поменяться сменой' })
  await expect(proposal).toContainText(`№ ${mine.order.orderNumber}:`)
  await proposal.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/swap-proposed-375.png` })
  const agree = proposal.getByRole('button', { name: 'Согласиться' })
  expect((await agree.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await agree.click()
  await page
    .getByRole('dialog', { name: 'Поменяться сменой?' })
    .getByRole('button', { name: 'Согласиться' })
    .click()
  await expect(theirCard.getByRole('status')).toContainText('ждёт одобрения магазина')

  const [swap] = await call<Swap[]>(request, swapEndpoints.filter.path, mine.staff, {
    orderId: mine.order.id,
  })
  expect(swap!.status).toBe('ACCEPTED')

  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(mine.order.description!)
  await page.getByRole('button', { name: `Открыть заказ № ${mine.order.orderNumber}` }).click()
  const view = page.getByRole('dialog', { name: `Заказ № ${mine.order.orderNumber}` })
  await expect(view.getByText('Обмен сменами ждёт одобрения')).toBeVisible()
  await page.screenshot({ path: `${shots}/swap-staff-1280.png` })
  await view.getByRole('button', { name: 'Одобрить обмен' }).click()
  await expect(page.getByText('Обмен сменами одобрен')).toBeVisible()
  await expect(view.getByText('Обмен сменами ждёт одобрения')).toBeHidden()

  const [first, second] = await Promise.all(
    [mine.order.id, theirs.order.id].map((id) =>
      call<Order>(request, orderEndpoints.byId.path, mine.staff, { id }),
    ),
  )
  expect(first!.executor?.id).toBe(theirs.workerId)
  expect(second!.executor?.id).toBe(mine.workerId)
})
