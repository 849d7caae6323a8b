import type { Clock } from '../../kernel/clock.ts'
import type { FileStorage } from '../../ports/storage/file-storage.ts'
import type { Executor } from '../client.ts'
import { certificates, employees, orderResponses, orders } from '../schema/index.ts'
import { seedCheckIns } from './check-ins.ts'
import { seedNpdAnswers } from './npd.ts'
import { seedPeople } from './people.ts'
import { seedPlatformBlock, seedPlatformDocuments } from './platform-rules.ts'
import { seedRestrictionsDemo } from './restrictions.ts'
import { demoPayments, paidByHour, paidByShift, seedReceipts } from './payments.ts'
import { seedReceiptChecks } from './receipt-checks.ts'
import { seedShopRatings } from './pool.ts'
import { seedShiftFilling } from './shift-filling.ts'
import { seedReference } from './reference.ts'
import { seedSupportContacts } from './support.ts'

export const demoAccounts = [
  { phone: '+79990000001', who: 'администратор' },
  { phone: '+79990000002', who: 'сотрудник' },
  { phone: '+79990000011', who: 'исполнитель, подтверждён' },
  { phone: '+79990000012', who: 'исполнитель, не подтверждён' },
  { phone: '+79990000013', who: 'исполнитель, заблокирован' },
  { phone: '+79990000014', who: 'второй исполнитель, подтверждён' },
] as const

/** An instant at a local wall-clock time `days` from today in a city with the given UTC offset. */
function localTime(now: Date, utcOffset: number, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + utcOffset * 3600_000)
  local.setUTCDate(local.getUTCDate() + days)
  local.setUTCHours(hour, minute, 0, 0)
  return new Date(local.getTime() - utcOffset * 3600_000)
}

/** Minutes from posting to a confirmed executor, varied so the dashboard's time-to-fill chart has a shape. */
const demoFillMinutes = [25, 95, 240, 15, 610, 45, 1_450, 130]

/**
 * Gives a demo order that reached a confirmed executor the moment it was filled, as the order's own transition does
 * for orders made in the app; an order that names its own moment keeps it.
 */
function withFillMoment(order: typeof orders.$inferInsert, index: number): typeof orders.$inferInsert {
  const filled =
    order.executorId != null &&
    order.status !== undefined &&
    ['CONFIRMED', 'IN_PROGRESS', 'DONE', 'FINISHED'].includes(order.status as string)
  if (!filled || order.filledAt !== undefined || !(order.createdAt instanceof Date)) return order
  const minutes = demoFillMinutes[index % demoFillMinutes.length]!
  return { ...order, filledAt: new Date(order.createdAt.getTime() + minutes * 60_000) }
}

