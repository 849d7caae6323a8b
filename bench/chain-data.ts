import { activityTables } from './chain-activity.ts'
import { moneyTables } from './chain-money.ts'
import { eachOrder, orderTables } from './chain-orders.ts'
import type { CopyTable, CopyValue } from './copy-load.ts'

/**
 * A chain's data at a given size (issue 48, item 5; issue 50, item 1): cities, shops, services, workers and
 * orders over months in every status, with responses, acts, releases, receipts and their checks, payments and
 * payouts (bench/chain-money.ts), check-ins, reminders, journal entries, sessions and push devices
 * (bench/chain-activity.ts). Reproducible: the same size, seed and
 * `now` make the same rows. Proportions follow a national chain (10 000 shops, 300 000 workers, 60 000 orders a
 * day at 10 M orders): shops and workers grow with the orders, the days stay 180 back and 30 ahead.
 */
export type ChainShape = { orders: number; shops: number; workers: number; cities: number; days: number }

export const historyDays = 180
const futureDays = 30
export const dayMs = 86_400_000
export const hourMs = 3_600_000

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
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const serviceList = [
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
export type IdBase = {
  city: number
  shop: number
  service: number
  worker: number
  order: number
  receipt: number
  check: number
  payment: number
  payout: number
  journal: number
  subscription: number
}
/** Ids the chain's rows need from the demo's data: its dictionaries, and the staff who create the orders. */
export type Refs = { citizenshipId: number; fundId: number; employeeIds: number[] }

/** The city of the chain's shop number `shop`: shops are numbered round the cities. */
export const shopCity = (shape: ChainShape, base: IdBase, shop: number) => base.city + (shop % shape.cities)

export function chainTables(shape: ChainShape, base: IdBase, refs: Refs, now: Date, seed = 48): CopyTable[] {
  const today = Math.floor(now.getTime() / dayMs) * dayMs
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
      shopCity(shape, base, i),
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
  const perOrder = eachOrder(shape, base, today, now, seed)
  return [
    cities,
    shops,
    services,
    shopServices,
    workers,
    ...orderTables(shape, base, today, now, seed),
    ...moneyTables(perOrder, base, now),
    ...activityTables(perOrder, shape, base, refs.employeeIds, now),
  ]
}
