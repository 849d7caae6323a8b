import type { CopyTable, CopyValue } from './copy-load.ts'

/**
 * A chain's data at a given size (issue 48, item 5; issue 50, item 1): cities, shops, services, workers and
 * orders over months in every status, with responses, acts and releases. Reproducible: the same size, seed and
 * `now` make the same rows. Proportions follow a national chain (10 000 shops, 300 000 workers, 60 000 orders a
 * day at 10 M orders): shops and workers grow with the orders, the days stay 180 back and 30 ahead.
 */
export type ChainShape = { orders: number; shops: number; workers: number; cities: number; days: number }

const historyDays = 180
const futureDays = 30
const dayMs = 86_400_000
const hourMs = 3_600_000

export function chainShape(orders: number): ChainShape {
  return {
    orders,
    shops: Math.min(10_000, Math.max(50, Math.round(orders / 1000))),
    workers: Math.min(300_000, Math.max(500, Math.round(orders / 33))),
    cities: 50,
    days: historyDays + futureDays,
  }
}

/** mulberry32: a small, fast generator whose stream depends on the seed alone. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const serviceList = [
  ['Кассир', '2400', 'Shift'],
  ['Продавец-консультант', '320', 'Hour'],
  ['Грузчик', '350', 'Hour'],
  ['Выкладка товара', '300', 'Hour'],
  ['Уборка торгового зала', '2000', 'Shift'],
  ['Инвентаризация', '400', 'Hour'],
  ['Приёмка товара', '330', 'Hour'],
  ['Сборщик заказов', '310', 'Hour'],
  ['Пекарь', '2800', 'Shift'],
  ['Промоутер', '290', 'Hour'],
  ['Разгрузка фуры', '1500', 'Order'],
  ['Мерчандайзер', '2600', 'Shift'],
] as const

/** The first free id of each table the chain adds to (the demo's rows come first). */
export type IdBase = { city: number; shop: number; service: number; worker: number; order: number }
/** Ids the workers' rows need from the demo's dictionaries. */
export type Refs = { citizenshipId: number; fundId: number }

export function chainTables(shape: ChainShape, base: IdBase, refs: Refs, now: Date, seed = 48): CopyTable[] {
  const today = Math.floor(now.getTime() / dayMs) * dayMs
  const cityOf = (shop: number) => base.city + (shop % shape.cities)
  const offsetOf = (city: number) => 2 + ((city - base.city) % 9)
  const cities: CopyTable = {
    table: 'cities',
    columns: ['id', 'name', 'utc_offset'],
    rows: Array.from({ length: shape.cities }, (_, i) => [
      base.city + i,
      `Город сети ${i + 1}`,
      offsetOf(base.city + i),
    ]),
  }
  const shops: CopyTable = {
    table: 'shops',
    columns: ['id', 'name', 'address', 'city_id', 'latitude', 'longitude'],
    rows: Array.from({ length: shape.shops }, (_, i) => [
      base.shop + i,
      `Магазин сети № ${i + 1}`,
      `ул. Торговая, ${i + 1}`,
      cityOf(i),
      50 + (i % 100) * 0.05,
      37 + (i % 97) * 0.05,
    ]),
  }
  const services: CopyTable = {
    table: 'services',
    columns: ['id', 'full_name', 'plan_tariff_value', 'plan_tariff_period'],
    rows: serviceList.map(([name, tariff, period], i) => [
      base.service + i,
      `${name} (сеть)`,
      tariff,
      period,
    ]),
  }
  const shopServices: CopyTable = {
    table: 'shop_services',
    columns: ['shop_id', 'service_id'],
    rows: (function* () {
      for (let shop = 0; shop < shape.shops; shop += 1)
        for (let service = 0; service < serviceList.length; service += 1)
          yield [base.shop + shop, base.service + service]
    })(),
  }
  const lastNames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов', 'Новиков']
  const firstNames = ['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Михаил', 'Николай', 'Иван']
  const registered = new Date(today - 400 * dayMs)
  const workers: CopyTable = {
    table: 'workers',
    columns: [
      'id',
      'phone',
      'state',
      'last_name',
      'first_name',
      'patronymic',
      'birth_date',
      'gender',
      'citizenship_id',
      'city_id',
      'payment_card_number',
      'inn',
      'snils',
      'passport_series',
      'passport_number',
      'passport_issue_date',
      'passport_department_code',
      'passport_issued_by',
      'passport_birth_place',
      'address',
      'self_employed',
      'fund_id',
      'self_employed_service_id',
      'bank_status',
      'created_at',
      'confirmed_at',
    ],
    rows: (function* () {
      for (let i = 0; i < shape.workers; i += 1)
        yield [
          base.worker + i,
          `+7995${String(i).padStart(7, '0')}`,
          'SELF_EMPLOYED',
          lastNames[i % 8]!,
          firstNames[i % 7]!,
          'Петрович',
          `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
          'M',
          refs.citizenshipId,
          base.city + (i % shape.cities),
          `2299${String(i).padStart(12, '0')}`,
          String(500000000000 + i),
          String(90000000000 + i),
          '4610',
          String(i % 1_000_000).padStart(6, '0'),
          '2015-06-10',
          '500-123',
          'ГУ МВД России',
          'г. Москва',
          `ул. Садовая, д. ${i + 1}`,
          true,
          refs.fundId,
          base.service,
          'SENT',
          registered,
          registered,
        ] satisfies CopyValue[]
    })(),
  }
  return [cities, shops, services, shopServices, workers, ...orderTables(shape, base, today, now, seed)]
}

/** A worker of the shop's city: workers are numbered round the cities as shops are. */
function workerOf(shape: ChainShape, base: IdBase, shop: number, pick: number): number {
  const city = shop % shape.cities
  const perCity = Math.floor(shape.workers / shape.cities)
  return base.worker + city + shape.cities * Math.floor(pick * perCity)
}

type OrderFacts = ReturnType<ReturnType<typeof orderMaker>>

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

function orderRow(order: OrderFacts, base: IdBase, nowMs: number): CopyValue[] {
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
    tariff,
    period,
    paid ? tariff : null,
    paid ? period : null,
    period === 'Hour' && (paid || status === 'DONE') ? order.hours * 60 - (i % 30) : null,
    status,
    order.executor,
    status === 'APPROVED' ? at(order.created) : null,
    at(order.filledAt),
    paid ? 3 + (i % 3) : null,
    order.resolution,
    paid ? (sent ? 'SENT' : 'NOT_SENT') : null,
    sent ? at(order.end + 3 * dayMs) : null,
    at(order.created),
    at(Math.min(nowMs, Math.max(order.created, order.end))),
  ]
}

function orderTables(shape: ChainShape, base: IdBase, today: number, now: Date, seed: number): CopyTable[] {
  const make = orderMaker(shape, base, today, now, seed)
  const nowMs = now.getTime()
  /** Rows made from each order in turn: none, one or several per order. */
  const perOrder = (rowsOf: (order: OrderFacts) => CopyValue[][]) => ({
    *[Symbol.iterator]() {
      for (let i = 0; i < shape.orders; i += 1) yield* rowsOf(make(i))
    },
  })
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
      rows: perOrder((order) => [orderRow(order, base, nowMs)]),
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
