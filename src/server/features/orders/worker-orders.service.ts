import { and, eq, exists, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Page, PageQuery } from '#contract/common/page.ts'
import type { WorkerOrder, WorkerOrderList } from '#contract/orders/worker-views.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { orderResponses, orders, shops, workers } from '../../db/schema/index.ts'
import { NotFound } from '../../http/errors.ts'
import { localDayStart } from '../navigation/navigation.service.ts'
import type { SettingsCache } from '../settings/settings-cache.ts'
import { toOrderView } from './order-view.ts'
import * as repository from './orders.repository.ts'
import { parseSort } from './sort.ts'

export type WorkerOrdersService = ReturnType<typeof createWorkerOrdersService>

/** The worker's lists: orders of their city to respond to, and their own orders by stage. Only ever their own. */
export function createWorkerOrdersService(deps: { db: Database; clock: Clock; settings: SettingsCache }) {
  const { db, clock } = deps

  async function page(
    workerId: number,
    where: SQL | undefined,
    query: PageQuery,
    defaultSort: string,
  ): Promise<Page<WorkerOrder>> {
    const { rows, total } = await repository.filterOrders(db, where, {
      page: query.page,
      size: query.size,
      sort: parseSort(query.sort ?? defaultSort),
    })
    const { confirmationDeadlineHours } = await deps.settings.read()
    const mine = await repository.myResponseIds(
      db,
      workerId,
      rows.map((row) => row.order.id),
    )
    return {
      content: rows.map((row) => ({
        ...toOrderView(row, confirmationDeadlineHours),
        myResponseId: mine.get(row.order.id) ?? null,
      })),
      totalElements: total,
      totalPages: Math.max(1, Math.ceil(total / query.size)),
      page: query.page,
      size: query.size,
    }
  }

  const respondedBy = (workerId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orderResponses)
        .where(and(eq(orderResponses.orderId, orders.id), eq(orderResponses.workerId, workerId))),
    )

  const lists: Record<WorkerOrderList, (workerId: number) => SQL> = {
    responses: (workerId) => and(inArray(orders.status, ['NEW', 'HAS_RESPONSE']), respondedBy(workerId))!,
    awaiting: (workerId) => and(eq(orders.executorId, workerId), eq(orders.status, 'APPROVED'))!,
    scheduled: (workerId) =>
      and(eq(orders.executorId, workerId), inArray(orders.status, ['CONFIRMED', 'IN_PROGRESS']))!,
    acts: (workerId) =>
      and(
        eq(orders.executorId, workerId),
        or(
          eq(orders.status, 'DONE'),
          and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID')),
        ),
      )!,
  }

  return {
    /** Orders of the worker's city from the local start of today, open to responses. */
    async available(workerId: number, query: PageQuery): Promise<Page<WorkerOrder>> {
      const [worker] = await db
        .select({
          cityId: workers.cityId,
          utcOffset: sql<number>`(select utc_offset from cities where id = ${workers.cityId})`,
        })
        .from(workers)
        .where(eq(workers.id, workerId))
      if (!worker) throw new NotFound('Исполнитель не найден')
      const where = and(
        eq(shops.cityId, worker.cityId),
        gte(orders.dateTime, localDayStart(clock(), worker.utcOffset)),
        inArray(orders.status, ['NEW', 'HAS_RESPONSE']),
        or(ne(orders.executorId, workerId), sql`${orders.executorId} is null`),
      )
      return page(workerId, where, query, 'createdAt,desc')
    },

    mine: (workerId: number, list: WorkerOrderList, query: PageQuery) =>
      page(workerId, lists[list](workerId), query, list === 'acts' ? 'dateTime,desc' : 'dateTime,asc'),
  }
}
