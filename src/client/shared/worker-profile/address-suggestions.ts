import { workerEndpoints } from '#contract/workers/endpoints.ts'
import { call } from '../../lib/api-client.ts'

/** Address suggestions for a query of at least 3 characters; public, so the registration form can use them. */
export const fetchAddressSuggestions = (query: string) =>
  call(workerEndpoints.addresses, { query: { query } })
