import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { cities, employees, journal, orders, shops, workers } from '../../db/schema/index.ts'
import type { Period } from './inspector-export.repository.ts'

/** A journal row as the export reads it: what, when, by whom, about which entity, with its details. */
export type HistoryEntry = {
  at: Date
  action: string
  actorKind: string
  actorId: number | null
  entityId: string | null
  details: unknown
}

const entryColumns = {
  at: journal.at,
  action: journal.action,
  actorKind: journal.actorKind,
  actorId: journal.actorId,
  entityId: journal.entityId,
  details: journal.details,
}

/** The assignments made within the period: staff's or the shop's rule's set-executor, a replacement taken. */
const assignmentActions = ['order.setExecutor', 'order.replacement-taken'] as const

/** What an order's journal says around its assignments: who responded, and how each assignment ended. */
const orderStoryActions = [
  'order.respond',
  ...assignmentActions,
  'order.confirmExecution',
  'order.rejectExecution',
  'order.removeExecutor',
  'order.confirmationDeadlinePassed',
  'order.cancel',
] as const

export function assignmentsInPeriod(db: Executor, period: Period): Promise<HistoryEntry[]> {
  return db
    .select(entryColumns)
    .from(journal)
    .where(
      and(
        gte(journal.at, period.from),
        lt(journal.at, period.to),
        eq(journal.entity, 'order'),
        inArray(journal.action, [...assignmentActions]),
      ),
    )
    .orderBy(asc(journal.at), asc(journal.id))
}

/** A statement takes at most 65 535 parameters: a year's ids are asked for a few thousand at a time. */
async function inChunks<Row>(ids: readonly number[], read: (chunk: number[]) => Promise<Row[]>) {
  const rows: Row[] = []
  for (let start = 0; start < ids.length; start += 5000)
    rows.push(...(await read(ids.slice(start, start + 5000))))
  return rows
}

/** The stories of these orders: responses and assignments before and after the period too, each oldest first. */
export function orderStories(db: Executor, orderIds: readonly number[]): Promise<HistoryEntry[]> {
  return inChunks(orderIds, (chunk) =>
    db
      .select(entryColumns)
      .from(journal)
      .where(
        and(
          eq(journal.entity, 'order'),
          inArray(journal.entityId, chunk.map(String)),
          inArray(journal.action, [...orderStoryActions]),
        ),
      )
      .orderBy(asc(journal.at), asc(journal.id)),
  )
}

export function ordersByIds(db: Executor, ids: readonly number[]) {
  return inChunks(ids, (chunk) =>
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        dateTime: orders.dateTime,
        utcOffset: cities.utcOffset,
        shopName: shops.name,
        executorId: orders.executorId,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(cities, eq(cities.id, shops.cityId))
      .where(inArray(orders.id, chunk)),
  )
}

/** People's names by id: workers with their INN, employees. */
export async function namesOf(db: Executor, workerIds: readonly number[], employeeIds: readonly number[]) {
  const workerRows = await inChunks(workerIds, (chunk) =>
    db
      .select({
        id: workers.id,
        name: sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`,
        inn: workers.inn,
      })
      .from(workers)
      .where(inArray(workers.id, chunk)),
  )
  const employeeRows = await inChunks(employeeIds, (chunk) =>
    db
      .select({
        id: employees.id,
        name: sql<string>`concat_ws(' ', ${employees.lastName}, ${employees.firstName}, ${employees.patronymic})`,
      })
      .from(employees)
      .where(inArray(employees.id, chunk)),
  )
  return {
    workers: new Map(workerRows.map((row) => [row.id, row])),
    employees: new Map(employeeRows.map((row) => [row.id, row.name])),
  }
}

/** The limiter settings, by their keys in the journal. */
const limiterSettingKeys = ['consecutiveMonths', 'hoursPerMonth', 'pauseMonths'] as const

/**
 * The limiter's history within the period: pauses made and lifted, its settings changed, and the shop's rule
 * refused because of a pause (the refusal's words name it).
 */
export function limiterHistory(db: Executor, period: Period): Promise<HistoryEntry[]> {
  return db
    .select(entryColumns)
    .from(journal)
    .where(
      and(
        gte(journal.at, period.from),
        lt(journal.at, period.to),
        or(
          inArray(journal.action, ['worker.limiter-paused', 'worker.limiter-pause-lifted']),
          and(eq(journal.action, 'settings.changed'), inArray(journal.entityId, [...limiterSettingKeys])),
          and(
            eq(journal.action, 'order.auto-accept-refused'),
            sql`${journal.details}->>'reason' like 'Исполнитель на паузе%'`,
          ),
        ),
      ),
    )
    .orderBy(asc(journal.at), asc(journal.id))
}
