import { restrictionEndpoints as calls } from '#contract/restrictions/endpoints.ts'
import { endpointKey, endpointQuery } from '../../lib/endpoint-query.ts'

/** My restrictions in force: the blocked notice shows them (decision 096). */
export const myRestrictionsQueryOptions = endpointQuery(calls.my)

/** A worker's restrictions in force, for staff on the worker's profile. */
export const workerRestrictionsQueryOptions = (id: number) => endpointQuery(calls.ofWorker, { body: { id } })

/** Every restriction query: what a block or an unblock refreshes. */
export const restrictionsKey = endpointKey(calls.my).slice(0, 1)
