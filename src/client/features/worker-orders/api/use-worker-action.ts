import { useMutation, useQueryClient } from '@tanstack/react-query'
import { navigationKeys } from '../../navigation/api/navigation-counts.ts'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { workerOrderKeys } from './worker-order-keys.ts'

/**
 * A worker's action on an order (respond, confirm, an act…): a success snackbar, the server's message on
 * failure, and afterwards — failed or not, since a refusal often means the order changed meanwhile — the
 * lists and the badges reload. The mutation stays pending until they have, so a button keeps its spinner
 * instead of flicking back to its old state.
 */
export function useWorkerAction<Variables = void, Result = unknown>(options: {
  mutationFn: (variables: Variables) => Promise<Result>
  success: string
  onError?: (error: unknown) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: () => notify({ status: 'success', message: options.success }),
    onError: options.onError ?? notifyFailure,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: navigationKeys.all }),
      ]),
  })
}
