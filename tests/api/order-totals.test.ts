import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { fromKopecks } from '../../src/contract/common/kopecks.ts'
import { bulkActionEndpoints } from '../../src/contract/orders/bulk-action-endpoints.ts'
import { bulkOrderEndpoints } from '../../src/contract/orders/bulk-endpoints.ts'
import { orderEndpoints as calls } from '../../src/contract/orders/endpoints.ts'
import type { OrderFilters } from '../../src/contract/orders/requests.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import type { PaymentFilters } from '../../src/contract/payments/payments.ts'
import { foldOrderTotals } from '../../src/server/features/orders/order-totals.repository.ts'
import { sumKopecks } from '../../src/server/shared/order-core/order-sums.repository.ts'
import { callApi } from '../support/api.ts'
import { moveShop } from '../support/dictionaries.ts'
import type { TestApp } from '../support/app.ts'
import { shiftIn } from '../support/bulk-orders.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

// Decision 123: the staff's counts and the payments page's totals read totals the orders' triggers keep. After each
// kind of change, every kept total equals the orders counted again, and each call answers through the totals what
// it answers counting the orders (a period from 2000 on lets every order through and is counted).

let test: TestApp
let actors: Actors
let admin: string
let ref: Awaited<ReturnType<typeof referenceData>>

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
  ref = await referenceData(test, actors.staff)
})
afterAll(() => test.close())

type Total = {
  shop: number
  city: number
  status: string
  paid: boolean
  bank: string | null
  orders: number
  kopecks: number
}

const keyed = (rows: Total[]) =>
  rows
    .map((row) => ({ ...row, orders: Number(row.orders), kopecks: Number(row.kopecks) }))
    .filter((row) => row.orders !== 0 || row.kopecks !== 0)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

/**
 * The kept totals as the calls read them (or the folded rows alone), and the same totals counted from the orders,
 * by the payments page's rule of a payment: each shop's, each city's (no shop) and the chain's (neither).
 */
async function keptAndCounted(read: 'now' | 'folded' = 'now') {
  const kept = await rowsOf<Total>(
    test.db,
    sql`select shop_id as shop, city_id as city, status, paid, bank_status as bank, sum(orders) as orders,
          sum(kopecks) as kopecks
        from ${sql.raw(read === 'now' ? 'order_totals_now' : 'order_totals')} group by 1, 2, 3, 4, 5`,
  )
  const counted = await rowsOf<Total>(
    test.db,
    sql`select shop, city, status, paid, bank, count(*) as orders, sum(kopecks) as kopecks from (
          select orders.shop_id as shop, shops.city_id as city, orders.status, p.paid, case when p.paid then send_to_bank_status end as bank,
            case when p.paid then ${sumKopecks} else 0 end as kopecks
          from orders join shops on shops.id = orders.shop_id
          cross join lateral (select orders.status = 'FINISHED' and orders.resolution = 'DONE_AND_PAID'
            and orders.executor_id is not null as paid) p) rows
        group by grouping sets ((shop, city, status, paid, bank), (city, status, paid, bank), (status, paid, bank))`,
  )
  return { kept: keyed(kept), counted: keyed(counted) }
}

const everything = { dateFrom: '2000-01-01' }

const numbers = async (filters: OrderFilters) =>
  (await callApi(test.app, calls.numbersByStatus, { token: actors.staff, body: filters })).body
const filtered = async (filters: OrderFilters) =>
  (await callApi(test.app, calls.filter, { token: actors.staff, body: filters, query: { size: 20 } })).body
    .totalElements
const counted = async (filters: OrderFilters) =>
  (await callApi(test.app, calls.countByFilters, { token: actors.staff, body: filters })).body.totalElements
const paymentTotals = async (filters: PaymentFilters) =>
  (await callApi(test.app, paymentEndpoints.filter, { token: admin, body: filters, query: { size: 20 } }))
    .body.totals

