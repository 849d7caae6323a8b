import { and, eq, exists, inArray, or, sql, type Placeholder } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { WorkerOrderList } from '#contract/orders/worker-views.ts'
import { orderResponses, orders } from '../../db/schema/index.ts'
import { availableToWorker } from '../../shared/order-core/available-orders.ts'
import type { Conditions } from './list-conditions.ts'

/** The worker's lists as conditions; `worker` is the placeholder the prepared statement fills. */
const respondedBy = (worker: Placeholder) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(orderResponses)
      .where(and(eq(orderResponses.orderId, orders.id), eq(orderResponses.workerId, worker))),
  )

type List = (where: Conditions, worker: Placeholder) => void

export const lists: Record<WorkerOrderList, List> = {
  responses: (where, worker) =>
    where.add('responses', and(inArray(orders.status, ['NEW', 'HAS_RESPONSE']), respondedBy(worker))!),
  awaiting: (where, worker) =>
    where.add('awaiting', and(eq(orders.executorId, worker), eq(orders.status, 'APPROVED'))!),
  scheduled: (where, worker) =>
    where.add(
      'scheduled',
      and(eq(orders.executorId, worker), inArray(orders.status, ['CONFIRMED', 'IN_PROGRESS']))!,
    ),
  acts: (where, worker) =>
    where.add(
      'acts',
      and(
        eq(orders.executorId, worker),
        or(
          eq(orders.status, 'DONE'),
          and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID')),
        ),
      )!,
    ),
}

/** The worker, their city and now (an ISO instant). */
export type WorkerToday = { id: number; cityId: number; now: string }

/**
 * Orders of the worker's city whose shift has not begun, open to responses and not theirs, and open to them
 * by the shop's pool (not blocked; favourites first).
 */
export const available = (where: Conditions, worker: Placeholder, today: WorkerToday) =>
  where.add(
    'available',
    availableToWorker({
      id: worker,
      cityId: where.value('cityId', today.cityId),
      now: where.value('now', today.now),
    }),
  )
