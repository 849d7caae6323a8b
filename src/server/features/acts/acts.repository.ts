import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { certificates, cities, orders, services, shops, workers } from '../../db/schema/index.ts'

export async function findCertificate(db: Executor, orderId: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.orderId, orderId)).for('update')
  return row ?? null
}

export async function upsertCertificate(
  db: Executor,
  values: typeof certificates.$inferInsert,
): Promise<void> {
  await db
    .insert(certificates)
    .values(values)
    .onConflictDoUpdate({
      target: certificates.orderId,
      set: {
        status: values.status,
        fileId: values.fileId,
        generatedAt: values.generatedAt,
        updatedAt: values.updatedAt,
      },
    })
}

export async function setCertificateStatus(
  db: Executor,
  orderId: number,
  status: typeof certificates.$inferInsert.status,
  at: Date,
) {
  await db.update(certificates).set({ status, updatedAt: at }).where(eq(certificates.orderId, orderId))
}

/** What an act shows: the order with its shop, city, service and the executor's name and INN. */
export async function actSources(db: Executor, orderIds: number[]) {
  return db
    .select({
      order: orders,
      shop: { name: shops.name, address: shops.address },
      city: { name: cities.name, utcOffset: cities.utcOffset },
      service: services.fullName,
      executor: {
        lastName: workers.lastName,
        firstName: workers.firstName,
        patronymic: workers.patronymic,
        inn: workers.inn,
        npdRegistered: workers.npdRegistered,
        npdCheckedAt: workers.npdCheckedAt,
        npdRequestDate: workers.npdRequestDate,
        npdMessage: workers.npdMessage,
      },
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(inArray(orders.id, orderIds))
}
