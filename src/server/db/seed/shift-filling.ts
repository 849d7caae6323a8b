import type { Executor } from '../client.ts'
import { orderChangeProposals, orderReleases, orders, standbySlots } from '../schema/index.ts'

type Row = { id: number }
type Service = Row & { planTariffValue: string; planTariffPeriod: 'Hour' | 'Order' | 'Shift' }
type Shift = (days: number, from: number, to: number) => { dateTime: Date; dateTo: Date }

const hour = 3_600_000

/**
 * Issue 49 in the demo, all at the Коломна hypermarket, whose city no demo worker lives in, so the workers' own
 * screens and the stories the tests tell stay as they were: a confirmed shift its worker released (a replacement
 * looked for), an order whose rate has risen once, a confirmed shift with a change waiting for the worker's consent,
 * and an open standby slot.
 */
export async function seedShiftFilling(
  db: Executor,
  now: Date,
  demo: { shop: Row; services: { cashier: Service; receiving: Service }; worker: number; shift: Shift },
): Promise<void> {
  const { shop, services, worker, shift } = demo
  const base = (service: Service) => ({
    shopId: shop.id,
    serviceId: service.id,
    planTariffValue: service.planTariffValue,
    planTariffPeriod: service.planTariffPeriod,
    createdAt: new Date(now.getTime() - 3 * 24 * hour),
  })
  const filled = {
    status: 'CONFIRMED' as const,
    executorId: worker,
    filledAt: new Date(now.getTime() - 2 * 24 * hour),
  }
  const released = {
    ...base(services.receiving),
    ...shift(1, 10, 18),
    ...filled,
    description: 'Приёмка, нужна замена',
  }
  const boostedFrom = Number(services.cashier.planTariffValue)
  const [releasedOrder, , changedOrder] = await db
    .insert(orders)
    .values([
      released,
      {
        ...base(services.cashier),
        ...shift(1, 12, 20),
        description: 'Кассир, ставка повышена',
        planTariffValue: (boostedFrom * 1.1).toFixed(2),
        boostPercent: 10,
        boostBaseTariff: boostedFrom.toFixed(2),
        boostedAt: new Date(now.getTime() - hour / 2),
      },
      { ...base(services.receiving), ...shift(3, 8, 16), ...filled, description: 'Приёмка, время меняется' },
    ])
    .returning({ id: orders.id, dateTime: orders.dateTime })
  await db.insert(orderReleases).values({
    orderId: releasedOrder!.id,
    workerId: worker,
    releasedAt: new Date(now.getTime() - hour),
    cutoffAt: new Date(releasedOrder!.dateTime.getTime() - 2 * hour),
    late: true,
    cityToldAt: new Date(now.getTime() - hour / 2),
  })
  await db.insert(orderChangeProposals).values({
    orderId: changedOrder!.id,
    workerId: worker,
    ...shift(3, 10, 18),
    shopId: shop.id,
    serviceId: services.receiving.id,
    planTariffValue: services.receiving.planTariffValue,
    planTariffPeriod: services.receiving.planTariffPeriod,
    proposedAt: new Date(now.getTime() - 3 * hour),
  })
  const standby = shift(2, 9, 21)
  await db.insert(standbySlots).values({
    shopId: shop.id,
    serviceId: services.cashier.id,
    dateFrom: standby.dateTime,
    dateTo: standby.dateTo,
    minimum: '1500.00',
    createdAt: new Date(now.getTime() - 24 * hour),
  })
}
