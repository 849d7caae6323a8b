import { eq, sql, type SQLWrapper } from 'drizzle-orm'
import type { Section } from '#contract/navigation/navigation.ts'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { cities, sectionOpenings, workers } from '../../db/schema/index.ts'
import {
  localToday,
  needsReceipt,
  paymentLocalDate,
  receiptDueDate,
} from '../../shared/order-core/receipt-due.ts'

export async function saveOpening(db: Executor, workerId: number, section: Section, at: Date): Promise<void> {
  await db
    .insert(sectionOpenings)
    .values({ workerId, section, openedAt: at })
    .onConflictDoUpdate({
      target: [sectionOpenings.workerId, sectionOpenings.section],
      set: { openedAt: at },
    })
}

/**
 * Midnight of the day `now` is in, at a place `utcOffset` hours from UTC, as an instant: `localDayStart` of
 * kernel/local-day.ts, for statements that take the offset from a row (tests/api/local-day.test.ts holds them equal).
 */
export const localDayStartSql = (utcOffset: SQLWrapper, now: SQLWrapper) =>
  sql`((date_trunc('day', (${now}::timestamptz at time zone 'UTC') + ${utcOffset} * interval '1 hour') - ${utcOffset} * interval '1 hour') at time zone 'UTC')`

const openedAt = (section: Section) =>
  sql`coalesce((select so.opened_at from section_openings so where so.worker_id = ${workers.id} and so.section = ${section}), 'epoch')`

/** The worker's paid orders still needing a receipt, with each one's deadline (raw SQL over `orders o`). */
const receiptDue = receiptDueDate(paymentLocalDate(sql`o.bank_sent_at`, sql`o.date_to`, sql`rc.utc_offset`))
const receiptsNeededFrom = sql`from orders o join shops rs on rs.id = o.shop_id join cities rc on rc.id = rs.city_id
  where o.executor_id = ${workers.id} and o.status = 'FINISHED' and o.resolution = 'DONE_AND_PAID'
    and ${needsReceipt(sql`o.id`)}`

/**
 * The worker's navigation badges in one statement, prepared once: new orders of the city from today
 * (for a confirmed worker only, who alone can respond) since the orders section was last opened; responses
 * still waiting that changed since the responses section was last opened; current shifts; acts to confirm;
 * paid orders still needing a receipt, the nearest deadline and whether any has passed (decision 030).
 * No row when the worker is gone.
 */
const navigationCounts = preparedStatement('navigation_counts', (db) => {
  const now = sql.placeholder('now')
  return db
    .select({
      availableOrders: sql<number>`case when ${workers.state} = 'SELF_EMPLOYED' then (
        select count(*)::int from orders o
        where o.city_id = ${workers.cityId}
          and o.date_time >= ${localDayStartSql(cities.utcOffset, now)}
          and o.status in ('NEW', 'HAS_RESPONSE')
          and o.created_at > ${openedAt('SE_ORDERS')}) else 0 end`,
      orderResponses: sql<number>`(select count(*)::int from orders o
        where o.status = 'HAS_RESPONSE'
          and o.updated_at > ${openedAt('SE_ORDER_RESPONSES')}
          and exists (select 1 from order_responses r where r.order_id = o.id and r.worker_id = ${workers.id}))`,
      currentOrders: sql<number>`(select count(*)::int from orders o
        where o.executor_id = ${workers.id} and o.status in ('CONFIRMED', 'IN_PROGRESS'))`,
      confirmations: sql<number>`(select count(*)::int from orders o
        where o.executor_id = ${workers.id} and o.status = 'DONE')`,
      receiptsNeeded: sql<number>`(select count(*)::int ${receiptsNeededFrom})`,
      receiptDueBy: sql<string | null>`(select min(${receiptDue})::text ${receiptsNeededFrom})`,
      receiptOverdue: sql<boolean>`exists (select 1 ${receiptsNeededFrom}
        and ${receiptDue} < ${localToday(now, sql`rc.utc_offset`)})`,
    })
    .from(workers)
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .where(eq(workers.id, sql.placeholder('workerId')))
})
export function preparedNavigationCounts(db: Executor) {
  return async (workerId: number, at: Date) => {
    const [row] = await navigationCounts(db).execute({ workerId, now: at.toISOString() })
    return row ?? null
  }
}