/** Demo data dated relative to the day it is loaded, so the demo never goes stale. Receipt files go to `storage`. */
export async function seedDemo(db: Executor, clock: Clock, storage: FileStorage): Promise<void> {
  const now = clock()
  const ref = await seedReference(db)
  const [lukhovitsy] = ref.cityRows
  const [cashier, shelving, receiving] = ref.serviceRows
  const [central, station, kolomna] = ref.shopRows

  const workerRows = await seedPeople(db, now, ref)
  const workerId = (phone: string) => workerRows.find((row) => row.phone === phone)!.id
  const ivanov = workerId('+79990000011')
  const abdullaev = workerId('+79990000014')
  const novikova = workerId('+79990000015')
  const sidorov = workerId('+79990000013')

  const offset = lukhovitsy!.utcOffset
  const shift = (days: number, from: number, to: number) => ({
    dateTime: localTime(now, offset, days, from),
    dateTo: localTime(now, offset, days, to),
  })
  const base = (service: typeof cashier, shop: typeof central) => ({
    serviceId: service!.id,
    shopId: shop!.id,
    planTariffValue: service!.planTariffValue,
    planTariffPeriod: service!.planTariffPeriod,
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
  })
  const nowLocalHour = new Date(now.getTime() + offset * 3600_000).getUTCHours()

  const demoOrders: (typeof orders.$inferInsert)[] = [
    {
      ...base(cashier, central),
      ...shift(1, 9, 17),
      status: 'NEW',
      description: 'Кассир на утреннюю смену',
      comment: 'Форма выдаётся на месте',
    },
    {
      ...base(shelving, station),
      ...shift(2, 8, 20),
      status: 'NEW',
      description: 'Выкладка молочной продукции',
    },
    {
      ...base(receiving, central),
      ...shift(1, 7, 11),
      status: 'HAS_RESPONSE',
      planAssignmentsCount: 12,
      description: 'Приёмка утренней поставки',
    },
    {
      ...base(cashier, station),
      ...shift(3, 10, 18),
      status: 'APPROVED',
      executorId: ivanov,
      approvedAt: now,
      description: 'Кассир, выходной день',
    },
    {
      ...base(shelving, central),
      ...shift(2, 9, 21),
      status: 'CONFIRMED',
      executorId: ivanov,
      description: 'Выкладка к акции',
    },
    {
      ...base(cashier, central),
      dateTime: new Date(Math.floor(now.getTime() / 3600_000) * 3600_000 - 2 * 3600_000),
      dateTo: new Date(Math.floor(now.getTime() / 3600_000) * 3600_000 + 4 * 3600_000),
      status: 'IN_PROGRESS',
      executorId: novikova,
      description: `Кассир, смена с ${String((nowLocalHour + 22) % 24).padStart(2, '0')}:00`,
    },
    {
      ...base(receiving, station),
      ...shift(-1, 8, 12),
      status: 'DONE',
      executorId: abdullaev,
      planAssignmentsCount: 10,
      description: 'Приёмка поставки бытовой химии',
    },
    {
      ...base(cashier, central),
      ...shift(-2, 9, 17),
      status: 'DONE',
      executorId: ivanov,
      ...paidByHour(480),
      mark: 5,
      description: 'Кассир, дневная смена',
    },
    {
      ...base(shelving, station),
      ...shift(-5, 9, 21),
      status: 'FINISHED',
      resolution: 'DONE_AND_PAID',
      executorId: ivanov,
      ...paidByShift,
      mark: 5,
      sendToBankStatus: 'NOT_SENT',
      description: 'Выкладка товара к выходным',
    },
    {
      ...base(cashier, station),
      ...shift(-7, 9, 17),
      status: 'FINISHED',
      resolution: 'DONE_AND_PAID',
      executorId: abdullaev,
      ...paidByHour(450),
      mark: 4,
      sendToBankStatus: 'SENT',
      description: 'Кассир, вечерняя смена',
    },
    {
      ...base(receiving, central),
      ...shift(-4, 7, 11),
      status: 'FINISHED',
      resolution: 'MISSING_EXECUTOR',
      executorId: novikova,
      description: 'Приёмка поставки',
    },
    {
      ...base(shelving, central),
      ...shift(-3, 9, 21),
      status: 'FINISHED',
      resolution: 'CANCELED',
      description: 'Смена отменена магазином',
    },
    ...demoPayments({
      now,
      shift,
      services: { cashier: cashier!, shelving: shelving!, receiving: receiving! },
      shops: { central: central!, station: station!, kolomna: kolomna! },
      workers: { abdullaev, novikova, sidorov },
    }),
  ]
  const orderRows = await db.insert(orders).values(demoOrders.map(withFillMoment)).returning({
    id: orders.id,
    status: orders.status,
    executorId: orders.executorId,
    resolution: orders.resolution,
  })

  const hasResponse = orderRows.find((row) => row.status === 'HAS_RESPONSE')!
  await db.insert(orderResponses).values([
    { orderId: hasResponse.id, workerId: ivanov },
    { orderId: hasResponse.id, workerId: abdullaev },
  ])
  const done = orderRows.filter((row) => row.status === 'DONE')
  const paid = orderRows.filter((row) => row.resolution === 'DONE_AND_PAID')
  await db.insert(certificates).values([
    ...done.map((row) => ({
      orderId: row.id,
      status: row.executorId === ivanov ? ('SENT' as const) : ('NOT_FORMED' as const),
      generatedAt: row.executorId === ivanov ? now : null,
    })),
    ...paid.map((row) => ({ orderId: row.id, status: 'CONFIRMED' as const, generatedAt: now })),
  ])
  await seedReceipts(db, storage, novikova, workerRows.find((row) => row.id === novikova)!.inn)
  await seedCheckIns(db)
  await seedNpdAnswers(
    db,
    now,
    workerRows.filter((row) => row.phone !== '+79990000012'),
  )
  await seedReceiptChecks(db, now, '+79990000011')
  await seedShopRatings(db, ivanov, now)
  await seedSupportContacts(db)
  await seedPlatformDocuments(
    db,
    now,
    workerRows.map((row) => row.id),
  )
  await seedPlatformBlock(db, now, sidorov, new Date(now.getTime() + 20 * 86_400_000))
  const staffRows = await db.select({ id: employees.id, isAdmin: employees.isAdmin }).from(employees)
  await seedRestrictionsDemo(db, now, {
    worker: workerId('+79990000016'),
    admin: staffRows.find((row) => row.isAdmin)!.id,
    employee: staffRows.find((row) => !row.isAdmin)!.id,
    central: central!.id,
    station: station!.id,
  })
  await seedShiftFilling(db, now, {
    shop: kolomna!,
    services: { cashier: cashier!, receiving: receiving! },
    worker: novikova,
    shift,
  })
}
