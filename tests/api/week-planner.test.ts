import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { apiKeyEndpoints } from '../../src/contract/api-keys/endpoints.ts'
import { apiKeyMessages } from '../../src/contract/api-keys/scopes.ts'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { bulkOrderEndpoints } from '../../src/contract/orders/bulk-endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { weekPlannerEndpoints as calls } from '../../src/contract/week-planner/endpoints.ts'
import { plannerMessages } from '../../src/contract/week-planner/planner.ts'
import { seriesMessages } from '../../src/contract/week-planner/series.ts'
import { addDays, mondayOf, shiftOn } from '../../src/contract/week-planner/week.ts'
import type { Database } from '../../src/server/db/client.ts'
import { createWeekPlannerService } from '../../src/server/features/orders/week-planner.service.ts'
import { callApi } from '../support/api.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

let t: OrdersTestApp
let admin: string
let shopId: number
let offset: number

beforeAll(async () => {
  t = await createOrdersTestApp()
  admin = (await signIn(t.test, 'admin')).accessToken
  shopId = t.ref.lukhovitsyShop.id
  offset = t.ref.lukhovitsyShop.city.utcOffset
})
afterAll(() => t.test.close())

const today = () => t.test.clock().toISOString().slice(0, 10)
/** A Monday `weeks` weeks ahead of the test clock's week, far from the demo's orders. */
const weekAhead = (weeks: number) => addDays(mondayOf(today()), weeks * 7)
const russian = (iso: string) => iso.split('-').reverse().join('.')

const order = (date: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  shopId,
  serviceId: t.ref.perShift.id,
  ...shiftOn(date, start, end, offset),
  description: 'Планировщик',
  ...extra,
})

const createMany = (orders: unknown[]) =>
  callApi(t.test.app, bulkOrderEndpoints.createMany, { token: t.staff, body: { orders } })
const week = (weekStart: string, filters: { cityId?: number; shopId?: number } = { shopId }) =>
  callApi(t.test.app, calls.week, { token: t.staff, query: { weekStart, ...filters } })
const setStatus = (id: number, status: string) =>
  t.test.db.execute(sql`update orders set status = ${status} where id = ${id}`)

describe('GET /api/order/week', () => {
  it("answers the shops' shifts by the shop's own day, with filled of needed, cancelled orders left out", async () => {
    const monday = weekAhead(10)
    const sunday = addDays(monday, 6)
    const made = await createMany([
      order(monday, '09:00', '18:00'),
      order(sunday, '23:30', '07:00'),
      order(addDays(monday, 2), '08:00', '12:00'),
    ])
    expect(made.status).toBe(200)
    // A second order of the same shift (one order's create allows it): two places of one shift.
    const twin = await callApi(t.test.app, orderEndpoints.create, {
      token: t.staff,
      body: order(monday, '09:00', '18:00'),
    })
    const [first, night, cancelled] = made.body.orders
    await setStatus(first!.id, 'CONFIRMED')
    await t.test.db.execute(
      sql`update orders set status = 'FINISHED', resolution = 'CANCELED' where id = ${cancelled!.id}`,
    )

    const answer = await week(monday)
    expect(answer.status).toBe(200)
    expect(answer.body.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => addDays(monday, day)))
    expect(answer.body.shops).toEqual([expect.objectContaining({ id: shopId, utcOffset: offset })])
    expect(answer.body.shifts).toEqual([
      expect.objectContaining({
        date: monday,
        dateTime: `${monday}T09:00:00+0${offset}:00`,
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
    const nextWeek = await week(addDays(monday, 7))
    expect(nextWeek.body.shifts).toEqual([])
  })

  it("filters by city, and reads the week in the same number of statements whatever the shops' count", async () => {
    const monday = weekAhead(11)
    const cityId = t.ref.otherCityShop.city.id
    const byCity = await week(monday, { cityId })
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
    await planner.week({ weekStart: monday, shopId })
    const forOne = selects
    selects = 0
    const all = await planner.week({ weekStart: monday })
    expect(all.shops.length).toBeGreaterThan(3)
    expect(selects).toBe(forOne)
  })

  it('refuses a week that does not start on Monday', async () => {
    const answer = await week(addDays(weekAhead(10), 1))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(plannerMessages.monday)
  })
})

describe('create-many from the planner', () => {
  it('refuses a past row, a duplicate and a shift over 24 hours, creating nothing', async () => {
    const monday = weekAhead(12)
    expect((await createMany([order(monday, '10:00', '14:00')])).status).toBe(200)
    const long = order(monday, '08:00', '09:00', {
      dateTo: shiftOn(addDays(monday, 1), '09:00', '10:00', offset).dateTo,
    })
    const past = order(addDays(mondayOf(today()), -7), '10:00', '14:00')
    const answer = await createMany([
      order(monday, '10:00', '14:00'),
      long,
      past,
      order(monday, '15:00', '16:00'),
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { row: 0, message: bulkMessages.duplicateExisting },
      { row: 1, message: scheduleMessages.tooLong },
      { row: 2, message: scheduleMessages.startsInPast },
    ])
    expect((await week(monday)).body.shifts).toHaveLength(1)
  })
})

describe('POST /api/order/week/copy', () => {
  it('copies the week to the next, then refuses every copy as a duplicate', async () => {
    const monday = weekAhead(14)
    await createMany([order(monday, '09:00', '18:00'), order(addDays(monday, 3), '10:00', '19:00')])
    const copied = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: monday, shopId },
    })
    expect(copied.status).toBe(200)
    expect(copied.body).toEqual({ created: 2, refused: [] })
    const next = await week(addDays(monday, 7))
    expect(next.body.shifts.map((shift) => shift.dateTime)).toEqual([
      `${addDays(monday, 7)}T09:00:00+0${offset}:00`,
      `${addDays(monday, 10)}T10:00:00+0${offset}:00`,
    ])
    const again = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: monday, shopId },
    })
    expect(again.body.created).toBe(0)
    expect(again.body.refused.map((copy) => copy.message)).toEqual([
      bulkMessages.duplicateExisting,
      bulkMessages.duplicateExisting,
    ])
  })

  it('refuses copies that would start in the past, and an empty week', async () => {
    const past = addDays(mondayOf(today()), -14)
    const id = (await createMany([order(weekAhead(16), '09:00', '18:00')])).body.orders[0]!.id
    const moved = shiftOn(past, '09:00', '18:00', offset)
    await t.test.db.execute(
      sql`update orders set date_time = ${moved.dateTime}::timestamptz, date_to = ${moved.dateTo}::timestamptz where id = ${id}`,
    )
    const copied = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: past, shopId },
    })
    expect(copied.body.created).toBe(0)
    // The demo's past orders of that week are refused too.
    expect(copied.body.refused).toContainEqual(
      expect.objectContaining({ orderId: id, message: scheduleMessages.startsInPast }),
    )
    const empty = await callApi(t.test.app, calls.copyWeek, {
      token: t.staff,
      body: { weekStart: weekAhead(40), shopId },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(plannerMessages.nothingToCopy)
  })
})

