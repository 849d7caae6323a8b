import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { orders, services } from '../../src/server/db/schema/index.ts'
import { writeSetting } from '../../src/server/kernel/settings.repository.ts'
import type { TestApp } from '../support/app.ts'
import { createOrder, createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'

let test: TestApp
let staff: string
let ref: OrdersTestApp['ref']

beforeAll(async () => {
  ;({ test, staff, ref } = await createOrdersTestApp())
})
afterAll(() => test.close())

const at = (hours: number, offset = 3) =>
  toOffsetIso(new Date(test.clock().getTime() + hours * 3600_000), offset)

describe('creating and saving orders refuses bad input and changes nothing', () => {
  it('creates an order in NEW with the service’s tariff and answers times in the shop city’s offset', async () => {
    const order = await createOrder(test, staff, { shop: ref.otherCityShop, serviceId: ref.hourly.id })
    expect(order).toMatchObject({
      status: 'NEW',
      planTariffValue: ref.hourly.planTariffValue,
      planTariffPeriod: 'Hour',
      sum: '0.00',
    })
    expect(order.dateTime).toMatch(/\+05:00$/)
  })

  it('accepts a time with any offset and stores the same instant', async () => {
    const start = new Date(test.clock().getTime() + 48 * 3600_000)
    start.setUTCSeconds(0, 0)
    const created = await callApi(test.app, orderEndpoints.create, {
      token: staff,
      body: {
        serviceId: ref.perShift.id,
        shopId: ref.lukhovitsyShop.id,
        dateTime: start.toISOString(),
        dateTo: new Date(start.getTime() + 3600_000).toISOString(),
      },
    })
    expect(Date.parse(created.body.dateTime)).toBe(start.getTime())
  })

  it('refuses dateTo before dateTime, missing fields, and a shop that does not offer the service', async () => {
    const backwards = await callApi(test.app, orderEndpoints.create, {
      token: staff,
      body: { serviceId: ref.perShift.id, shopId: ref.lukhovitsyShop.id, dateTime: at(10), dateTo: at(9) },
    })
    expect(backwards).toMatchObject({
      status: 400,
      body: { fields: { dateTo: 'Окончание смены должно быть позже начала' } },
    })
    const missing = await callApi(test.app, orderEndpoints.create, {
      token: staff,
      rawBody: { shopId: ref.lukhovitsyShop.id },
    })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.fields as object)).toEqual(
      expect.arrayContaining(['serviceId', 'dateTime', 'dateTo']),
    )
    const [extraService] = await test.db
      .insert(services)
      .values({ fullName: 'Только для теста', planTariffValue: '100.00', planTariffPeriod: 'Shift' })
      .returning()
    const notOffered = await callApi(test.app, orderEndpoints.create, {
      token: staff,
      body: { serviceId: extraService!.id, shopId: ref.lukhovitsyShop.id, dateTime: at(10), dateTo: at(12) },
    })
    expect(notOffered).toMatchObject({ status: 400, body: { message: 'Магазин не оказывает эту услугу' } })
  })

  it('refuses facts over the payment limit, negative or absurd, leaving the order as it was', async () => {
    const order = await createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.hourly.id })
    await writeSetting(test.db, 'maxPaymentSum', '5000.00')
    const base = {
      id: order.id,
      serviceId: order.serviceId,
      shopId: order.shopId,
      dateTime: order.dateTime,
      dateTo: order.dateTo,
    }
    const over = await callApi(test.app, orderEndpoints.update, {
      token: staff,
      body: { ...base, factTariffValue: '700.00', factTariffPeriod: 'Hour', actualTime: 480 },
    })
    expect(over).toMatchObject({
      status: 400,
      body: { message: 'Сумма превышает допустимый лимит по выплате в 5000 руб.' },
    })
    const atLimit = await callApi(test.app, orderEndpoints.update, {
      token: staff,
      body: { ...base, factTariffValue: '625.00', factTariffPeriod: 'Hour', actualTime: 480 },
    })
    expect(atLimit.status).toBe(200)
    expect(atLimit.body.sum).toBe('5000.00')
    for (const bad of [
      { factTariffValue: '-5.00' },
      { factTariffValue: '1e9' },
      { actualTime: -1 },
      { actualTime: 100_000 },
      { factAssignmentsCount: 0 },
    ]) {
      const response = await callApi(test.app, orderEndpoints.update, {
        token: staff,
        body: { ...base, ...bad },
      })
      expect(response.status, JSON.stringify(bad)).toBe(400)
    }
    const after = (await callApi(test.app, orderEndpoints.byId, { token: staff, body: { id: order.id } }))
      .body
    expect(after).toMatchObject({ factTariffValue: '625.00', actualTime: 480 })
    await writeSetting(test.db, 'maxPaymentSum', '30000.00')
  })

  it('answers 404 to unknown ids and 400 to ids that are not ids', async () => {
    expect(
      (await callApi(test.app, orderEndpoints.setInProgress, { token: staff, body: { id: 999_999 } })).status,
    ).toBe(404)
    expect(
      (await callApi(test.app, orderEndpoints.setInProgress, { token: staff, body: { id: 'abc' } })).status,
    ).toBe(400)
    expect(
      (await callApi(test.app, orderEndpoints.setInProgress, { token: staff, body: { id: -3 } })).status,
    ).toBe(400)
  })
})

