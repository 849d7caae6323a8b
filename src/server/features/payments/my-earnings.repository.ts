import { and, eq, inArray, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { certificates, cities, orders, shops } from '../../db/schema/index.ts'

/** The worker's shifts done or finished and paid: the orders whose money the payment story follows. */
export function workedOrdersOf(db: Executor, workerId: number) {
  return db
    .select({
      order: {
        status: orders.status,
        resolution: orders.resolution,
        sendToBankStatus: orders.sendToBankStatus,
        bankFailureReason: orders.bankFailureReason,
        dateTime: orders.dateTime,
        planTariffValue: orders.planTariffValue,
        planTariffPeriod: orders.planTariffPeriod,
        factTariffValue: orders.factTariffValue,
        factTariffPeriod: orders.factTariffPeriod,
        planAssignmentsCount: orders.planAssignmentsCount,
        factAssignmentsCount: orders.factAssignmentsCount,
        actualTime: orders.actualTime,
        compensationKind: orders.compensationKind,
        compensationSum: orders.compensationSum,
      },
      certificateStatus: certificates.status,
      utcOffset: cities.utcOffset,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .where(
      and(
        eq(orders.executorId, workerId),
        or(
          eq(orders.status, 'DONE'),
          and(eq(orders.status, 'FINISHED'), inArray(orders.resolution, ['DONE_AND_PAID'])),
        ),
      ),
    )
}
