import {
  dayMs,
  historyDays,
  hourMs,
  random,
  serviceList,
  shopCity,
  type ChainShape,
  type IdBase,
} from './chain-data.ts'
import type { CopyTable, CopyValue } from './copy-load.ts'

/*
 * The chain's orders and what hangs on them (bench/chain-data.ts): each order made from its own stream, so the
 * tables after the orders make the same orders again instead of keeping ten million of them.
 */

/** A worker of the shop's city: workers are numbered round the cities as shops are. */
function workerOf(shape: ChainShape, base: IdBase, shop: number, pick: number): number {
  const city = shop % shape.cities
  const perCity = Math.floor(shape.workers / shape.cities)
  return base.worker + city + shape.cities * Math.floor(pick * perCity)
}

export type OrderFacts = ReturnType<ReturnType<typeof orderMaker>>

/** Order `i`'s facts from its own stream, so each table's pass makes the same order again without keeping it. */
function orderMaker(shape: ChainShape, base: IdBase, today: number, now: Date, seed: number) {
  const nowMs = now.getTime()
  return (i: number) => {
    const next = random(seed * 1_000_003 + i)
    const shop = Math.floor(next() * shape.shops)
    const serviceIndex = Math.floor(next() * serviceList.length)
    // Days rise with the id, as in a live table where orders are added a few days before their shifts: a
    // period's orders lie together on disk, not spread over the whole table.
    const day = Math.floor((i / shape.orders) * shape.days) - historyDays
    const start = today + day * dayMs + (3 + Math.floor(next() * 10)) * hourMs
    const hours = 4 + Math.floor(next() * 9)
    const end = start + hours * hourMs
    const created = Math.min(nowMs, start - (1 + next() * 14) * dayMs)
    const u = next()
    const outcome = next()
    const executor = workerOf(shape, base, shop, next())
    let status: string
    let resolution: string | null = null
    if (end < nowMs - 2 * dayMs || (end < nowMs && u >= 0.6)) {
      status = 'FINISHED'
      resolution =
        outcome < 0.82
          ? 'DONE_AND_PAID'
          : outcome < 0.89
            ? 'CANCELED'
            : outcome < 0.95
              ? 'MISSING_EXECUTOR'
              : 'NOT_RELEVANT'
    } else if (end < nowMs) status = 'DONE'
    else if (start <= nowMs) status = 'IN_PROGRESS'
    else status = u < 0.45 ? 'NEW' : u < 0.7 ? 'HAS_RESPONSE' : u < 0.8 ? 'APPROVED' : 'CONFIRMED'
    const paid = resolution === 'DONE_AND_PAID'
    const hasExecutor =
      ['APPROVED', 'CONFIRMED', 'IN_PROGRESS', 'DONE'].includes(status) ||
      paid ||
      resolution === 'MISSING_EXECUTOR'
    const filled = hasExecutor && status !== 'APPROVED'
    const filledAt = filled ? Math.min(nowMs, created + next() * next() * 3 * dayMs) : null
    const others = status === 'HAS_RESPONSE' ? 1 + (i % 3) : hasExecutor ? i % 2 : 0
    const responders = [hasExecutor ? executor : null]
    for (let k = 0; k < others; k += 1) responders.push(workerOf(shape, base, shop, next()))
    return {
      id: base.order + i,
      i,
      shop,
      serviceIndex,
      start,
      end,
      hours,
      created,
      status,
      resolution,
      paid,
      executor: hasExecutor ? executor : null,
      filledAt,
      responders: [...new Set(responders.filter((worker) => worker !== null))],
    }
  }
}

