import type { QueryKey } from '@tanstack/react-query'
import { useChange } from '../../lib/endpoint-query.ts'
import { navigationKeys } from '../navigation-counts.ts'
import { notify } from '../../ui/snackbar/snackbar-store.ts'

/**
 * A worker's action on an order (respond, confirm, an act…): a success snackbar, the server's message on
 * failure, and afterwards — failed or not, since a refusal often means the order changed meanwhile — the lists
 * the action moves the order between and the badges reload. The mutation stays pending until they have, so a
 * button keeps its spinner instead of flicking back to its old state.
 */
export function useWorkerAction<Variables = void, Result = unknown>(options: {
  mutationFn: (variables: Variables) => Promise<Result>
  success: string
  /** The lists the order may leave or enter. */
  lists: QueryKey[]
  onError?: (error: unknown) => void
}) {
  return useChange(options.mutationFn, {
    invalidates: [...options.lists, navigationKeys.all],
    onSuccess: () => notify({ status: 'success', message: options.success }),
    ...(options.onError && { onError: options.onError }),
  })
}
