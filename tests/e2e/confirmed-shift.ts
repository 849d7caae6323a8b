import type { APIRequestContext } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, expect, type Account } from './fixtures.ts'

/** The issue 49 stories' set-up through the API: calls as staff or a worker, and a shift a worker confirmed. */
export type Auth = { authorization: string }
export const hour = 3600_000
export const moscow = 3
const shopName = 'Магазин «У станции»'

export async function postAs<T>(
  request: APIRequestContext,
  path: string,
  headers: Auth,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** «У станции», the shop the stories play in, as staff read it. */
export async function storyShop(request: APIRequestContext, staff: Auth) {
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number }[]
  }[]
  return shops.find((candidate) => candidate.name === shopName)!
}

/** A four-hour order at «У станции» starting on the hour `hoursAhead` from now, confirmed by `account`. */
export async function confirmedShift(
  request: APIRequestContext,
  account: Account,
  options: { hoursAhead: number; description: string },
) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, account)
  const shop = await storyShop(request, staff)
  const start = new Date(Math.ceil((Date.now() + options.hoursAhead * hour) / hour) * hour)
  const order = await postAs<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: shop.services[0]!.id,
    dateTime: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), moscow),
    description: options.description,
  })
  await postAs(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = (await (await request.get(workerEndpoints.me.path, { headers: worker })).json()) as {
    id: number
  }
  await postAs(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  await postAs(request, orderEndpoints.confirm.path, worker, { id: order.id })
  return { order, staff, workerId: me.id }
}