const seriesBody = (dateFrom: string, extra: Record<string, unknown> = {}) => ({
  shopId,
  serviceId: t.ref.perShift.id,
  startTime: '09:00',
  endTime: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  dateFrom,
  weeks: 8,
  description: 'Серия',
  ...extra,
})
const createSeries = (body: Record<string, unknown>) =>
  callApi(t.test.app, calls.createSeries, { token: t.staff, body: body as never })

describe('POST /api/order/series/create', () => {
  it('makes Mon–Fri 09:00–18:00 for 8 weeks, each order carrying the series', async () => {
    const monday = weekAhead(20)
    const made = await createSeries(seriesBody(monday))
    expect(made.status).toBe(200)
    expect(made.body.orders).toHaveLength(40)
    expect(made.body.orders[5]!.dateTime).toBe(`${addDays(monday, 7)}T09:00:00+0${offset}:00`)
    const one = await callApi(t.test.app, orderEndpoints.byId, {
      token: t.staff,
      body: { id: made.body.orders[0]!.id },
    })
    expect(one.body.seriesId).toBe(made.body.seriesId)
    const grid = await week(monday)
    expect(grid.body.shifts.map((shift) => shift.seriesId)).toEqual(Array(5).fill(made.body.seriesId))
  })

  it('refuses the whole series for a day that repeats an order or starts in the past', async () => {
    const monday = weekAhead(30)
    await createMany([order(addDays(monday, 2), '09:00', '18:00')])
    const repeated = await createSeries(seriesBody(monday, { weeks: 1 }))
    expect(repeated.status).toBe(400)
    expect(repeated.body.errors).toEqual([
      { row: 2, message: seriesMessages.day(russian(addDays(monday, 2)), bulkMessages.duplicateExisting) },
    ])
    const pastMonday = addDays(mondayOf(today()), -7)
    const past = await createSeries(seriesBody(pastMonday, { weeks: 1, weekdays: [1] }))
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([
      { row: 0, message: seriesMessages.day(russian(pastMonday), scheduleMessages.startsInPast) },
    ])
    expect((await week(monday)).body.shifts).toHaveLength(1)
  })

  it('makes a night shift end the next morning, and refuses no weekdays or too many weeks', async () => {
    const monday = weekAhead(32)
    const night = await createSeries(
      seriesBody(monday, { startTime: '22:00', endTime: '06:00', weeks: 1, weekdays: [7] }),
    )
    expect(night.status).toBe(200)
    const [shift] = (await week(monday)).body.shifts
    expect(shift!.dateTo).toBe(`${addDays(monday, 7)}T06:00:00+0${offset}:00`)
    const none = await createSeries(seriesBody(monday, { weekdays: [] }))
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.body)).toContain(seriesMessages.weekdays)
    const long = await createSeries(seriesBody(monday, { weeks: 27 }))
    expect(JSON.stringify(long.body)).toContain(seriesMessages.weeks)
  })
})

