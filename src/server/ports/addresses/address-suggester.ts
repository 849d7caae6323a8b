import type { AddressSuggestion } from '#contract/workers/addresses.ts'

/** Address suggestions for the worker profile's address field; adapters decide where they come from. */
export interface AddressSuggester {
  /** At most `limit` suggestions for a query of at least 3 characters; throws when the source fails. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>
}