/** Every kept total is the orders counted, and the calls answer alike through the totals and counting. */
async function expectExactTotals() {
  const { kept, counted: recounted } = await keptAndCounted()
  expect(kept).toEqual(recounted)
  const orderFilters: OrderFilters[] = [
    {},
    { cityId: ref.otherCityShop.city.id },
    { shopId: ref.lukhovitsyShop.id },
    { shopId: ref.lukhovitsyShop.id, cityId: ref.lukhovitsyShop.city.id },
    { statuses: ['NEW'] },
    { statuses: ['APPROVED', 'FINISHED'], cityId: ref.lukhovitsyShop.city.id },
    { history: true },
    { history: false, search: 'ab' },
  ]
  for (const filters of orderFilters) {
    const all = { ...filters, ...everything }
    expect(await numbers(filters), JSON.stringify(filters)).toEqual(await numbers(all))
    expect(await filtered(filters), JSON.stringify(filters)).toBe(await filtered(all))
    expect(await counted(filters), JSON.stringify(filters)).toBe(await counted(all))
  }
  const [orders] = await rowsOf<{ total: number }>(test.db, sql`select count(*)::int as total from orders`)
  expect(await filtered({})).toBe(orders!.total)
  const [paid] = await rowsOf<{ count: number; kopecks: string }>(
    test.db,
    sql`select count(*)::int as count, coalesce(sum(${sumKopecks}), 0)::text as kopecks from orders
        where status = 'FINISHED' and resolution = 'DONE_AND_PAID' and executor_id is not null`,
  )
  expect(await paymentTotals({})).toEqual({ count: paid!.count, sum: fromKopecks(Number(paid!.kopecks)) })
  const paymentFilters: PaymentFilters[] = [
    {},
    { bankStatus: 'NOT_SENT' },
    { bankStatus: 'SENT', cityId: ref.lukhovitsyShop.city.id },
    { cityId: ref.otherCityShop.city.id },
    { shopId: ref.lukhovitsyShop.id },
  ]
  for (const filters of paymentFilters)
    expect(await paymentTotals(filters), JSON.stringify(filters)).toEqual(
      await paymentTotals({ ...filters, ...everything }),
    )
  // The round folds the changes in: the totals alone are then the orders counted, and no change is left.
  await foldOrderTotals(test.db)
  const folded = await keptAndCounted('folded')
  expect(folded.kept).toEqual(folded.counted)
  const [left] = await rowsOf<{ n: number }>(test.db, sql`select count(*)::int as n from order_total_changes`)
  expect(left!.n).toBe(0)
}

const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBeLessThan(300)
  return body
}

describe('the orders’ totals kept by the triggers (decision 123)', () => {
  it('are filled from the orders there were before them (the demo data) and answer as counting does', async () => {
    expect((await keptAndCounted()).kept.length).toBeGreaterThan(5)
    await expectExactTotals()
  })

  it('stay exact as orders are made one by one and many at once', async () => {
    await createOrder(test, actors.staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    await ok(
      callApi(test.app, bulkOrderEndpoints.createMany, {
        token: actors.staff,
        body: {
          orders: [0, 1, 2].map((day) => ({
            serviceId: ref.perShift.id,
            shopId: ref.otherCityShop.id,
            ...shiftIn(test, 40 + day, 6, 7),
          })),
        },
      }),
    )
    await expectExactTotals()
  })

  it('stay exact as orders are assigned, cancelled one by one and many at once, and moved to another shop', async () => {
    await orderIn(test, actors, 'APPROVED')
    await orderIn(test, actors, 'FINISHED')
    const open = await Promise.all(
      [1, 2].map((hours) =>
        createOrder(test, actors.staff, {
          shop: ref.lukhovitsyShop,
          serviceId: ref.perShift.id,
          startsInHours: 50 + hours,
        }),
      ),
    )
    await ok(
      callApi(test.app, bulkActionEndpoints.cancel, {
        token: actors.staff,
        body: { ids: open.map((order) => order.id), resolution: 'NOT_RELEVANT', reason: 'Смена не нужна' },
      }),
    )
    await expectExactTotals()
    const moved = await createOrder(test, actors.staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
    })
    const elsewhere = ref.otherCityShop.services[0]!.id
    await ok(
      callApi(test.app, calls.update, {
        token: actors.staff,
        body: {
          id: moved.id,
          serviceId: elsewhere,
          shopId: ref.otherCityShop.id,
          dateTime: moved.dateTime,
          dateTo: moved.dateTo,
        },
      }),
    )
    await expectExactTotals()
  })

  it('stay exact as orders are finished, paid through their acts and sent to the bank', async () => {
    const done = await orderIn(test, actors, 'ACT_SENT')
    await ok(callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id: done.id } }))
    await expectExactTotals()
    const before = await paymentTotals({ bankStatus: 'NOT_SENT' })
    await ok(callApi(test.app, paymentEndpoints.sendToBank, { token: admin, body: { filters: {} } }))
    expect(await paymentTotals({ bankStatus: 'NOT_SENT' })).not.toEqual(before)
    await expectExactTotals()
  })

  it('stay exact as a shop moves to another city with its orders', async () => {
    const shop = ref.otherCityShop
    const move = async (cityId: number) => expect(await moveShop(test, admin, shop, cityId)).toBe(200)
    await move(ref.lukhovitsyShop.city.id)
    await expectExactTotals()
    await move(shop.city.id)
    await expectExactTotals()
  })

  it('stay exact as an order is deleted (no call deletes one; the database may)', async () => {
    const order = await createOrder(test, actors.staff, {
      shop: ref.otherCityShop,
      serviceId: ref.perShift.id,
    })
    await test.db.execute(sql`delete from orders where id = ${order.id}`)
    await expectExactTotals()
  })
})
