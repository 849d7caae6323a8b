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
export function useSearchTerm(initial = '') {
  const [term, setTerm] = useState(() => termOf(initial))
  const [debouncer] = useState(() => createSearchDebouncer(setTerm))
  useEffect(() => () => debouncer.cancel(), [debouncer])
  const input = (text: string) => {
    if (!isSearchTerm(text)) setTerm(null)
    debouncer.input(text)
  }
  /** Searches for `text` at once, dropping what was still waiting (a search restored from the address). */
  const set = (text: string) => {
    debouncer.cancel()
    setTerm(termOf(text))
  }
  return { term, input, set }
}

const termOf = (text: string) => (isSearchTerm(text) ? text.trim() : null)

/** A search box's text as typed, and the term it searches for once typing pauses. */
export function useSearchInput(initial = '') {
  const [text, setText] = useState(initial)
  const { term, input, set } = useSearchTerm(initial)
  const change = (next: string) => {
    setText(next)
    input(next)
  }
  const restore = (next: string) => {
    setText(next)
    set(next)
  }
  return { text, term, change, restore }
}
