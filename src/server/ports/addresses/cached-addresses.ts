import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { AddressSuggester } from './address-suggester.ts'

/** How long an answer is served again (decision 068): streets do not change within minutes. */
export const cachedAnswerMs = 10 * 60_000
/** Answers kept at most; the oldest go first. Each is ten short lines: a few megabytes in all. */
const cachedAnswersMax = 5_000

/** What the suggestion services treat alike: case, ё and spacing make no other suggestions. */
const normalisedQuery = (query: string) =>
  query.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е')

/**
 * The suggester behind a short in-memory cache of its answers by normalised query (decision 068): a query asked
 * again within `cachedAnswerMs`, or while the same query is still being asked, costs no second look-up. A failure
 * is not kept. The service is asked with the query as typed, its spacing tidied.
 */
export function cachedAddresses(suggester: AddressSuggester, clock: Clock): AddressSuggester {
  const answers = new Map<string, { until: number; suggestions: Promise<AddressSuggestion[]> }>()
  return {
    async suggest(query, limit) {
      const key = `${limit}:${normalisedQuery(query)}`
      const now = clock().getTime()
      const kept = answers.get(key)
      if (kept && kept.until > now) return kept.suggestions
      answers.delete(key)
      if (answers.size >= cachedAnswersMax) answers.delete(answers.keys().next().value!)
      const suggestions = suggester.suggest(query.trim().replace(/\s+/g, ' '), limit)
      answers.set(key, { until: now + cachedAnswerMs, suggestions })
      suggestions.catch(() => {
        if (answers.get(key)?.suggestions === suggestions) answers.delete(key)
      })
      return suggestions
    },
  }
}
