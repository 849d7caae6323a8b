import type { CallInput } from '#contract/common/endpoint.ts'
import { defaultPageSize, pageSizes, type Page } from '#contract/common/paging.ts'
import { orderEndpoints, workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import type { WorkerOrderList } from '#contract/orders/worker-views.ts'
import { endpointKey } from '../../lib/endpoint-query.ts'

const newestFirst = 'dateTime,desc'

/** What each worker list asks for besides its page: pages are loaded one after another under one key. */
export const workerOrderInputs = {
  available: { query: { size: defaultPageSize } },
  mine: (list: WorkerOrderList) => ({ body: { list }, query: { size: defaultPageSize } }),
  shifts: { body: {}, query: { size: defaultPageSize, sort: newestFirst } },
  /** The newest page of my shifts at the largest page size: the orders a receipt belongs to. */
  paidShifts: { body: {}, query: { page: 1, size: pageSizes[pageSizes.length - 1], sort: newestFirst } },
} satisfies {
  available: CallInput<typeof workerOrderEndpoints.available>
  mine: (list: WorkerOrderList) => CallInput<typeof workerOrderEndpoints.mine>
  shifts: CallInput<typeof orderEndpoints.shifts>
  paidShifts: CallInput<typeof orderEndpoints.shifts>
}

/** The worker's order lists, each keyed by its call. */
export const workerOrderKeys = {
  available: () => endpointKey(workerOrderEndpoints.available, workerOrderInputs.available),
  mine: (list: WorkerOrderList) => endpointKey(workerOrderEndpoints.mine, workerOrderInputs.mine(list)),
  shifts: () => endpointKey(orderEndpoints.shifts, workerOrderInputs.shifts),
  paidShifts: () => endpointKey(orderEndpoints.shifts, workerOrderInputs.paidShifts),
}

/** A list's input with the page asked for. */
export const withPage = <Input extends { query: object }>(input: Input, page: number) => ({
  ...input,
  query: { ...input.query, page },
})

/** Server pages start at 1; «Показать ещё» asks for the next one while there is one. */
export const firstPage = 1
export const nextPage = (last: Page<unknown>) => (last.page < last.totalPages ? last.page + 1 : undefined)
