import { z } from 'zod'
import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import type { AddressSuggester } from './address-suggester.ts'

const part = z.string().nullish()

/** The fields of DaData's suggest/address answer this adapter reads; anything else is ignored. */
const answerSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z
        .object({
          house: part,
          house_type: part,
          block: part,
          block_type: part,
          flat: part,
          flat_type: part,
        })
        .partial()
        .nullish(),
    }),
  ),
})
type DadataSuggestion = z.infer<typeof answerSchema>['suggestions'][number]

/** DaData's `value` ends with the house, block and flat («…, ул Ленина, д 5, кв 3»); the street line is what precedes them. */
function streetLine(suggestion: DadataSuggestion): string {
  const data = suggestion.data ?? {}
  const tails = [
    [data.house_type, data.house],
    [data.block_type, data.block],
    [data.flat_type, data.flat],
  ]
    .filter(([, value]) => value)
    .map(([type, value]) => suggestion.value.indexOf(`, ${type ? `${type} ` : ''}${value}`))
    .filter((index) => index > 0)
  return tails.length ? suggestion.value.slice(0, Math.min(...tails)) : suggestion.value
}

function fromDadata(suggestion: DadataSuggestion): AddressSuggestion {
  return {
    value: suggestion.value,
    street: streetLine(suggestion),
    house: suggestion.data?.house ?? null,
    building: suggestion.data?.block ?? null,
    flat: suggestion.data?.flat ?? null,
  }
}

/** A suggestion service speaking DaData's suggest API: POST { query, count } with `Authorization: Token …`. */
export function createDadataAddresses(options: { url: string; token: string }): AddressSuggester {
  return {
    async suggest(query, limit) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Token ${options.token}`,
        },
        body: JSON.stringify({ query, count: limit }),
        // A person is waiting for the list as they type; a slow answer is as good as none.
        signal: AbortSignal.timeout(5_000),
      })
      if (!response.ok) throw new Error(`address suggestions answered ${response.status}`)
      return answerSchema
        .parse(await response.json())
        .suggestions.slice(0, limit)
        .map(fromDadata)
    },
  }
}
