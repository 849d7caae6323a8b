import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { standbyEndpoints as calls } from '../../src/contract/standby/endpoints.ts'
import type { StandbySlot } from '../../src/contract/standby/standby.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'

export const hour = 3600_000

/** The body of a slot of `shop` starting `startsInHours` from the test clock's now, `hours` long. */
export function slotBody(
  test: TestApp,
  options: { shop: Shop; serviceId: number; startsInHours: number; hours?: number; minimum?: string },
) {
  const from = new Date(test.clock().getTime() + options.startsInHours * hour)
  const to = new Date(from.getTime() + (options.hours ?? 8) * hour)
  return {
    shopId: options.shop.id,
    serviceId: options.serviceId,
    dateFrom: toOffsetIso(from, options.shop.city.utcOffset),
    dateTo: toOffsetIso(to, options.shop.city.utcOffset),
    minimum: options.minimum ?? '1500.00',
  }
}

/** A slot created through the API by staff. */
export async function createSlot(
  test: TestApp,
  staff: string,
  options: Parameters<typeof slotBody>[1],
): Promise<StandbySlot> {
  const created = await callApi(test.app, calls.create, { token: staff, body: slotBody(test, options) })
  if (created.status !== 200) throw new Error(`slot not created: ${JSON.stringify(created.body)}`)
  return created.body
}

export const takeSlot = (test: TestApp, token: string, id: number) =>
  callApi(test.app, calls.take, { token, body: { id } })

export const callSlot = (test: TestApp, staff: string, id: number, orderId: number) =>
  callApi(test.app, calls.call, { token: staff, body: { id, orderId } })

export async function slotsOf(test: TestApp, token: string, body: Record<string, unknown> = {}) {
  const answer = await callApi(test.app, calls.filter, { token, body })
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}
