import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orderTemplates, services } from '../../db/schema/index.ts'

export type TemplateValues = Omit<typeof orderTemplates.$inferInsert, 'id'>

const templateView = {
  id: orderTemplates.id,
  shopId: orderTemplates.shopId,
  name: orderTemplates.name,
  serviceId: orderTemplates.serviceId,
  serviceName: services.fullName,
  startTime: orderTemplates.startTime,
  endTime: orderTemplates.endTime,
  planAssignmentsCount: orderTemplates.planAssignmentsCount,
  planTariffValue: orderTemplates.planTariffValue,
  planTariffPeriod: services.planTariffPeriod,
  description: orderTemplates.description,
  favouritesFirstHours: orderTemplates.favouritesFirstHours,
}

const selectViews = (db: Executor) =>
  db
    .select(templateView)
    .from(orderTemplates)
    .innerJoin(services, eq(services.id, orderTemplates.serviceId))
    .$dynamic()

export function listTemplates(db: Executor, shopId: number | undefined) {
  return selectViews(db)
    .where(shopId === undefined ? undefined : eq(orderTemplates.shopId, shopId))
    .orderBy(asc(orderTemplates.shopId), sql`lower(${orderTemplates.name})`, asc(orderTemplates.id))
}

export async function findTemplate(db: Executor, id: number) {
  const [row] = await selectViews(db).where(eq(orderTemplates.id, id))
  return row ?? null
}

/** Another template of the shop with the name, case aside; `exceptId` is the template being saved. */
export async function nameTaken(db: Executor, shopId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: orderTemplates.id })
    .from(orderTemplates)
    .where(
      and(
        eq(orderTemplates.shopId, shopId),
        sql`lower(${orderTemplates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${orderTemplates.id} <> ${exceptId}`,
      ),
    )
  return Boolean(row)
}

/** Inserts the template; null when another with the name won a race (the unique index). */
export async function insertTemplate(db: Executor, values: TemplateValues): Promise<number | null> {
  const [row] = await db
    .insert(orderTemplates)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: orderTemplates.id })
  return row?.id ?? null
}

export async function updateTemplate(db: Executor, id: number, values: Omit<TemplateValues, 'createdAt'>) {
  const [row] = await db
    .update(orderTemplates)
    .set(values)
    .where(eq(orderTemplates.id, id))
    .returning({ id: orderTemplates.id })
  return Boolean(row)
}

export async function deleteTemplate(db: Executor, id: number) {
  const [row] = await db
    .delete(orderTemplates)
    .where(eq(orderTemplates.id, id))
    .returning({ id: orderTemplates.id })
  return Boolean(row)
}
