import type { Page } from '#contract/common/page.ts'
import type { WorkerOrderList } from '#contract/orders/worker-views.ts'

/** Every worker order list lives under one key, so any action refreshes all of them at once. */
export const workerOrderKeys = {
  all: ['worker-orders'] as const,
  available: () => [...workerOrderKeys.all, 'available'] as const,
  mine: (list: WorkerOrderList) => [...workerOrderKeys.all, 'my', list] as const,
  shifts: () => [...workerOrderKeys.all, 'shifts'] as const,
  paidShifts: () => [...workerOrderKeys.all, 'paid-shifts'] as const,
}

/** Server pages start at 1; «Показать ещё» asks for the next one while there is one. */
export const firstPage = 1
export const nextPage = (last: Page<unknown>) => (last.page < last.totalPages ? last.page + 1 : undefined)
