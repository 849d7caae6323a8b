import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { poolMessages, shopMarkEditableHours } from '../../src/contract/pool/messages.ts'
import { poolEndpoints as pool, shopRatingEndpoints } from '../../src/contract/pool/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { shopRatings } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { finishedShiftAt } from '../support/pool.ts'

let test: TestApp
let actors: Actors

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

const rate = (token: string, body: { id: number; mark: number; comment?: string | null }) =>
  callApi(test.app, shopRatingEndpoints.rateShop, { token, body })
const ratingsOf = (orderId: number) =>
  test.db.select().from(shopRatings).where(eq(shopRatings.orderId, orderId))

describe('workers rate shops', () => {
  it('takes one mark per order after the act is confirmed; shows it to staff and on order cards', async () => {
    const ref = await referenceData(test, actors.staff)
    const shop = ref.lukhovitsyShop
    const order = await finishedShiftAt(
      test,
      { staff: actors.staff, token: actors.worker, workerId: actors.workerId },
      shop,
      ref.perShift.id,
      4,
    )
    const before = (await callApi(test.app, pool.ratings, { token: actors.staff, body: { shopId: shop.id } }))
      .body
    const rated = await rate(actors.worker, { id: order.id, mark: 5, comment: '  Дружный коллектив  ' })
    expect(rated.status).toBe(204)

    // Within a day the worker may change the mark; then it is final.
    test.clock.advance((shopMarkEditableHours - 1) * 3600_000)
    const changed = await rate(actors.worker, { id: order.id, mark: 4, comment: 'Дружный коллектив' })
    expect(changed.status).toBe(204)
    test.clock.advance(3600_000 + 1000)
    const second = await rate(actors.worker, { id: order.id, mark: 1 })
    expect(second.status).toBe(409)
    expect(second.body?.message).toBe(poolMessages.alreadyRated)
    expect(await ratingsOf(order.id)).toMatchObject([{ mark: 4, comment: 'Дружный коллектив' }])

    const seen = await callApi(test.app, pool.ratings, { token: actors.staff, body: { shopId: shop.id } })
    expect(seen.body.count).toBe(before.count + 1)
    expect(seen.body.ratings[0]).toMatchObject({ orderId: order.id, mark: 4, comment: 'Дружный коллектив' })
    const marks = seen.body.ratings.map((rating) => rating.mark)
    const mean = Math.round((marks.reduce((sum, mark) => sum + mark, 0) / marks.length) * 10) / 10
    expect(seen.body.average).toBe(mean)

    const card = await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id: order.id } })
    expect(card.body.shop.rating).toEqual({ average: mean, count: before.count + 1 })
    // The executor's rating stays the mean of staff's marks of finished orders.
    expect(card.body.mark).toBe(4)

    const acts = await callApi(test.app, workerOrderEndpoints.mine, {
      token: actors.worker,
      body: { list: 'acts' },
      query: { size: 200 },
    })
    const line = acts.body.content.find((candidate) => candidate.id === order.id)
    expect(line?.myShopMark).toBe(4)
    // The comment comes with the mark, so the change dialog starts from it.
    expect(line?.myShopComment).toBe('Дружный коллектив')
    // Given a day and a second ago: no longer changeable, which the worker's card tells by this instant.
    expect(Date.parse(line!.myShopMarkChangeableUntil!)).toBe(test.clock().getTime() - 1000)
  })

  it('refuses before the act is confirmed, someone else’s order and marks out of range, changing nothing', async () => {
    const done = await orderIn(test, actors, 'ACT_SENT')
    const early = await rate(actors.worker, { id: done.id, mark: 4 })
    expect(early.status).toBe(409)
    expect(early.body?.message).toBe(poolMessages.actNotConfirmed)

    const theirs = await rate(actors.otherWorker, { id: done.id, mark: 4 })
    expect(theirs.status).toBe(404)
    expect(theirs.body?.message).toBe(poolMessages.orderNotFound)

    for (const mark of [0, 6, 4.5]) {
      const refused = await rate(actors.worker, { id: done.id, mark })
      expect(refused.status).toBe(400)
      expect(refused.body?.message).toBe(poolMessages.markRange)
    }
    const byStaff = await callApi(test.app, shopRatingEndpoints.rateShop, {
      token: actors.staff,
      body: { id: done.id, mark: 4 },
    })
    expect(byStaff.status).toBe(403)
    expect(await ratingsOf(done.id)).toEqual([])
  })
})
