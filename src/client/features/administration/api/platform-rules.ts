import { platformRulesEndpoints as calls } from '#contract/platform-rules/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** The history of the rules, newest first (decision 095). */
export const rulesVersionsQueryOptions = endpointQuery(calls.versions)

/** The answer is the history as it is now: written to its query; the worker-facing current rules refresh. */
export function usePublishRules() {
  const key = endpointKey(calls.versions)
  return useEndpointChange(calls.publish, { writes: () => [key], invalidates: [endpointKey(calls.current)] })
}
