import { expect } from 'vitest'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { TwoInstances } from './two-instances.ts'

/** A four-hour shift `startsInHours` from now, made and confirmed through the first instance (issue 49 races). */
export async function confirmedShiftOn(
  two: TwoInstances,
  shift: { shop: Shop; serviceId: number; startsInHours: number; description: string },
  executor: { token: string; id: number },
): Promise<number> {
  const [api] = two.apis
  const { shop } = shift
  const start = new Date(Date.now() + shift.startsInHours * 3600_000)
  const created = await api(orderEndpoints.create, {
    token: two.staff,
    body: {
      serviceId: shift.serviceId,
      shopId: shop.id,
      dateTime: toOffsetIso(start, shop.city.utcOffset),
      dateTo: toOffsetIso(new Date(start.getTime() + 4 * 3600_000), shop.city.utcOffset),
      description: shift.description,
      planAssignmentsCount: null,
      favouritesFirstHours: null,
    },
  })
  const id = created.body.id
  for (const step of [
    await api(responseEndpoints.make, { token: executor.token, body: { orderId: id } }),
    await api(orderEndpoints.setExecutor, { token: two.staff, body: { id, selfEmployedId: executor.id } }),
    await api(orderEndpoints.confirm, { token: executor.token, body: { id } }),
  ])
    expect(step.status).toBe(200)
  return id
}