describe('POST /api/order/series/update-rest', () => {
  it('changes this order and the later ones nobody took; one order alone changes by the order update', async () => {
    const monday = weekAhead(50)
    const made = await createSeries(seriesBody(monday, { weeks: 2 }))
    const ids = made.body.orders.map((created) => created.id)
    // The 2nd alone gets its own description through the ordinary update.
    const second = await callApi(t.test.app, orderEndpoints.byId, { token: t.staff, body: { id: ids[1]! } })
    const single = await callApi(t.test.app, orderEndpoints.update, {
      token: t.staff,
      body: { ...second.body, description: 'Только эта' },
    })
    expect(single.status).toBe(200)
    const descriptions = await rowsOf<{ id: number; description: string }>(
      t.test.db,
      sql`select id, description from orders where series_id = ${made.body.seriesId} order by date_time`,
    )
    expect(descriptions.filter((row) => row.description === 'Только эта').map((row) => row.id)).toEqual([
      ids[1],
    ])

    const worker = await rowsOf<{ id: number }>(t.test.db, sql`select id from workers limit 1`)
    await t.test.db.execute(
      sql`update orders set status = 'CONFIRMED', executor_id = ${worker[0]!.id} where id = ${ids[4]!}`,
    )
    await t.test.db.execute(
      sql`update orders set status = 'FINISHED', resolution = 'CANCELED' where id = ${ids[5]!}`,
    )
    const rest = await callApi(t.test.app, calls.updateSeriesRest, {
      token: t.staff,
      body: {
        id: ids[2]!,
        startTime: '10:00',
        endTime: '20:00',
        planTariffValue: '4200.00',
        description: 'Новая',
        planAssignmentsCount: 2,
      },
    })
    expect(rest.status).toBe(200)
    expect(rest.body.skipped).toEqual([
      expect.objectContaining({ id: ids[4], message: seriesMessages.taken }),
      expect.objectContaining({ id: ids[5], message: seriesMessages.finished }),
    ])
    expect(rest.body.changed.map((changed) => changed.id)).toEqual([ids[2], ids[3], ...ids.slice(6)])
    const after = await rowsOf<{ id: number; description: string; plan_tariff_value: string }>(
      t.test.db,
      sql`select id, description, plan_tariff_value from orders where series_id = ${made.body.seriesId} order by date_time`,
    )
    expect(after.map((row) => row.description)).toEqual([
      'Серия',
      'Только эта',
      'Новая',
      'Новая',
      'Серия',
      'Серия',
      'Новая',
      'Новая',
      'Новая',
      'Новая',
    ])
    const third = await callApi(t.test.app, orderEndpoints.byId, { token: t.staff, body: { id: ids[2]! } })
    expect(third.body).toMatchObject({
      dateTime: `${addDays(monday, 2)}T10:00:00+0${offset}:00`,
      dateTo: `${addDays(monday, 2)}T20:00:00+0${offset}:00`,
      planTariffValue: '4200.00',
      planAssignmentsCount: 2,
    })
  })

  it('refuses an order outside any series', async () => {
    const id = (await createMany([order(weekAhead(60), '09:00', '18:00')])).body.orders[0]!.id
    const answer = await callApi(t.test.app, calls.updateSeriesRest, {
      token: t.staff,
      body: { id, startTime: '10:00', endTime: '11:00' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(seriesMessages.notInSeries)
  })
})

describe('who may plan', () => {
  it('staff and keys with the scope only: a worker is refused, a reading key reads but does not write', async () => {
    const monday = weekAhead(70)
    for (const [endpoint, input] of [
      [calls.week, { query: { weekStart: monday } }],
      [calls.copyWeek, { body: { weekStart: monday } }],
      [calls.createSeries, { body: seriesBody(monday) }],
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
    const write = await callApi(t.test.app, calls.createSeries, { token: key, body: seriesBody(monday) })
    expect(write.status).toBe(403)
    expect(write.body.message).toBe(apiKeyMessages.scopeMissing)
  })
})
