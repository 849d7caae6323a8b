import { z } from 'zod'
import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import type { AddressSuggester } from './address-suggester.ts'
/** Streets of the demo cities, grouped by the city line, written as DaData writes them. */
import demoAddresses from './demo-addresses.json' with { type: 'json' }

type Entry = { street: string; cityWords: string[]; streetWords: string[] }

const words = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^0-9a-zа-я]+/)
    .filter(Boolean)

/** Whole words naming a kind of place match nothing by themselves: the stored lines use abbreviations. */
const placeKinds = new Set(['улица', 'проспект', 'переулок', 'бульвар', 'шоссе', 'площадь', 'набережная'])
const houseNumber = /^\d+[а-я]?$/

function loadEntries(): Entry[] {
  const byCity = z.record(z.string(), z.array(z.string())).parse(demoAddresses)
  return Object.entries(byCity).flatMap(([city, streets]) =>
    streets.map((street) => ({
      street: `${city}, ${street}`,
      cityWords: words(city),
      streetWords: words(street),
    })),
  )
}

/** How well the query's words match the entry (each must start one of its words); null when one does not. */
function score(entry: Entry, tokens: readonly string[]): number | null {
  let total = 0
  for (const token of tokens) {
    // A word of the street counts more than one of the city: people type the street.
    if (entry.streetWords.some((word) => word.startsWith(token))) total += 2
    else if (entry.cityWords.some((word) => word.startsWith(token))) total += 1
    else return null
  }
  return total
}

/**
 * Suggestions from the bundled streets, offline. Every word typed must begin a word of the line; a last word
 * that is a number and matches nothing is taken for the house («коломна ленина 5»).
 */
export function createBuiltinAddresses(): AddressSuggester {
  let entries: Entry[] | null = null
  return {
    async suggest(query, limit) {
      entries ??= loadEntries()
      const tokens = words(query).filter((token) => !placeKinds.has(token))
      const last = tokens.at(-1)
      const found: { entry: Entry; score: number; house: string | null }[] = []
      for (const entry of entries) {
        const whole = score(entry, tokens)
        if (whole !== null) found.push({ entry, score: whole, house: null })
        else if (last && houseNumber.test(last)) {
          const withoutHouse = score(entry, tokens.slice(0, -1))
          if (withoutHouse !== null && tokens.length > 1)
            found.push({ entry, score: withoutHouse, house: last })
        }
      }
      return found
        .sort((a, b) => b.score - a.score || a.entry.street.localeCompare(b.entry.street, 'ru'))
        .slice(0, limit)
        .map(({ entry, house }): AddressSuggestion => ({
          value: house ? `${entry.street}, д ${house}` : entry.street,
          street: entry.street,
          house,
          building: null,
          flat: null,
        }))
    },
  }
}
