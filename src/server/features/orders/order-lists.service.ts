import { toPage, type Page, type PageQuery } from '#contract/common/page.ts'
import { filterableOrderStatuses } from '#contract/orders/enums.ts'
import type { Order } from '#contract/orders/order.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { localDayStart } from '../../kernel/local-day.ts'
import type { SettingsCache } from '../../kernel/settings-cache.ts'
import { toOrderView } from './order-view.ts'
import * as repository from './order-lists.repository.ts'
import { parseSort } from './sort.ts'

export type OrderListsService = ReturnType<typeof createOrderListsService>

/** Reading orders in lists and counts: the staff tables, the worker's finished shifts, the day totals. */
export function createOrderListsService(deps: { db: Database; clock: Clock; settings: SettingsCache }) {
  const { db, clock } = deps

  async function page(where: repository.Where, query: PageQuery): Promise<Page<Order>> {
    const { rows, total } = await repository.filterOrders(db, where, {
      page: query.page,
      size: query.size,
      sort: parseSort(query.sort),
    })
    const { confirmationDeadlineHours } = await deps.settings.read()
    return toPage(
      rows.map((row) => toOrderView(row, confirmationDeadlineHours)),
      total,
      query,
    )
  }

  return {
    filter: async (filters: OrderFilters, query: PageQuery) =>
      page(await repository.filterConditions(db, filters), query),

    /** A worker's finished shifts (Мои подработки): with sum, time and mark. */
    shifts: async (workerId: number | undefined, query: PageQuery) =>
      page(
        await repository.filterConditions(db, { history: true }, (where) =>
          repository.executedBy(where, workerId),
        ),
        query,
      ),

    async countByFilters(filters: OrderFilters): Promise<number> {
      const rows = await repository.countByStatus(db, await repository.filterConditions(db, filters))
      return rows.reduce((sum, row) => sum + row.total, 0)
    },

    async numbersByStatus(filters: OrderFilters) {
      const rows = await repository.countByStatus(
        db,
        await repository.filterConditions(db, { ...filters, statuses: undefined }),
      )
      return Object.fromEntries(
        filterableOrderStatuses.map((status) => [
          status,
          rows.find((row) => row.status === status)?.total ?? 0,
        ]),
      ) as Record<(typeof filterableOrderStatuses)[number], number>
    },

    /** Orders per local day (Moscow time) for the next `days` days from today. */
    async dayOrdersAmount(days: number) {
      const offset = 3
      return repository.orderCounts(db, localDayStart(clock(), offset), days, offset)
    },
  }
}
