import { useQuery, useQueryClient } from '@tanstack/react-query'
import { pushEndpoints } from '#contract/notifications/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

const preferencesKey = endpointKey(pushEndpoints.preferences)

/** The person's switches and how many of their devices are subscribed. */
export const usePushPreferences = () => useQuery(endpointQuery(pushEndpoints.preferences))

/** One switch: the answer is the switches as they now are. */
export const useSetPreference = () =>
  useEndpointChange(pushEndpoints.setPreference, {
    writes: () => [preferencesKey],
    invalidates: [],
  })

/** After this device was subscribed or not: the devices count changed. */
export function useRefreshPreferences() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: preferencesKey })
}
