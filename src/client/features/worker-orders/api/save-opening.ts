import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { navigationEndpoints } from '#contract/navigation/endpoints.ts'
import type { Section } from '#contract/navigation/navigation.ts'
import { call } from '../../../lib/api-client.ts'
import { whenIdle } from '../../../lib/when-idle.ts'
import { navigationKeys } from '../../../shared/navigation-counts.ts'

const saveOpening = (section: Section) => call(navigationEndpoints.saveOpening, { body: { section } })

/**
 * Records that the worker opened a section, so its badge counts only what is new since; the badges reload
 * once it is saved. Sent once the page is drawn: its first screen does not wait for it. Failures are ignored like
 * every count failure (spec section 8): the badge stays.
 */
export function useSaveOpening(section: Section, when = true) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!when) return
    return whenIdle(() =>
      saveOpening(section).then(
        () => queryClient.invalidateQueries({ queryKey: navigationKeys.all }),
        () => undefined,
      ),
    )
  }, [section, when, queryClient])
}
