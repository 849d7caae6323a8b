import { useState } from 'react'

/**
 * True from the first render where `value` is true onwards. Lets a lazily loaded dialog stay mounted after it
 * first opens (so it can animate closed and keep focus handling), while the first screen never loads it.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}
