import { useEffect, useState } from 'react'

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

/** False until the browser is idle after the component's first screen: what can wait for it starts then. */
export function useAfterFirstScreen(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => whenIdle(() => setDrawn(true)), [])
  return drawn
}
