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
import { parseOrderSort } from './sort.ts'

export type OrderListsService = ReturnType<typeof createOrderListsService>

/** Reading orders in lists and counts: the staff tables, the worker's finished shifts, the day totals. */
export function createOrderListsService(deps: { db: Database; clock: Clock; settings: SettingsCache }) {
  const { db, clock } = deps

  const pageOf = (query: PageQuery) => ({
    page: query.page,
    size: query.size,
    sort: parseOrderSort(query.sort),
  })

  type Found = Awaited<ReturnType<typeof repository.filterOrders>>

  async function page({ rows, total }: Found, query: PageQuery): Promise<Page<Order>> {
    const { confirmationDeadlineHours } = await deps.settings.read()
    return toPage(
      rows.map((row) => toOrderView(row, confirmationDeadlineHours)),
      total,
      query,
    )
  }

  return {
    filter: async (filters: OrderFilters, query: PageQuery) =>
      page(await repository.filterOrders(db, filters, pageOf(query)), query),

    /** A worker's finished shifts (Мои подработки): with sum, time and mark. */
    shifts: async (workerId: number | undefined, query: PageQuery) =>
      page(await repository.finishedShifts(db, workerId, pageOf(query)), query),

    async countByFilters(filters: OrderFilters): Promise<number> {
      const rows = await repository.countByStatus(db, filters)
      return rows.reduce((sum, row) => sum + row.total, 0)
    },

    async numbersByStatus(filters: OrderFilters) {
      const rows = await repository.countByStatus(db, { ...filters, statuses: undefined })
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
