import { and, eq, gte, inArray, isNull, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm'
import { orders, shops } from '../../db/schema/index.ts'
import { openToWorker } from './open-to-worker.ts'

/**
 * The one rule of «Заказы» (product decisions section 5): orders of the worker's city from the local start of
 * today, open to responses, not theirs, and open to them by the shop's pool (decision 032). The worker's list applies it to one worker (placeholders), the
 * new-orders notifications to every worker of a city (their columns), so a worker is told of exactly the
 * orders their list would show. Needs `orders` joined with `shops`.
 */
export function availableToWorker(worker: {
  /** Each a column of another table, a placeholder or a plain value. */
  id: SQLWrapper | number
  cityId: SQLWrapper | number
  dayStart: SQLWrapper | Date
  /** An ISO instant, or a placeholder of one. */
  now: SQLWrapper | string
}): SQL {
  return and(
    eq(shops.cityId, worker.cityId),
    gte(orders.dateTime, worker.dayStart),
    inArray(orders.status, ['NEW', 'HAS_RESPONSE']),
    or(ne(orders.executorId, worker.id), isNull(orders.executorId)),
    openToWorker(worker.id, worker.now),
  )!
}
