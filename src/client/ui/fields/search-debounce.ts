import { useEffect, useState } from 'react'
import { isSearchTerm } from '#contract/common/rules.ts'

/** Spec section 9: a search waits for a 500 ms pause in typing. */
export const searchDebounceMs = 500

/**
 * Calls `onSearch` with the trimmed text once typing has paused for 500 ms. Fewer than 3 characters send
 * nothing: they only cancel a search still waiting.
 */
export function createSearchDebouncer(onSearch: (term: string) => void, delayMs = searchDebounceMs) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    input(text: string) {
      clearTimeout(timer)
      if (!isSearchTerm(text)) return
      const term = text.trim()
      timer = setTimeout(() => onSearch(term), delayMs)
    },
    cancel() {
      clearTimeout(timer)
    },
  }
}

/**
 * The term to search for: the text once typing pauses, null as soon as it is shorter than 3 characters. Call
 * `input` from the input's change handler.
 */
export function useSearchTerm() {
  const [term, setTerm] = useState<string | null>(null)
  const [debouncer] = useState(() => createSearchDebouncer(setTerm))
  useEffect(() => () => debouncer.cancel(), [debouncer])
  const input = (text: string) => {
    if (!isSearchTerm(text)) setTerm(null)
    debouncer.input(text)
  }
  return { term, input }
}

/** A search box's text as typed, and the term it searches for once typing pauses. */
export function useSearchInput() {
  const [text, setText] = useState('')
  const { term, input } = useSearchTerm()
  const change = (next: string) => {
    setText(next)
    input(next)
  }
  return { text, term, change }
}
