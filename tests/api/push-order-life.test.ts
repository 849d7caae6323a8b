import { beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { pushMessages } from '../../src/contract/notifications/messages.ts'
import {
  orderEndpoints as orders,
  responseEndpoints as responses,
} from '../../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { toKopecks } from '../../src/contract/common/kopecks.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import { callApi } from '../support/api.ts'
import { orderIn } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { type TestDevice } from '../support/push-service.ts'
import { usePushTestApp, type PushTestApp } from '../support/push-test-app.ts'

/** Issue 23, web push: each step of an order's life reaches the author or the executor it concerns. */
let { test, actors, admin, service, ref } = {} as PushTestApp
const { subscribe, round, aboutOrder, factsOf } = usePushTestApp(
  (started) => ({ test, actors, admin, service, ref } = started),
)

describe('the order’s life', () => {
  let worker: TestDevice
  let staff: TestDevice

  beforeAll(async () => {
    worker = service.device()
    staff = service.device()
    await subscribe(actors.worker, worker)
    await subscribe(actors.staff, staff)
  })

  it('tells the author of the first response, and the executor of the assignment with its deadline', async () => {
    const order = await orderIn(test, actors, 'APPROVED')
    await round()
    const facts = factsOf(order)
    expect(aboutOrder(staff, order.orderNumber)).toEqual([pushMessages.firstResponse(facts, 'Иванов И.')])
    const viewed = await callApi(test.app, orders.byId, { token: actors.staff, body: { id: order.id } })
    const deadline = new Date(viewed.body.confirmationDeadline!)
    const [assigned] = aboutOrder(worker, order.orderNumber)
    expect(assigned).toEqual(pushMessages.awaitingConfirmation(facts, deadline))
    expect(assigned!.body).toMatch(/Подтвердите до \d\d-\d\d-\d{4}, \d\d:\d\d$/)
    expect(assigned!.url).toBe('/my-current?tab=awaiting')
  })

  it('tells the author when the executor refuses', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const refused = await callApi(test.app, orders.rejectExecution, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(refused.status).toBe(200)
    await round()
    expect(aboutOrder(staff, order.orderNumber).map((message) => message.kind)).toEqual([
      'firstResponse',
      'executorRejected',
    ])
    expect(aboutOrder(staff, order.orderNumber)[1]).toEqual(
      pushMessages.executorRejected(factsOf(order), 'Иванов И.'),
    )
  })

  it('tells the executor of the act, then of the payment sent to the bank', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    await round()
    expect(aboutOrder(worker, order.orderNumber).at(-1)).toEqual(pushMessages.actSent(factsOf(order)))
    const confirmed = await callApi(test.app, actEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmed.status).toBe(204)
    const sent = await callApi(test.app, paymentEndpoints.sendToBank, {
      token: admin,
      body: { idList: [order.id] },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    test.clock.advance(60_000)
    await test.bankSteps.runDue()
    await round()
    const paid = aboutOrder(worker, order.orderNumber).at(-1)
    expect(paid).toMatchObject({ kind: 'paymentSent', title: 'Оплата отправлена в банк', url: '/my-history' })
    expect(paid).toEqual(pushMessages.paymentSent(factsOf(order), toKopecks(order.planTariffValue)))
    expect(paid!.body).toMatch(new RegExp(`^[\\d\u00a0]+\u00a0₽ за заказ №${order.orderNumber}, `))
  })

  it('reminds the executor 16 and 2 hours before a confirmed shift, once each, and tells the author of a no-show', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    // orderIn's shift starts 2 hours after it was made: the 2-hour reminder is due at once, the 16-hour one never.
    await round()
    await round()
    const reminders = aboutOrder(worker, order.orderNumber).filter(
      (message) => message.kind === 'shiftReminder',
    )
    expect(reminders).toEqual([pushMessages.shiftReminder(factsOf(order), 2)])
    expect(reminders[0]!.title).toBe('Смена через 2 часа')
    test.clock.advance(2 * 3600_000 + 16 * 60_000)
    await round()
    await round()
    const noShows = aboutOrder(staff, order.orderNumber).filter((message) => message.kind === 'noShow')
    expect(noShows).toEqual([pushMessages.noShow(factsOf(order), 'Иванов И.')])
  })

  it('tells nobody of a shift whose executor checked in at the shop', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    test.clock.advance(2 * 3600_000 - 60_000)
    const checked = await callApi(test.app, checkInEndpoints.checkIn, {
      token: actors.worker,
      body: {
        id: order.id,
        at: toOffsetIso(test.clock(), 3),
        latitude: order.shop.latitude,
        longitude: order.shop.longitude,
      },
    })
    expect(checked.status, JSON.stringify(checked.body)).toBe(200)
    test.clock.advance(20 * 60_000)
    await round()
    expect(aboutOrder(staff, order.orderNumber).filter((message) => message.kind === 'noShow')).toEqual([])
  })

  it('reminds 16 hours before a shift further away', async () => {
    const far = await createOrder(test, actors.staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours: 20,
    })
    await callApi(test.app, responses.make, { token: actors.worker, body: { orderId: far.id } })
    await callApi(test.app, orders.setExecutor, {
      token: actors.staff,
      body: { id: far.id, selfEmployedId: actors.workerId },
    })
    await callApi(test.app, orders.confirm, { token: actors.worker, body: { id: far.id } })
    await round()
    const remindersOf = () =>
      aboutOrder(worker, far.orderNumber).filter((message) => message.kind === 'shiftReminder')
    expect(remindersOf()).toEqual([])
    test.clock.advance(4 * 3600_000 + 60_000)
    await round()
    await round()
    expect(remindersOf()).toEqual([pushMessages.shiftReminder(factsOf(far), 16)])
    test.clock.advance(14 * 3600_000)
    await round()
    expect(remindersOf().map((message) => message.title)).toEqual(['Скоро смена', 'Смена через 2 часа'])
  })

  it('does not remind of a shift confirmed too close to its start for the reminder to be news', async () => {
    const confirmedAhead = async (hours: number) => {
      const order = await createOrder(test, actors.staff, {
        shop: ref.lukhovitsyShop,
        serviceId: ref.perShift.id,
        startsInHours: hours,
      })
      await callApi(test.app, responses.make, { token: actors.worker, body: { orderId: order.id } })
      await callApi(test.app, orders.setExecutor, {
        token: actors.staff,
        body: { id: order.id, selfEmployedId: actors.workerId },
      })
      const confirmed = await callApi(test.app, orders.confirm, {
        token: actors.worker,
        body: { id: order.id },
      })
      expect(confirmed.status).toBe(200)
      return order
    }
    const titlesOf = (order: { orderNumber: number }) =>
      aboutOrder(worker, order.orderNumber)
        .filter((message) => message.kind === 'shiftReminder')
        .map((message) => message.title)
    const tenHoursAhead = await confirmedAhead(10)
    const oneHourAhead = await confirmedAhead(1)
    await round()
    await round()
    expect(titlesOf(tenHoursAhead)).toEqual([])
    expect(titlesOf(oneHourAhead)).toEqual([])
    test.clock.advance(8 * 3600_000 + 60_000)
    await round()
    expect(titlesOf(tenHoursAhead)).toEqual(['Смена через 2 часа'])
    expect(titlesOf(oneHourAhead)).toEqual([])
  })
})
