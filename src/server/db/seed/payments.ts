import { randomUUID } from 'node:crypto'
import { orderTotal } from '#contract/orders/sums.ts'
import type { FileStorage } from '../../ports/storage/file-storage.ts'
import type { Executor } from '../client.ts'
import { files, orders, taxReceipts } from '../schema/index.ts'
import { renderDemoReceipt } from './receipt-pdf.ts'

type Service = {
  id: number
  fullName: string
  planTariffValue: string
  planTariffPeriod: 'Hour' | 'Order' | 'Shift'
}
type Shop = { id: number }
type Shift = { dateTime: Date; dateTo: Date }

/** The facts of a shift paid by the hour: the cashier's rate for the minutes worked. */
export const paidByHour = (actualTime: number) => ({
  factTariffValue: '350.00',
  factTariffPeriod: 'Hour' as const,
  actualTime,
})

/** The facts of a shift paid as a whole shift. */
export const paidByShift = {
  factTariffValue: '2800.00',
  factTariffPeriod: 'Shift' as const,
  factAssignmentsCount: 1,
}

/**
 * Paid orders for Счета in every bank state: sent, on its way, refused by the bank with its reason, waiting,
 * and one whose executor the bank has not taken on (the blocked worker never onboarded), so it cannot go.
 * Novikova's carry tax receipts; the demo worker's and Abdullaev's are left for them to upload (and the
 * demo worker's own lists stay as the worker-app tests expect them).
 */
export function demoPayments(input: {
  now: Date
  shift: (days: number, from: number, to: number) => Shift
  services: { cashier: Service; shelving: Service; receiving: Service }
  shops: { central: Shop; station: Shop; kolomna: Shop }
  workers: { abdullaev: number; novikova: number; sidorov: number }
}) {
  const { now, shift, services, shops, workers } = input
  const day = 86_400_000
  const sentDaysAgo = (days: number) => ({
    sendToBankStatus: 'SENT' as const,
    bankRequestedAt: new Date(now.getTime() - days * day),
    bankSentAt: new Date(now.getTime() - days * day + 60_000),
  })
  const paid = (service: Service, shop: Shop, executorId: number, when: Shift, description: string) => ({
    serviceId: service.id,
    shopId: shop.id,
    planTariffValue: service.planTariffValue,
    planTariffPeriod: service.planTariffPeriod,
    createdAt: new Date(when.dateTime.getTime() - 3 * day),
    ...when,
    status: 'FINISHED' as const,
    resolution: 'DONE_AND_PAID' as const,
    executorId,
    mark: 5,
    description,
  })
  return [
    {
      ...paid(
        services.cashier,
        shops.central,
        workers.abdullaev,
        shift(-9, 9, 17),
        'Кассир, смена перед праздником',
      ),
      ...paidByHour(485),
      ...sentDaysAgo(8),
    },
    {
      ...paid(
        services.receiving,
        shops.kolomna,
        workers.novikova,
        shift(-6, 7, 12),
        'Приёмка поставки овощей',
      ),
      factAssignmentsCount: 14,
      sendToBankStatus: 'NOT_SENT' as const,
    },
    {
      ...paid(
        services.shelving,
        shops.station,
        workers.novikova,
        shift(-12, 9, 21),
        'Выкладка к сезонной акции',
      ),
      ...paidByShift,
      ...sentDaysAgo(11),
    },
    {
      ...paid(
        services.receiving,
        shops.station,
        workers.abdullaev,
        shift(-3, 8, 12),
        'Приёмка поставки напитков',
      ),
      factAssignmentsCount: 8,
      sendToBankStatus: 'NOT_SENT' as const,
      bankRequestedAt: new Date(now.getTime() - 2 * day),
      bankFailureReason: 'карта получателя заблокирована или не существует',
    },
    {
      // Credited and still without a receipt: the one Абдуллаев's ready receipt fits (decision 085).
      ...paid(services.cashier, shops.central, workers.abdullaev, shift(-2, 8, 14), 'Кассир, утренняя смена'),
      ...paidByHour(360),
      ...sentDaysAgo(1),
    },
    {
      ...paid(services.cashier, shops.central, workers.sidorov, shift(-25, 9, 17), 'Кассир, дневная смена'),
      ...paidByHour(480),
      sendToBankStatus: 'NOT_SENT' as const,
    },
    {
      ...paid(
        services.shelving,
        shops.central,
        workers.abdullaev,
        shift(-4, 9, 21),
        'Выкладка после инвентаризации',
      ),
      ...paidByShift,
      sendToBankStatus: 'IN_PROGRESS' as const,
      bankRequestedAt: now,
      bankReference: `demo-payment-${randomUUID()}`,
    },
  ]
}

/** Tax receipts for the given worker's paid orders: a demo «Мой налог» PDF each, kept through the storage. */
export async function seedReceipts(db: Executor, storage: FileStorage, workerId: number, inn: string) {
  const rows = await db.select().from(orders)
  for (const order of rows.filter(
    (row) => row.executorId === workerId && row.resolution === 'DONE_AND_PAID',
  )) {
    const uploadedAt = new Date(order.dateTo.getTime() + 86_400_000)
    const bytes = await renderDemoReceipt({
      number: `20${String(order.orderNumber).padStart(8, '0')}`,
      date: uploadedAt.toISOString().slice(0, 10).split('-').reverse().join('.'),
      service: order.description ?? 'Услуги',
      sum: orderTotal(order),
      inn,
    })
    const storageKey = `receipts/${randomUUID()}.pdf`
    await storage.put(storageKey, bytes)
    const [file] = await db
      .insert(files)
      .values({
        storageKey,
        fileName: `Чек ${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        size: bytes.byteLength,
        createdAt: uploadedAt,
      })
      .returning({ id: files.id })
    await db.insert(taxReceipts).values({ orderId: order.id, workerId, fileId: file!.id, uploadedAt })
  }
}