function orderRow(order: OrderFacts, shape: ChainShape, base: IdBase, nowMs: number): CopyValue[] {
  const [name, tariff, period] = serviceList[order.serviceIndex]!
  const { i, paid, status } = order
  const count = period === 'Order' ? 1 + (i % 20) : null
  const sent = paid && order.end < nowMs - 14 * dayMs
  const at = (ms: number | null) => (ms === null ? null : new Date(ms))
  return [
    order.id,
    `${name}, смена ${i + 1}`,
    count,
    paid ? (count ?? 1) : null,
    at(order.start),
    at(order.end),
    base.service + order.serviceIndex,
    base.shop + order.shop,
    // The shop's city, as the orders' trigger would take it: COPY runs with the triggers off.
    shopCity(shape, base, order.shop),
    tariff,
    period,
    paid ? tariff : null,
    paid ? period : null,
    period === 'Hour' && (paid || status === 'DONE') ? order.hours * 60 - (i % 30) : null,
    status,
    order.executor,
    // Approved within the executor's 12 hours to confirm: an older approval would have run out already.
    status === 'APPROVED' ? at(Math.max(order.created, nowMs - (i % 10) * hourMs)) : null,
    at(order.filledAt),
    paid ? 3 + (i % 3) : null,
    order.resolution,
    paid ? (sent ? 'SENT' : 'NOT_SENT') : null,
    sent ? at(order.end + 3 * dayMs) : null,
    at(order.created),
    at(Math.min(nowMs, Math.max(order.created, order.end))),
  ]
}

/** Rows made from each order in turn (none, one or several per order), the orders made again on each pass. */
export function eachOrder(shape: ChainShape, base: IdBase, today: number, now: Date, seed: number) {
  const make = orderMaker(shape, base, today, now, seed)
  return (rowsOf: (order: OrderFacts) => CopyValue[][]): Iterable<CopyValue[]> => ({
    *[Symbol.iterator]() {
      for (let i = 0; i < shape.orders; i += 1) yield* rowsOf(make(i))
    },
  })
}

export function orderTables(
  shape: ChainShape,
  base: IdBase,
  today: number,
  now: Date,
  seed: number,
): CopyTable[] {
  const perOrder = eachOrder(shape, base, today, now, seed)
  const nowMs = now.getTime()
  return [
    {
      table: 'orders',
      columns: [
        'id',
        'description',
        'plan_assignments_count',
        'fact_assignments_count',
        'date_time',
        'date_to',
        'service_id',
        'shop_id',
        'city_id',
        'plan_tariff_value',
        'plan_tariff_period',
        'fact_tariff_value',
        'fact_tariff_period',
        'actual_time',
        'status',
        'executor_id',
        'approved_at',
        'filled_at',
        'mark',
        'resolution',
        'send_to_bank_status',
        'bank_sent_at',
        'created_at',
        'updated_at',
      ],
      rows: perOrder((order) => [orderRow(order, shape, base, nowMs)]),
    },
    {
      table: 'order_responses',
      columns: ['order_id', 'worker_id', 'created_at'],
      rows: perOrder((order) =>
        order.responders.map((worker, k) => [order.id, worker, new Date(order.created + k * 17 * 60_000)]),
      ),
    },
    {
      table: 'certificates',
      columns: ['order_id', 'status', 'generated_at', 'updated_at'],
      rows: perOrder((order) =>
        order.paid
          ? [[order.id, 'CONFIRMED', new Date(order.end + dayMs), new Date(order.end + 2 * dayMs)]]
          : order.status === 'DONE' && order.i % 3 === 0
            ? [[order.id, 'SENT', now, now]]
            : [],
      ),
    },
    {
      // One filled shift in 25 was released by its worker, a third of those later than the shop's notice.
      table: 'order_releases',
      columns: ['order_id', 'worker_id', 'released_at', 'cutoff_at', 'late', 'outcome', 'ended_at'],
      rows: perOrder((order) => {
        if (order.filledAt === null || order.executor === null || order.i % 25 !== 7) return []
        const late = order.i % 3 === 0
        const released = new Date(Math.min(nowMs, order.start - (late ? 6 : 48) * hourMs))
        return [
          [order.id, order.executor, released, new Date(order.start - 2 * hourMs), late, 'CLOSED', released],
        ]
      }),
    },
  ]
}
