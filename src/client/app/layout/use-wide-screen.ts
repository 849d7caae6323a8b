import { useSyncExternalStore } from 'react'

/** Tailwind's `sm` breakpoint: from here the navigation stands beside the page instead of in a menu. */
const wideScreen = '(min-width: 640px)'

/** Whether the navigation stands beside the page; follows the window as it is resized or turned. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(wideScreen)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(wideScreen).matches,
  )
}
