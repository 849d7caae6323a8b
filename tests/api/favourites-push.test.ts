import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { startTestPushService, type TestDevice } from '../support/push-service.ts'

/**
 * Issues 23 and 24 together: an order published to the shop's favourites first is pushed to the favourites at
 * once, and to everyone else of the city only when the favourites' hours are over, as their «Заказы» shows it.
 */
let test: TestApp
let actors: Actors
let service: Awaited<ReturnType<typeof startTestPushService>>
let favourite: TestDevice
let other: TestDevice

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  service = await startTestPushService()
  favourite = service.device()
  other = service.device()
  for (const [token, device] of [
    [actors.worker, favourite],
    [actors.otherWorker, other],
  ] as const) {
    const answer = await callApi(test.app, push.subscribe, { token, body: device.subscription })
    expect(answer.status).toBe(204)
  }
})
afterAll(async () => {
  await service.close()
  await test.close()
})

const newOrderPushes = (device: TestDevice) =>
  service.messagesOf(device).filter((message) => message.kind === 'newOrders')
const round = async () => {
  test.clock.advance(6_000)
  return test.notificationSteps.runDue()
}

describe('an order for the favourites first', () => {
  it('is pushed to the favourites now and to the rest of the city when their hours end', async () => {
    const ref = await referenceData(test, actors.staff)
    const favoured = await callApi(test.app, poolEndpoints.favourite, {
      token: actors.staff,
      body: { shopId: ref.lukhovitsyShop.id, selfEmployedId: actors.workerId },
    })
    expect(favoured.status).toBe(200)
    // A device hears of orders created after it was subscribed.
    test.clock.advance(1000)
    const order = await createOrder(test, actors.staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours: 48,
      favouritesFirstHours: 2,
    })
    await round()
    const told = { title: 'Новый заказ', body: expect.stringContaining(order.shop.name) }
    expect(newOrderPushes(favourite)).toEqual([expect.objectContaining(told)])
    expect(newOrderPushes(other)).toEqual([])

    test.clock.advance(2 * 3600_000)
    await round()
    expect(newOrderPushes(other)).toEqual([expect.objectContaining(told)])
    expect(newOrderPushes(favourite)).toHaveLength(1)
  })
})
