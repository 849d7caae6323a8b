import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { fillPolicyEndpoints } from '../../src/contract/fill-policy/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { outcomeOf, risesOf } from '../support/boosts.ts'
import { listOf } from '../support/dictionaries.ts'
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 49, item 4 (decision 106): two instances on one PostgreSQL, both running the order steps every second,
 * raise a due order once, and a rise racing an assignment on either instance has one outcome. PostgreSQL only
 * (see startTwoInstances). The rises are made due by moving the order's creation or last rise into the past.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const hour = 3600_000
/** Long enough for each instance to run at least two rounds of the order steps. */
const twoRounds = () => new Promise((resolve) => setTimeout(resolve, 2_500))

let two: TwoInstances
let shop: Shop
let serviceId: number
let workerId: number

describe.skipIf(!onPostgres)('rates that rise on two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances()
    const shops = listOf((await two.apis[0](dictionaryEndpoints.shops, { token: two.staff })).body)
    const services = listOf((await two.apis[0](dictionaryEndpoints.services, { token: two.staff })).body)
    shop = shops.find((candidate) => candidate.city.name === 'Луховицы')!
    serviceId = services.find((service) => service.planTariffPeriod === 'Shift')!.id
    const policy = await two.apis[1](fillPolicyEndpoints.updateFillPolicy, {
      token: two.staff,
      body: {
        shopId: shop.id,
        boostWindowHours: 168,
        boostPercent: 10,
        boostEveryMinutes: 10,
        boostCapPercent: 100,
      },
    })
    expect(policy.status).toBe(200)
    workerId = (await two.apis[0](workerEndpoints.me, { token: two.worker })).body.id
  }, 180_000)
  afterAll(() => two?.close())

  let nextStart = 3 * 24 * hour
  async function unfilledOrder(): Promise<Order> {
    const start = new Date(Date.now() + nextStart)
    nextStart += 6 * hour
    const created = await two.apis[0](orderEndpoints.create, {
      token: two.staff,
      body: {
        serviceId,
        shopId: shop.id,
        dateTime: toOffsetIso(start, shop.city.utcOffset),
        dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), shop.city.utcOffset),
      },
    })
    expect(created.status).toBe(200)
    return created.body
  }
  /** The order's first rise is due now: as if it had been created an hour ago. */
  const makeDue = (id: number) =>
    two.database.db.execute(sql`update orders set created_at = now() - interval '1 hour' where id = ${id}`)
  const view = async (id: number) =>
    (await two.apis[0](orderEndpoints.byId, { token: two.staff, body: { id } })).body

  it('raises a due order once although both instances run the rises', async () => {
    const order = await unfilledOrder()
    await makeDue(order.id)
    const deadline = Date.now() + 10_000
    while ((await risesOf(two.database.db, order.id)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await twoRounds()
    expect(await risesOf(two.database.db, order.id)).toEqual([10])
    expect((await view(order.id)).boost?.percent).toBe(10)
  })

  it('has one outcome when a rise races an assignment on either instance, and no rise after it', async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await unfilledOrder()
      const responded = await two.apis[1](responseEndpoints.make, {
        token: two.worker,
        body: { orderId: order.id },
      })
      expect(responded.status).toBe(200)
      await makeDue(order.id)
      // The rounds come every second; the assignment lands somewhere in one.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000))
      const assigned = await two.apis[round % 2]!(orderEndpoints.setExecutor, {
        token: two.staff,
        body: { id: order.id, selfEmployedId: workerId },
      })
      expect(assigned.status).toBe(200)
      // Were it still unfilled, a rise would be due now.
      await two.database.db.execute(
        sql`update orders set boosted_at = now() - interval '1 day', created_at = now() - interval '1 day' where id = ${order.id}`,
      )
      await twoRounds()
      const outcome = await outcomeOf(two.database.db, await view(order.id), order.planTariffValue, 10)
      expect(outcome).toEqual({
        assignedOnce: true,
        risesBeforeAssignment: true,
        risesOncePerStep: true,
        tariffOfLastRise: true,
      })
    }
  })
})
