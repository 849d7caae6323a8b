import type { APIRequestContext } from '@playwright/test'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import type { ShopScreenCodes } from '../../src/contract/check-in/endpoint-schemas.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, expect } from './fixtures.ts'

/** The calls the check-in browser tests make themselves: an order to check in on, the shop's code now. */
export type Auth = { authorization: string }
export const minute = 60_000
export const moscow = 3

export async function call<T>(
  request: APIRequestContext,
  path: string,
  headers: Partial<Auth>,
  data?: unknown,
): Promise<T> {
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A cashier's order at «Центральный» from `startsInMinutes`, taken and confirmed by the demo worker. */
export async function confirmedOrder(
  request: APIRequestContext,
  startsInMinutes: number,
  description: string,
) {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, 'worker')
  const shops = await call<{ id: number; name: string; services: { id: number; fullName: string }[] }[]>(
    request,
    dictionaryEndpoints.shops.path,
    staff,
  )
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const cashier = shop.services.find((service) => service.fullName === 'Кассир')!
  const start = new Date(Date.now() + startsInMinutes * minute)
  const order = await call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: cashier.id,
    dateTime: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 2 * 3_600_000), moscow),
    description,
  })
  await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = await call<{ id: number }>(request, workerEndpoints.me.path, worker)
  await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  const confirmed = await call<Order>(request, orderEndpoints.confirm.path, worker, { id: order.id })
  expect(confirmed.status).toBe('CONFIRMED')
  return { order: confirmed, staff, worker }
}

/** The shop's code shown now, read as the shop's screen reads it: with a screen token staff make. */
export async function shopCodeNow(request: APIRequestContext, staff: Auth, shopId: number) {
  const { token } = await call<{ token: string }>(request, checkInEndpoints.openShopScreen.path, staff, {
    shopId,
  })
  const screen = await call<ShopScreenCodes>(request, checkInEndpoints.screenCodes.path, {}, { token })
  const now = Date.now()
  return screen.codes.findLast((one) => Date.parse(one.from) <= now)!.code
}
