import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import { api } from '../../../lib/api-client.ts'

/** Address suggestions for a query of at least 3 characters; public, so the registration form can use them. */
export const fetchAddressSuggestions = (query: string) =>
  api.get<AddressSuggestion[]>('/api/self-employed/addresses', { query })
