import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { weekPlannerEndpoints as calls } from '../../src/contract/week-planner/endpoints.ts'
import { seriesMessages } from '../../src/contract/week-planner/series.ts'
import { addDays, mondayOf } from '../../src/contract/week-planner/week.ts'
import { callApi } from '../support/api.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { rowsOf } from '../support/sql.ts'
import { plannerKit } from '../support/week-planner.ts'

/** Recurring series (issue 48, item 2, decision 116): made all or none, their rest changed where nobody took it. */
let t: OrdersTestApp
let kit: ReturnType<typeof plannerKit>

beforeAll(async () => {
  t = await createOrdersTestApp()
  kit = plannerKit(t)
})
afterAll(() => t.test.close())

describe('POST /api/order/series/create', () => {
  it('makes Mon–Fri 09:00–18:00 for 8 weeks, each order carrying the series', async () => {
    const monday = kit.weekAhead(20)
    const made = await kit.createSeries(kit.seriesBody(monday))
    expect(made.status).toBe(200)
    expect(made.body.orders).toHaveLength(40)
    expect(made.body.orders[5]!.dateTime).toBe(`${addDays(monday, 7)}T09:00:00+0${kit.offset}:00`)
    const one = await callApi(t.test.app, orderEndpoints.byId, {
      token: t.staff,
      body: { id: made.body.orders[0]!.id },
    })
    expect(one.body.seriesId).toBe(made.body.seriesId)
    const grid = await kit.week(monday)
    expect(grid.body.shifts.map((shift) => shift.seriesId)).toEqual(Array(5).fill(made.body.seriesId))
  })

  it('refuses the whole series for a day that repeats an order or starts in the past', async () => {
    const monday = kit.weekAhead(30)
    await kit.createMany([kit.order(addDays(monday, 2), '09:00', '18:00')])
    const repeated = await kit.createSeries(kit.seriesBody(monday, { weeks: 1 }))
    expect(repeated.status).toBe(400)
    expect(repeated.body.errors).toEqual([
      {
        row: 2,
        message: seriesMessages.day(kit.russian(addDays(monday, 2)), bulkMessages.duplicateExisting),
      },
    ])
    const pastMonday = addDays(mondayOf(kit.today()), -7)
    const past = await kit.createSeries(kit.seriesBody(pastMonday, { weeks: 1, weekdays: [1] }))
    expect(past.status).toBe(400)
    expect(past.body.errors).toEqual([
      { row: 0, message: seriesMessages.day(kit.russian(pastMonday), scheduleMessages.startsInPast) },
    ])
    expect((await kit.week(monday)).body.shifts).toHaveLength(1)
  })

  it('makes a night shift end the next morning, and refuses no weekdays or too many weeks', async () => {
    const monday = kit.weekAhead(32)
    const night = await kit.createSeries(
      kit.seriesBody(monday, { startTime: '22:00', endTime: '06:00', weeks: 1, weekdays: [7] }),
    )
    expect(night.status).toBe(200)
    const [shift] = (await kit.week(monday)).body.shifts
    expect(shift!.dateTo).toBe(`${addDays(monday, 7)}T06:00:00+0${kit.offset}:00`)
    const none = await kit.createSeries(kit.seriesBody(monday, { weekdays: [] }))
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.body)).toContain(seriesMessages.weekdays)
    const long = await kit.createSeries(kit.seriesBody(monday, { weeks: 27 }))
    expect(JSON.stringify(long.body)).toContain(seriesMessages.weeks)
  })
})

describe('POST /api/order/series/update-rest', () => {
  it('changes this order and the later ones nobody took; one order alone changes by the order update', async () => {
    const monday = kit.weekAhead(50)
    const made = await kit.createSeries(kit.seriesBody(monday, { weeks: 2 }))
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
      dateTime: `${addDays(monday, 2)}T10:00:00+0${kit.offset}:00`,
      dateTo: `${addDays(monday, 2)}T20:00:00+0${kit.offset}:00`,
      planTariffValue: '4200.00',
      planAssignmentsCount: 2,
    })
  })

  it('refuses an order outside any series', async () => {
    const id = (await kit.createMany([kit.order(kit.weekAhead(60), '09:00', '18:00')])).body.orders[0]!.id
    const answer = await callApi(t.test.app, calls.updateSeriesRest, {
      token: t.staff,
      body: { id, startTime: '10:00', endTime: '11:00' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(seriesMessages.notInSeries)
  })
})
