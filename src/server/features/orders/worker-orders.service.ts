import { shopMarkEditableHours } from '#contract/pool/messages.ts'
import { toPage, type Page, type PageQuery } from '#contract/common/page.ts'
import type { WorkerOrder, WorkerOrderList } from '#contract/orders/worker-views.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import { preparedWorkerCity } from '../../shared/worker-profile/workers.repository.ts'
import type { SettingsCache } from '../../kernel/settings-cache.ts'
import { toOrderView } from './order-view.ts'
import * as repository from './order-lists.repository.ts'
import { parseOrderSort } from './sort.ts'

export type WorkerOrdersService = ReturnType<typeof createWorkerOrdersService>

/** The worker's lists: orders of their city to respond to, and their own orders by stage. Only ever their own. */
export function createWorkerOrdersService(deps: { db: Database; clock: Clock; settings: SettingsCache }) {
  const { db, clock } = deps

  /** The page the worker asks for; with no sort, their list's own order (`direction` of the shift's start). */
  const pageOf = (query: PageQuery, direction: 'asc' | 'desc') => ({
    page: query.page,
    size: query.size,
    sort: parseOrderSort(query.sort ?? `dateTime,${direction}`),
  })

  type Found = Awaited<ReturnType<typeof repository.workerOrders>>

  /** A page of one of the worker's lists, with their own response and mark on each order. */
  async function page({ rows, total }: Found, query: PageQuery): Promise<Page<WorkerOrder>> {
    const { confirmationDeadlineHours } = await deps.settings.read()
    // The worker's own fields join the order's view in place: copying every row with a rest and a spread cost
    // more than building the view (CPU profile of the available orders under load, decision 040).
    return toPage(
      rows.map((row) =>
        Object.assign(toOrderView(row, confirmationDeadlineHours), {
          myResponseId: row.myResponseId,
          myShopMark: row.myShopMark,
          myShopComment: row.myShopComment,
          myShopMarkChangeableUntil:
            row.myShopMarkAt === null
              ? null
              : new Date(
                  new Date(row.myShopMarkAt).getTime() + shopMarkEditableHours * 3600_000,
                ).toISOString(),
        }),
      ),
      total,
      query,
    )
  }

  const cityOf = preparedWorkerCity(db)

  return {
    /** Orders of the worker's city whose shift has not begun, open to responses, the nearest first. */
    async available(workerId: number, query: PageQuery): Promise<Page<WorkerOrder>> {
      const city = await cityOf(workerId)
      if (!city) throw new NotFound('Исполнитель не найден')
      const now = clock()
      const worker = { id: workerId, cityId: city.id, now: now.toISOString() }
      // The nearest shift first: the worker picks by when (decision 080).
      return page(await repository.availableOrders(db, worker, pageOf(query, 'asc')), query)
    },

    mine: async (workerId: number, list: WorkerOrderList, query: PageQuery) =>
      page(
        await repository.workerOrders(db, workerId, list, pageOf(query, list === 'acts' ? 'desc' : 'asc')),
        query,
      ),
  }
}
