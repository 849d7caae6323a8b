import { peopleEndpoints } from '#contract/people/endpoints.ts'
import type { PeopleFilters } from '#contract/workers/people.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { endpointKey, type ChangeEffects } from '../../../lib/endpoint-query.ts'
import { restrictionsKey } from '../../../shared/restrictions/restriction-queries.ts'

/** One server page of workers: the filters of the body, the page and size of the query. */
export type PeopleListRequest = { filters: PeopleFilters; page: number; size: number }

export const peopleKeys = {
  all: ['people'] as const,
  /** Every page of both people tables. */
  lists: endpointKey(peopleEndpoints.filter),
  detail: (id: number) => endpointKey(peopleEndpoints.byId, { body: { id } }),
}

/**
 * A staff call that changes a worker answers the worker as it now is: that answer is the worker's card, shown
 * at once; the tables, where the worker's state and data show, refresh after it, failed or not.
 */
export const workerChanged: ChangeEffects<unknown, Worker> = {
  writes: (worker) => [peopleKeys.detail(worker.id)],
  invalidates: [peopleKeys.lists, restrictionsKey],
}
