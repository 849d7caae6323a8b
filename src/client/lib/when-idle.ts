import { useEffect, useState } from 'react'
import { useIsFetching } from '@tanstack/react-query'

/**
 * Runs work once the browser has nothing more urgent to do — after the page it is drawing — and within a second
 * in any case; where there is no `requestIdleCallback` (Safari), in a task of its own. Answers how to cancel.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 1)
  return () => clearTimeout(id)
}

/**
 * False until the first screen is drawn with its data — no call under way, and then the browser idle — and true
 * from then on: what can wait for it (badges, saving the sections for offline, rare notices) neither delays the
 * first screen's code nor competes with its calls on a slow network.
 */
export function useAfterFirstScreen(): boolean {
  const fetching = useIsFetching()
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    if (drawn || fetching > 0) return
    return whenIdle(() => setDrawn(true))
  }, [drawn, fetching])
  return drawn
}
