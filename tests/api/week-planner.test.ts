import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { apiKeyEndpoints } from '../../src/contract/api-keys/endpoints.ts'
import { apiKeyMessages } from '../../src/contract/api-keys/scopes.ts'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { weekPlannerEndpoints as calls } from '../../src/contract/week-planner/endpoints.ts'
import { plannerMessages } from '../../src/contract/week-planner/planner.ts'
import { addDays, mondayOf, shiftOn } from '../../src/contract/week-planner/week.ts'
import type { Database } from '../../src/server/db/client.ts'
import { createWeekPlannerService } from '../../src/server/features/orders/week-planner.service.ts'
import { callApi } from '../support/api.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { plannerKit } from '../support/week-planner.ts'

let t: OrdersTestApp
let admin: string
let kit: ReturnType<typeof plannerKit>

beforeAll(async () => {
  t = await createOrdersTestApp()
  admin = (await signIn(t.test, 'admin')).accessToken
  kit = plannerKit(t)
})
afterAll(() => t.test.close())

const setStatus = (id: number, status: string) =>
  t.test.db.execute(sql`update orders set status = ${status} where id = ${id}`)

describe('GET /api/order/week', () => {
  it("answers the shops' shifts by the shop's own day, with filled of needed, cancelled orders left out", async () => {
    const monday = kit.weekAhead(10)
    const sunday = addDays(monday, 6)
    const made = await kit.createMany([
      kit.order(monday, '09:00', '18:00'),
      kit.order(sunday, '23:30', '07:00'),
      kit.order(addDays(monday, 2), '08:00', '12:00'),
    ])
    expect(made.status).toBe(200)
    // A second order of the same shift (one order's create allows it): two places of one shift.
    const twin = await callApi(t.test.app, orderEndpoints.create, {
      token: t.staff,
      body: kit.order(monday, '09:00', '18:00'),
    })
    const [first, night, cancelled] = made.body.orders
    await setStatus(first!.id, 'CONFIRMED')
    await t.test.db.execute(
      sql`update orders set status = 'FINISHED', resolution = 'CANCELED' where id = ${cancelled!.id}`,
    )

    const answer = await kit.week(monday)
    expect(answer.status).toBe(200)
    expect(answer.body.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => addDays(monday, day)))
    expect(answer.body.shops).toEqual([expect.objectContaining({ id: kit.shopId, utcOffset: kit.offset })])
    expect(answer.body.shifts).toEqual([
      expect.objectContaining({
        date: monday,
        dateTime: `${monday}T09:00:00+0${kit.offset}:00`,
        needed: 2,
        filled: 1,
        orderIds: [first!.id, twin.body.id].sort((a, b) => a - b),
        seriesId: null,
        description: 'Планировщик',
        planTariffValue: t.ref.perShift.planTariffValue,
      }),
      // Sunday 23:30 in the shop is Sunday there, whatever the day in UTC.
      expect.objectContaining({ date: sunday, needed: 1, filled: 0, orderIds: [night!.id] }),
    ])
    const nextWeek = await kit.week(addDays(monday, 7))
    expect(nextWeek.body.shifts).toEqual([])
  })

  it("filters by city, and reads the week in the same number of statements whatever the shops' count", async () => {
    const monday = kit.weekAhead(11)
    const cityId = t.ref.otherCityShop.city.id
    const byCity = await kit.week(monday, { cityId })
    expect(byCity.body.shops.length).toBeGreaterThan(0)
    expect(byCity.body.shops.every((shop) => shop.cityName === t.ref.otherCityShop.city.name)).toBe(true)

    let selects = 0
    const counted = new Proxy(t.test.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'selectDistinct') selects++
        const value = Reflect.get(target, property, receiver) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    }) as Database
    const planner = createWeekPlannerService({ db: counted, clock: t.test.clock })
    await planner.week({ weekStart: monday, shopId: kit.shopId })
    const forOne = selects
    selects = 0
    const all = await planner.week({ weekStart: monday })
    expect(all.shops.length).toBeGreaterThan(3)
    expect(selects).toBe(forOne)
  })

  it('refuses a week that does not start on Monday', async () => {
    const answer = await kit.week(addDays(kit.weekAhead(10), 1))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(plannerMessages.monday)
  })
})