describe('order times are real moments of a sane shift (issue 16, item 8)', () => {
  const create = (dateTime: string, dateTo: string) =>
    callApi(test.app, orderEndpoints.create, {
      token: staff,
      body: { serviceId: ref.perShift.id, shopId: ref.lukhovitsyShop.id, dateTime, dateTo },
    })
  const orderCount = async () => (await test.db.select({ id: orders.id }).from(orders)).length
  const nextYear = () => test.clock().getUTCFullYear() + 1

  it('refuses a day the calendar does not have instead of saving the next month’s', async () => {
    const before = await orderCount()
    for (const [dateTime, dateTo] of [
      [`${nextYear()}-02-30T09:00:00+03:00`, `${nextYear()}-02-30T17:00:00+03:00`],
      [`${nextYear()}-04-31T09:00:00+03:00`, `${nextYear()}-04-31T17:00:00+03:00`],
      [`${nextYear()}-13-01T09:00:00+03:00`, `${nextYear()}-13-01T17:00:00+03:00`],
      [`${nextYear()}-03-01T24:00:00+03:00`, `${nextYear()}-03-02T08:00:00+03:00`],
      [`${nextYear()}-03-01T09:60:00+03:00`, `${nextYear()}-03-01T17:00:00+03:00`],
      [`${nextYear()}-03-01T09:00:00+25:00`, `${nextYear()}-03-01T17:00:00+03:00`],
    ]) {
      const answer = await create(dateTime!, dateTo!)
      expect(answer, dateTime).toMatchObject({
        status: 400,
        body: { fields: { dateTime: 'Некорректные дата и время' } },
      })
    }
    expect(await orderCount()).toBe(before)
  })

  it('refuses years out of range: 0000 and 9999 are a 400, never a database failure', async () => {
    const before = await orderCount()
    for (const year of ['0000', '0001', '1899', '9999']) {
      const answer = await create(`${year}-03-01T09:00:00+03:00`, `${year}-03-01T17:00:00+03:00`)
      expect(answer, year).toMatchObject({
        status: 400,
        body: { fields: { dateTime: 'Некорректные дата и время' } },
      })
    }
    const tooFar = await create(at(3 * 366 * 24), at(3 * 366 * 24 + 8))
    expect(tooFar).toMatchObject({ status: 400, body: { message: scheduleMessages.outOfRange } })
    expect(await orderCount()).toBe(before)
  })

  it('refuses a shift over 24 hours, one that ends before it starts, and a new order that starts in the past', async () => {
    const before = await orderCount()
    expect(await create(at(24), at(24 + 25))).toMatchObject({
      status: 400,
      body: { fields: { dateTo: 'Смена не может длиться больше 24 часов' } },
    })
    expect(await create(at(24), at(23))).toMatchObject({
      status: 400,
      body: { fields: { dateTo: 'Окончание смены должно быть позже начала' } },
    })
    expect(await create(at(-2), at(6))).toMatchObject({
      status: 400,
      body: { fields: { dateTime: scheduleMessages.startsInPast } },
    })
    expect(await orderCount()).toBe(before)
    expect((await create(at(24), at(48))).status).toBe(200)
  })

  it('lets staff move an order’s shift into the past, within the year, but not years away', async () => {
    const order = await createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    const save = (dateTime: string, dateTo: string) =>
      callApi(test.app, orderEndpoints.update, {
        token: staff,
        body: { id: order.id, serviceId: order.serviceId, shopId: order.shopId, dateTime, dateTo },
      })
    expect((await save(at(-30 * 24), at(-30 * 24 + 8))).status).toBe(200)
    const longAgo = await save(at(-400 * 24), at(-400 * 24 + 8))
    expect(longAgo).toMatchObject({
      status: 400,
      body: { fields: { dateTime: scheduleMessages.outOfRange } },
    })
    const saved = (await callApi(test.app, orderEndpoints.byId, { token: staff, body: { id: order.id } }))
      .body
    expect(Date.parse(saved.dateTime)).toBe(Date.parse(at(-30 * 24)))
  })
})
