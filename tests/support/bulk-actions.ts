import { sql } from 'drizzle-orm'
import { bulkOrderEndpoints } from '../../src/contract/orders/bulk-endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'
import { shiftIn } from './bulk-orders.ts'
import { referenceData } from './orders.ts'
import { rowsOf } from './sql.ts'

type JournalRow = { entity_id: string; action: string; details: Record<string, unknown> | null }

/** The journal's last id: what a call writes after it is read with `journalSince`. */
export async function journalMark(test: TestApp): Promise<number> {
  const [row] = await rowsOf<{ last: number | null }>(test.db, sql`select max(id)::int as last from journal`)
  return row?.last ?? 0
}

/** The order entries written since the mark, oldest first. */
export async function journalSince(test: TestApp, mark: number): Promise<JournalRow[]> {
  return rowsOf<JournalRow>(
    test.db,
    sql`select entity_id, action, details from journal where id > ${mark} and entity = 'order' order by id`,
  )
}

/** A word no other order of the file's database carries, for the staff's search (three letters at least). */
export const uniqueTag = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}`

/** Each tagged order on a day of its own: `create-many` refuses a second order of the same shop and times. */
let nextDay = 3

/** `count` new orders of the demo's first Луховицы shop, per shift, described by the tag (which the search finds). */
export async function taggedOrders(
  test: TestApp,
  staff: string,
  tag: string,
  count: number,
): Promise<Order[]> {
  const ref = await referenceData(test, staff)
  const created = await callApi(test.app, bulkOrderEndpoints.createMany, {
    token: staff,
    body: {
      orders: Array.from({ length: count }, (_, index) => ({
        serviceId: ref.perShift.id,
        shopId: ref.lukhovitsyShop.id,
        ...shiftIn(test, nextDay++, 6, 7),
        description: `${tag} ${index + 1}`,
      })),
    },
  })
  if (created.status !== 200) throw new Error(`orders not created: ${JSON.stringify(created.body)}`)
  return Promise.all(created.body.orders.map((order) => orderOf(test, staff, order.id)))
}

export async function orderOf(test: TestApp, staff: string, id: number): Promise<Order> {
  const answer = await callApi(test.app, orderEndpoints.byId, { token: staff, body: { id } })
  if (answer.status !== 200) throw new Error(`order ${id}: ${answer.status}`)
  return answer.body
}

/** Copies of an order by SQL, `count` at once: enough orders to pass a limit without a call per order. */
export async function copiesOf(test: TestApp, order: Order, description: string, count: number) {
  await test.db.execute(sql`insert into orders (description, date_time, date_to, service_id, shop_id,
    plan_tariff_value, plan_tariff_period)
    select ${description}, date_time, date_to, service_id, shop_id, plan_tariff_value, plan_tariff_period
    from orders, generate_series(1, ${count}) where id = ${order.id}`)
}
