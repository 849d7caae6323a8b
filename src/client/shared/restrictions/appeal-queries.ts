import { appealEndpoints as calls } from '#contract/appeals/endpoints.ts'
import { endpointKey, endpointQuery } from '../../lib/endpoint-query.ts'
import { restrictionsKey } from './restriction-queries.ts'

/** My appeals: each restriction's record shows its latest (decision 097). */
export const myAppealsQueryOptions = endpointQuery(calls.my)

/** The staff's inbox of appeals in the states asked for. */
export const appealInboxQueryOptions = (states: ('SUBMITTED' | 'IN_REVIEW' | 'UPHELD' | 'REVERSED')[]) =>
  endpointQuery(calls.filter, { body: { states } })

/** What an appeal's change refreshes: the appeals and the restrictions (a reversal lifts one). */
export const appealChangeKeys = [endpointKey(calls.my).slice(0, 1), restrictionsKey]