describe('create-many from the planner', () => {
  it('refuses a past row, a duplicate and a shift over 24 hours, creating nothing', async () => {
    const monday = kit.weekAhead(12)
    expect((await kit.createMany([kit.order(monday, '10:00', '14:00')])).status).toBe(200)
    const long = kit.order(monday, '08:00', '09:00', {
      dateTo: shiftOn(addDays(monday, 1), '09:00', '10:00', kit.offset).dateTo,
    })
    const past = kit.order(addDays(mondayOf(kit.today()), -7), '10:00', '14:00')
    const answer = await kit.createMany([
      kit.order(monday, '10:00', '14:00'),
      long,
      past,
      kit.order(monday, '15:00', '16:00'),
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { row: 0, message: bulkMessages.duplicateExisting },
      { row: 1, message: scheduleMessages.tooLong },
      { row: 2, message: scheduleMessages.startsInPast },
    ])
    expect((await kit.week(monday)).body.shifts).toHaveLength(1)
  })
})

describe('POST /api/order/week/copy', () => {
  it('copies the week to the next, then refuses every copy as a duplicate', async () => {
    const monday = kit.weekAhead(14)
    await kit.createMany([
      kit.order(monday, '09:00', '18:00'),
      kit.order(addDays(monday, 3), '10:00', '19:00'),
    ])
    const copied = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: monday, shopId: kit.shopId },
    })
    expect(copied.status).toBe(200)
    expect(copied.body).toEqual({ created: 2, refused: [] })
    const next = await kit.week(addDays(monday, 7))
    expect(next.body.shifts.map((shift) => shift.dateTime)).toEqual([
      `${addDays(monday, 7)}T09:00:00+0${kit.offset}:00`,
      `${addDays(monday, 10)}T10:00:00+0${kit.offset}:00`,
    ])
    const again = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: monday, shopId: kit.shopId },
    })
    expect(again.body.created).toBe(0)
    expect(again.body.refused.map((copy) => copy.message)).toEqual([
      bulkMessages.duplicateExisting,
      bulkMessages.duplicateExisting,
    ])
  })

  it('refuses copies that would start in the past, and an empty week', async () => {
    const past = addDays(mondayOf(kit.today()), -14)
    const id = (await kit.createMany([kit.order(kit.weekAhead(16), '09:00', '18:00')])).body.orders[0]!.id
    const moved = shiftOn(past, '09:00', '18:00', kit.offset)
    await t.test.db.execute(
      sql`update orders set date_time = ${moved.dateTime}::timestamptz, date_to = ${moved.dateTo}::timestamptz where id = ${id}`,
    )
    const copied = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: past, shopId: kit.shopId },
    })
    expect(copied.body.created).toBe(0)
    // The demo's past orders of that week are refused too.
    expect(copied.body.refused).toContainEqual(
      expect.objectContaining({ orderId: id, message: scheduleMessages.startsInPast }),
    )
    const empty = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: kit.weekAhead(40), shopId: kit.shopId },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(plannerMessages.nothingToCopy)
  })
})

describe('who may plan', () => {
  it('staff and keys with the scope only: a worker is refused, a reading key reads but does not write', async () => {
    const monday = kit.weekAhead(70)
    for (const [endpoint, input] of [
      [calls.week, { query: { weekStart: monday } }],
      [calls.copyWeek, { body: { weekStart: monday } }],
      [calls.createSeries, { body: kit.seriesBody(monday) }],
    ] as const) {
      const answer = await callApi(t.test.app, endpoint, { token: t.worker, ...input } as never)
      expect(answer.status).toBe(403)
    }
    const key = (
      await callApi(t.test.app, apiKeyEndpoints.create, {
        token: admin,
        body: { name: 'Планировщик', scopes: ['orders:read'] },
      })
    ).body.key
    expect((await callApi(t.test.app, calls.week, { token: key, query: { weekStart: monday } })).status).toBe(
      200,
    )
    const write = await callApi(t.test.app, calls.createSeries, { token: key, body: kit.seriesBody(monday) })
    expect(write.status).toBe(403)
    expect(write.body.message).toBe(apiKeyMessages.scopeMissing)
  })
})
